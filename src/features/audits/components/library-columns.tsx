import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { auditQueries } from '@/api/audits/queries';
import type { ColumnSpec } from '@/components/data-table';
import { RunStatusBadge } from '@/components/status/RunStatusBadge';
import { ScoreBadge } from '@/components/status/ScoreBadge';
import { TextChip } from '@/components/text/TextChip';
import { frequencyLabel } from '@/components/journeys/frequency';
import { formatCount, formatDateTime, formatDelta, formatRelative } from '@/lib/format';
import { runFigures, type LibraryRow, type RunFigures } from '../library-row';

const statusOrder = { running: 0, queued: 1, failed: 2, completed: 3 } as const;

/**
 * A run cell: the row's figures when its table read them, else those of the row's block, read from the
 * runs grid once for every row of the block that shows (a long list reads only the stretches in view).
 */
function RunCell({ row, show }: { row: LibraryRow; show: (figures: RunFigures) => ReactNode }) {
  const block = useQuery({ ...auditQueries.latestRunsOf(row.block), enabled: !row.figures });
  if (row.figures) return show(row.figures);
  if (block.data) return show(runFigures(block.data.get(row.audit.id)));
  return (
    <Text size="sm" c="dimmed" aria-label={block.isError ? 'Not read' : 'Reading'}>
      {block.isError ? '–' : '…'}
    </Text>
  );
}

/** A column of the row's run figures: sorted by `value`, drawn by `show`. */
function runColumn(
  spec: Omit<ColumnSpec<LibraryRow>, 'accessor' | 'cell'>,
  value: (figures: RunFigures) => string | number | undefined,
  show: (figures: RunFigures) => ReactNode,
): ColumnSpec<LibraryRow> {
  return {
    ...spec,
    accessor: (row) => (row.figures ? value(row.figures) : undefined),
    cell: (row) => <RunCell row={row} show={show} />,
  };
}

/** The audit library's columns: the audit, its latest run's figures (runs grid) and its labels. */
export const libraryColumns: ColumnSpec<LibraryRow>[] = [
  { id: 'name', header: 'Audit', width: 320, hideable: false, accessor: (row) => row.audit.name },
  runColumn(
    { id: 'status', header: 'Last run', width: 130 },
    (f) => (f.status ? statusOrder[f.status] : 9),
    (f) => <RunStatusBadge status={f.status} />,
  ),
  runColumn(
    { id: 'score', header: 'Latest score', width: 150 },
    (f) => f.score,
    (f) => <ScoreBadge score={f.score} />,
  ),
  runColumn(
    { id: 'change', header: 'Change vs previous run', width: 130, align: 'right' },
    (f) => f.change,
    (f) =>
      f.change === undefined ? (
        '–'
      ) : (
        <Text size="sm" c={f.change < 0 ? 'red.9' : f.change > 0 ? 'teal.9' : undefined}>
          {formatDelta(f.change)}
        </Text>
      ),
  ),
  runColumn(
    { id: 'lastRun', header: 'Last run date', width: 140 },
    (f) => f.lastRunAt ?? '',
    (f) => (
      <Text size="sm" title={formatDateTime(f.lastRunAt)}>
        {formatRelative(f.lastRunAt)}
      </Text>
    ),
  ),
  runColumn(
    { id: 'pages', header: 'Pages', width: 90, align: 'right' },
    (f) => f.pages,
    (f) => formatCount(f.pages),
  ),
  runColumn(
    { id: 'frequency', header: 'Frequency', width: 120, defaultHidden: true },
    (f) => frequencyLabel(f.frequency),
    (f) => frequencyLabel(f.frequency),
  ),
  {
    id: 'labels',
    header: 'Labels',
    width: 220,
    sortable: false,
    accessor: (row) => row.audit.labels.map((label) => label.name).join(', '),
    cell: (row) => (
      <Group gap={4}>
        {row.audit.labels.map((label) => (
          <TextChip key={label.id} size="xs" variant="outline" color="gray" text={label.name} />
        ))}
      </Group>
    ),
  },
];
