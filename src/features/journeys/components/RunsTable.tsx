import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { JourneyRun } from '@/api/web-journeys/run-schemas';
import { webJourneyMutations } from '@/api/web-journeys/mutations';
import type { ColumnSpec } from '@/components/data-table';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useSortParam } from '@/components/url-state/useSearchParam';
import { formatDateTime, formatDuration } from '@/lib/format';
import { JourneyRunBadge, runStatusLabel } from './run-status';

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
    width: 120,
    align: 'right',
    sortable: false,
    accessor: (run) => (run.completedAt ? formatDuration(run.startedAt, run.completedAt) : ''),
    cell: (run) => (run.completedAt ? formatDuration(run.startedAt, run.completedAt) : 'Running'),
  },
  {
    id: 'status',
    header: 'Result',
    width: 160,
    accessor: runStatusLabel,
    cell: (run) => <JourneyRunBadge run={run} />,
  },
];

/** The journey's runs, newest first; each row opens the run. */
export function RunsTable({ journeyId, runs }: { journeyId: number; runs: JourneyRun[] }) {
  const [sorting, setSorting] = useSortParam();
  if (runs.length === 0)
    return <EmptyState title="This journey has not run yet">Use “Run now” to run it once.</EmptyState>;
  return (
    <DataTable
      label="Runs"
      data={runs}
      columns={columns}
      getRowId={(run) => String(run.id)}
      rowHref={(run) => `/web-journeys/${journeyId}/runs/${run.id}`}
      sorting={sorting}
      onSortingChange={setSorting}
      maxHeight={360}
      csvFileName={`web-journey-${journeyId}-runs.csv`}
    />
  );
}

/** "Run now": starts a run and opens it (the service refuses while one it started is in progress). */
export function RunNowButton({ journeyId }: { journeyId: number }) {
  const run = useMutation(webJourneyMutations.runNow(journeyId));
  const navigate = useNavigate();
  return (
    <Group gap="xs">
      {run.error && (
        <Alert color="red" variant="light" role="alert" py={4} px="sm">
          <Text size="sm">Could not start the run: {run.error.message}</Text>
        </Alert>
      )}
      <Button
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        loading={run.isPending}
        onClick={() =>
          run.mutate(undefined, {
            onSuccess: ({ newRunId }) => void navigate(`/web-journeys/${journeyId}/runs/${newRunId}`),
          })
        }
      >
        Run now
      </Button>
    </Group>
  );
}
