import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { TextChip } from '@/components/text/TextChip';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { manualJourneyMutations } from '@/api/manual-journeys/mutations';
import { isLive, ruleCount, type ManualJourneyRun } from '@/api/manual-journeys/schemas';
import { actionColumn, DataTable, type ColumnSpec } from '@/components/data-table';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { useSortParam } from '@/components/url-state/useSearchParam';
import { formatCount, formatDateTime, formatDuration } from '@/lib/format';
import { RunStateBadge, runStateLabel } from './RunStateBadge';
import { paths } from '@/lib/routes';

function DeleteRunDialog({
  journeyId,
  run,
  onClose,
}: {
  journeyId: number;
  run: ManualJourneyRun;
  onClose: () => void;
}) {
  const remove = useMutation(manualJourneyMutations.deleteRun(journeyId));
  const live = isLive(run);
  return (
    <ConfirmModal
      opened
      title={live ? `Discard “${run.name}”?` : `Delete “${run.name}”?`}
      confirmLabel={live ? 'Discard session' : 'Delete run'}
      pending={remove.isPending}
      error={remove.error}
      errorTitle="Could not delete the run"
      onClose={onClose}
      onConfirm={() => remove.mutate(run.id, { onSuccess: onClose })}
    >
      <Text size="sm">
        {live
          ? 'The live session is stopped and everything it recorded is discarded.'
          : 'The run is deleted with its actions, request log and tags.'}{' '}
        This cannot be undone.
      </Text>
    </ConfirmModal>
  );
}

function rulesSummary(run: ManualJourneyRun): string {
  const overview = run.rulesDetails?.globalRuleOverview;
  if (!overview) return '–';
  const total = ruleCount(overview);
  if (total === 0) return 'No rules';
  return `${overview.passed} of ${total} passed`;
}

/** A journey's runs, newest first: open one, or delete it after a confirmation. */
export function RunsTable({
  journeyId,
  runs,
  empty = 'No runs yet: start a live session or upload HAR files.',
}: {
  journeyId: number;
  runs: readonly ManualJourneyRun[];
  /** What an empty list says: how this journey gets its runs. */
  empty?: string;
}) {
  const [deleting, setDeleting] = useState<ManualJourneyRun | null>(null);
  const [sorting, setSorting] = useSortParam();
  const columns = useMemo<ColumnSpec<ManualJourneyRun>[]>(
    () => [
      { id: 'name', header: 'Run', width: 260, hideable: false, accessor: (run) => run.name },
      {
        id: 'state',
        header: 'State',
        width: 130,
        accessor: (run) => runStateLabel(run),
        cell: (run) => <RunStateBadge run={run} />,
      },
      {
        id: 'started',
        header: 'Started',
        width: 170,
        accessor: (run) => run.startedAt ?? run.requestedAt,
        cell: (run) => formatDateTime(run.startedAt ?? run.requestedAt),
      },
      {
        id: 'duration',
        header: 'Duration',
        unit: 'ms',
        width: 110,
        align: 'right',
        accessor: (run) =>
          run.completedAt ? Date.parse(run.completedAt) - Date.parse(run.startedAt ?? run.requestedAt) : null,
        cell: (run) =>
          run.completedAt ? formatDuration(run.startedAt ?? run.requestedAt, run.completedAt) : '–',
      },
      {
        id: 'steps',
        header: 'Steps',
        width: 90,
        align: 'right',
        accessor: (run) => run.actions?.length,
        cell: (run) => formatCount(run.actions?.length),
      },
      { id: 'rules', header: 'Rules', width: 130, accessor: rulesSummary },
      {
        id: 'labels',
        header: 'Labels',
        width: 200,
        sortable: false,
        accessor: (run) => (run.labels ?? []).map((label) => label.name).join(', '),
        cell: (run) => (
          <Group gap={4} wrap="nowrap">
            {(run.labels ?? []).map((label) => (
              <TextChip key={label.id} size="xs" variant="outline" color="gray" tt="none" text={label.name} />
            ))}
          </Group>
        ),
      },
      actionColumn({
        id: 'delete',
        header: 'Delete',
        width: 80,
        cell: (run) => {
          const label = `${isLive(run) ? 'Discard' : 'Delete'} run “${run.name}”`;
          return (
            <Tooltip label={label} withArrow>
              <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => setDeleting(run)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        },
      }),
    ],
    [],
  );
  return (
    <>
      <DataTable
        label="Runs"
        data={runs}
        columns={columns}
        getRowId={(run) => String(run.id)}
        rowHref={(run) => paths.manualJourneyRun({ manualJourneyId: journeyId, runId: run.id })}
        sorting={sorting}
        onSortingChange={setSorting}
        maxHeight={420}
        empty={empty}
        csvFileName={`manual-journey-${journeyId}-runs.csv`}
      />
      {deleting && <DeleteRunDialog journeyId={journeyId} run={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/** The run of a list that is recording now, if any. */
export function liveRun(runs: readonly ManualJourneyRun[]): ManualJourneyRun | undefined {
  return runs.find((run) => isLive(run));
}
