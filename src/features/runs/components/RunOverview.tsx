import { Alert, Anchor, Group, List, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { RunStatus } from '@/api/audits/run-status';
import { runScreenQueries } from '@/api/runs/prefetch';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { QueryView } from '@/components/feedback/QueryView';
import { failureSummary } from '../failures';
import { familyIds } from '@/api/reports/family-ids';
import { familyLabels } from '@/api/reports/family-ids';
import { RunCountTiles } from './RunCountTiles';
import { RunInfoList } from './RunInfoList';
import { ScoreTiles } from './ScoreTiles';
import { paths } from '@/lib/routes';

interface RunOverviewProps {
  auditId: number;
  runId: number;
  status: RunStatus | undefined;
  /** Change of the total score since the previous completed run. */
  delta: number | undefined;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** The run at a glance: failures first, scores, counts that open the rows behind them, configuration and report families. */
export const RunOverview = memo(function RunOverview({ auditId, runId, status, delta }: RunOverviewProps) {
  const reads = runScreenQueries(auditId, runId);
  const failures = useQuery(reads.failures);
  const startingUrls = useQuery(reads.audit).data?.startingUrls;
  const scores = useQuery(reads.scores);
  const info = useQuery(reads.info);
  const failureLines = failures.data ? failureSummary(failures.data, startingUrls) : [];

  return (
    <Stack gap="lg">
      {failureLines.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title="This run had failures"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="failure-summary"
        >
          <List size="sm" mb="xs">
            {failureLines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Anchor component={Link} to={paths.run({ auditId, runId, tab: 'failures' })} size="sm">
            See the failure report
          </Anchor>
        </Alert>
      )}
      {failures.isError && (
        <ErrorPanel
          error={failures.error}
          title="Could not load the failure summary"
          onRetry={() => void failures.refetch()}
          retrying={failures.isFetching}
        />
      )}

      <Section id="run-scores" title="Scores">
        {status === 'running' || status === 'queued' ? (
          <EmptyState title="Scores appear when the run completes">
            The run is still scanning pages; its score is computed once every page is in.
          </EmptyState>
        ) : status === 'failed' ? (
          <EmptyState title="This run has no score">It failed before scanning any page.</EmptyState>
        ) : (
          <QueryView
            query={scores}
            errorTitle="Could not load the scores"
            loading={<Skeleton height={134} radius="md" />}
          >
            {(data) => <ScoreTiles scores={data} delta={delta} />}
          </QueryView>
        )}
      </Section>

      <Section id="run-counts" title="In this run">
        <RunCountTiles auditId={auditId} runId={runId} />
      </Section>

      <Section id="run-configuration" title="Run configuration">
        <QueryView
          query={info}
          errorTitle="Could not load the run configuration"
          loading={<Skeleton height={130} radius="md" />}
        >
          {(data) => <RunInfoList info={data} />}
        </QueryView>
      </Section>

      <Section id="report-families" title="Report families">
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {familyIds.map((family) => (
            <li key={family}>
              <Anchor component={Link} to={paths.report({ auditId, runId, family })} size="sm">
                {familyLabels[family]}
              </Anchor>
            </li>
          ))}
        </Group>
      </Section>
    </Stack>
  );
});
