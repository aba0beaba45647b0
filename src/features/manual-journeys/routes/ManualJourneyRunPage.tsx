import { Badge, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import { isLive, ruleCount, runState, type ManualJourneyRun } from '@/api/manual-journeys/schemas';
import { EmptyState } from '@/components/feedback/EmptyState';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatCount, formatDateTime, formatDuration } from '@/lib/format';
import { LabelsEditor } from '../components/LabelsEditor';
import { LiveSessionPanel } from '../components/LiveSessionPanel';
import { RequestFilters } from '../components/RequestFilters';
import { RequestLogTable } from '../components/RequestLogTable';
import { requestRows, tagRows } from '../components/request-log-rows';
import { listCrumb } from '../components/route-params';
import { RunActions } from '../components/RunActions';
import { RunStateBadge } from '../components/RunStateBadge';
import { RunTagsTable } from '../components/RunTagsTable';
import { deviceLabel } from '../components/manual-journey-columns';
import { RunCookiesTable } from '../components/RunCookiesTable';
import { runCookies } from '../components/run-cookies';
import { Section } from '@/components/page/Section';
import { useRunSteps } from '../components/useRunSteps';
import { isolateText } from '@/components/text/isolate';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';
import { Fact } from '@/components/stat/Fact';
import { manualJourneyRunScreenQueries } from '../prefetch';

/** How often a live session's data is refreshed (ms). */
const LIVE_REFRESH_MS = 5000;

function RunFacts({ run, requests, tags }: { run: ManualJourneyRun; requests?: number; tags?: number }) {
  const rules = run.rulesDetails?.globalRuleOverview;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
      <Fact label="State">
        <RunStateBadge run={run} />
      </Fact>
      <Fact label="Started">{formatDateTime(run.startedAt ?? run.requestedAt)}</Fact>
      <Fact label="Duration">
        {run.completedAt
          ? formatDuration(run.startedAt ?? run.requestedAt, run.completedAt)
          : 'Still recording'}
      </Fact>
      <Fact label="Requests shown">{formatCount(requests)}</Fact>
      <Fact label="Tags">{formatCount(tags)}</Fact>
      <Fact label="Rules">
        {rules && ruleCount(rules) === 0 ? (
          <Badge color="gray" variant="light" tt="none">
            No rules
          </Badge>
        ) : rules ? (
          <Group gap={4}>
            <Badge color="teal" variant="light" tt="none">
              {rules.passed} passed
            </Badge>
            {rules.failed > 0 && (
              <Badge color="red" variant="light" tt="none">
                {rules.failed} failed
              </Badge>
            )}
          </Group>
        ) : (
          '–'
        )}
      </Fact>
    </SimpleGrid>
  );
}

function RunView({ journeyId, runId }: { journeyId: number; runId: number }) {
  const reads = manualJourneyRunScreenQueries(journeyId, runId);
  const journey = useQuery(reads.journey);
  const runQuery = useQuery({
    ...reads.run,
    refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? LIVE_REFRESH_MS : false),
  });
  const run = runQuery.data;
  const live = run ? isLive(run) : false;
  const refetchInterval = live ? LIVE_REFRESH_MS : false;
  const logs = useQuery({ ...reads.requestLogs, refetchInterval });
  const tags = useQuery({ ...reads.tags, refetchInterval });
  const steps = useRunSteps(journeyId, run, logs.data);
  const rows = useMemo(
    () => requestRows(logs.data ?? [], steps, tags.data ?? []),
    [logs.data, steps, tags.data],
  );
  const tagsShown = useMemo(() => tagRows(logs.data ?? [], tags.data ?? []), [logs.data, tags.data]);
  const cookies = useMemo(() => runCookies(logs.data ?? [], steps), [logs.data, steps]);

  const journeyName = journey.data?.name ?? `Journey ${journeyId}`;
  return (
    <Page
      title={run?.name ?? 'Run'}
      breadcrumbs={[
        listCrumb,
        { label: journeyName, to: paths.manualJourney({ manualJourneyId: journeyId }) },
        { label: run?.name ?? `Run ${runId}` },
      ]}
      description={run ? `${isolateText(deviceLabel(run))} · ${isolateText(journeyName)}` : undefined}
    >
      <QueryView query={runQuery} errorTitle="Could not load the run" loading={<Skeleton height={420} />}>
        {(loaded) => (
          <Stack gap="md">
            {isLive(loaded) && (
              <Section title="Live session">
                <LiveSessionPanel journeyId={journeyId} run={loaded} />
              </Section>
            )}
            <Section title="Summary">
              <RunFacts run={loaded} requests={logs.data?.length} tags={tags.data?.length} />
            </Section>
            <Section title="Steps">
              <RunActions
                journeyId={journeyId}
                runId={runId}
                actions={steps}
                requests={rows}
                recording={runState(loaded) === 'running'}
              />
            </Section>
            <Section title="Request filters">
              <RequestFilters journeyId={journeyId} runId={runId} />
            </Section>
            <Section title="Request log">
              <QueryView
                query={logs}
                errorTitle="Could not load the request log"
                loading={<Skeleton height={240} />}
              >
                {() => <RequestLogTable runId={runId} rows={rows} />}
              </QueryView>
            </Section>
            <Section title="Cookies">
              <QueryView
                query={logs}
                errorTitle="Could not load the cookies"
                loading={<Skeleton height={160} />}
              >
                {() => <RunCookiesTable runId={runId} rows={cookies} />}
              </QueryView>
            </Section>
            <Section title="Tags">
              <QueryView
                query={tags}
                errorTitle="Could not load the tags"
                loading={<Skeleton height={160} />}
              >
                {() => <RunTagsTable runId={runId} rows={tagsShown} />}
              </QueryView>
            </Section>
            <Section title="Labels">
              <LabelsEditor
                owner="run"
                query={reads.runLabels}
                setLabels={manualJourneyMutations.setRunLabels(journeyId, runId)}
                removeLabel={manualJourneyMutations.removeRunLabel(journeyId, runId)}
              />
            </Section>
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}

/** `/manual-journeys/:manualJourneyId/runs/:runId`: a run's steps, filters, request log, tags and labels; live controls while it records. */
export function ManualJourneyRunPage() {
  const params = useParams();
  const parsed = parseRouteParams('manualJourneyRun', params);
  if (parsed === undefined) {
    return (
      <Page title="Run not found" breadcrumbs={[listCrumb]}>
        <EmptyState title="No such run">This address does not name a manual journey run.</EmptyState>
      </Page>
    );
  }
  const { manualJourneyId: journeyId, runId } = parsed;
  return <RunView key={`${journeyId}:${runId}`} journeyId={journeyId} runId={runId} />;
}
