import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { JourneyRun, JourneyRunHistory } from '@/api/web-journeys/run-history';
import { webJourneyMutations } from '@/api/web-journeys/mutations';
import type { ColumnSpec } from '@/components/data-table';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useSortParam } from '@/components/url-state/useSearchParam';
import { formatCount, formatDateTime, formatDuration, formatDurationMs } from '@/lib/format';
import { JourneyRunBadge, runStatusLabel } from './run-status';
import { paths } from '@/lib/routes';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

/** How long a completed run took: its duration, else the time from start to completion. */
export function runDuration(run: JourneyRun): string {
  return run.durationMs !== undefined
    ? formatDurationMs(run.durationMs)
    : formatDuration(run.startedAt, run.completedAt);
}

const columns: ColumnSpec<JourneyRun>[] = [
  { id: 'id', header: 'Run', width: 120, hideable: false, accessor: (run) => `Run ${run.id}` },
  {
    id: 'startedAt',
    header: 'Started',
    width: 200,
    accessor: (run) => run.startedAt ?? '',
    cell: (run) => formatDateTime(run.startedAt),
  },
  {
    id: 'duration',
    header: 'Duration',
    unit: 'ms',
    width: 120,
    align: 'right',
    accessor: (run) => (run.completedAt ? (run.durationMs ?? null) : null),
    cell: (run) => (run.completedAt ? runDuration(run) : 'Running'),
  },
  {
    id: 'status',
    header: 'Result',
    width: 160,
    accessor: runStatusLabel,
    cell: (run) => <JourneyRunBadge run={run} />,
  },
  {
    id: 'actions',
    header: 'Actions run',
    width: 120,
    align: 'right',
    accessor: (run) => run.actionsExecuted ?? null,
    cell: (run) =>
      run.actionsExecuted === undefined
        ? '–'
        : `${formatCount(run.actionsExecuted)}${run.actionsConfigured === undefined ? '' : ` of ${formatCount(run.actionsConfigured)}`}`,
  },
  {
    id: 'failedAt',
    header: 'Stopped at',
    width: 220,
    accessor: (run) =>
      run.failedStep === undefined
        ? ''
        : `Step ${run.failedStep}${run.failedActionName ? `: ${run.failedActionName}` : ''}`,
  },
];

/** The journey's runs, newest first; each row opens the run. */
export function RunsTable({ journeyId, history }: { journeyId: number; history: JourneyRunHistory }) {
  const [sorting, setSorting] = useSortParam();
  const { runs, total } = history;
  if (runs.length === 0)
    return <EmptyState title="This journey has not run yet">Use “Run now” to run it once.</EmptyState>;
  return (
    <Stack gap={4}>
      {total > runs.length && (
        <Text size="sm" c="dimmed">
          The newest {formatCount(runs.length)} of {formatCount(total)} runs.
        </Text>
      )}
      <DataTable
        label="Runs"
        data={runs}
        columns={columns}
        getRowId={(run) => String(run.id)}
        rowHref={(run) => paths.webJourneyRun({ webJourneyId: journeyId, runId: run.id })}
        sorting={sorting}
        onSortingChange={setSorting}
        maxHeight={360}
        csvFileName={`web-journey-${journeyId}-runs.csv`}
      />
    </Stack>
  );
}

/** "Run now": starts a run and opens it (the service refuses while one it started is in progress). */
export function RunNowButton({ journeyId }: { journeyId: number }) {
  const run = useMutation(webJourneyMutations.runNow(journeyId));
  const navigate = useNavigate();
  return (
    <Group gap="xs">
      {run.error && <ErrorPanel error={run.error} title="Could not start the run" change compact />}
      <Button
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        loading={run.isPending}
        onClick={() =>
          run.mutate(undefined, {
            onSuccess: ({ newRunId }) =>
              void navigate(paths.webJourneyRun({ webJourneyId: journeyId, runId: newRunId })),
          })
        }
      >
        Run now
      </Button>
    </Group>
  );
}
