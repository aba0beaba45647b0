import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditConfigQueries } from '@/api/audits/config-queries';
import type { JourneyRun } from '@/api/web-journeys/run-history';
import type { JourneyRunInfo } from '@/api/web-journeys/run-schemas';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { QueryView } from '@/components/feedback/QueryView';
import { formatCount, formatDateTime } from '@/lib/format';
import { runDuration } from './RunsTable';
import { JourneyRunBadge } from './run-status';
import { Fact } from '@/components/stat/Fact';

function privacy(info: JourneyRunInfo): string {
  const on = [
    info.privacyConsentActions && 'consent actions',
    info.gpcEnabled && 'Global Privacy Control',
    info.blockThirdPartyCookies && 'third-party cookies blocked',
    info.technologyBlockingEnabled && 'tag blocking',
    info.customHeadersApplied && 'custom headers',
    info.vpnEnabled && 'VPN',
  ].filter(Boolean);
  return on.length ? on.join(', ') : 'None';
}

/** "5 of 8", or the one count that is known. */
function actionsRun(run: JourneyRun): string {
  if (run.actionsExecuted === undefined) return '–';
  const done = formatCount(run.actionsExecuted);
  return run.actionsConfigured === undefined ? done : `${done} of ${formatCount(run.actionsConfigured)}`;
}

/** The run at a glance: result, timing, and the browser and privacy settings it ran with. */
export function RunSummary({ journeyId, run }: { journeyId: number; run: JourneyRun }) {
  const info = useQuery(webJourneyQueries.runInfo(journeyId, run.id));
  const locations = useQuery(auditConfigQueries.locations());
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label="Result">
          <JourneyRunBadge run={run} />
        </Fact>
        <Fact label="Started">{formatDateTime(run.startedAt)}</Fact>
        <Fact label="Duration">{run.completedAt ? runDuration(run) : 'Still running'}</Fact>
        <Fact label="Actions run">{actionsRun(run)}</Fact>
      </SimpleGrid>
      {run.failedRules !== undefined && run.failedRules > 0 && (
        <Text size="sm" c="orange.8">
          {formatCount(run.failedRules)} rule{run.failedRules === 1 ? '' : 's'} failed in this run.
        </Text>
      )}
      <QueryView
        query={info}
        errorTitle="Could not load the run's configuration"
        loading={<Skeleton height={48} />}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label="Browser">
              {data.browserName} {data.browserVersion} · {data.width} × {data.height}
            </Fact>
            <Fact label="Location">
              {locations.data?.find((location) => location.id === data.locationId)?.label ??
                `Location ${data.locationId}`}
            </Fact>
            <Fact label="Privacy and blocking">{privacy(data)}</Fact>
            <Fact label="User agent">
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {data.userAgent}
              </Text>
            </Fact>
          </SimpleGrid>
        )}
      </QueryView>
    </Stack>
  );
}
