import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { auditConfigQueries } from '@/api/audits/config-queries';
import type { JourneyRun, JourneyRunInfo } from '@/api/web-journeys/run-schemas';
import { webJourneyQueries } from '@/api/web-journeys/queries';
import { QueryView } from '@/components/feedback/QueryView';
import { formatDateTime, formatDuration } from '@/lib/format';
import { JourneyRunBadge } from './run-status';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

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

/** The run at a glance: result, timing, and the browser and privacy settings it ran with. */
export function RunSummary({
  journeyId,
  run,
  actionsRun,
}: {
  journeyId: number;
  run: JourneyRun;
  actionsRun: number | undefined;
}) {
  const info = useQuery(webJourneyQueries.runInfo(journeyId, run.id));
  const locations = useQuery(auditConfigQueries.locations());
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label="Result">
          <JourneyRunBadge run={run} />
        </Fact>
        <Fact label="Started">{formatDateTime(run.startedAt)}</Fact>
        <Fact label="Duration">
          {run.completedAt ? formatDuration(run.startedAt, run.completedAt) : 'Still running'}
        </Fact>
        <Fact label="Actions run">{actionsRun ?? '–'}</Fact>
      </SimpleGrid>
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
