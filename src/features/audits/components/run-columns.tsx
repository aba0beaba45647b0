import { Text } from '@mantine/core';
import type { ColumnSpec } from '@/components/data-table';
import { RunStatusBadge } from '@/components/status/RunStatusBadge';
import { ScoreBadge } from '@/components/status/ScoreBadge';
import { formatCount, formatDateTime, formatDuration } from '@/lib/format';
import { valueLabel } from '@/lib/vocabulary';
import type { RunRow } from '../runs';

/** Columns of an audit's run history. */
export const runColumns: ColumnSpec<RunRow>[] = [
  {
    id: 'id',
    header: 'Run',
    width: 100,
    align: 'right',
    hideable: false,
    mono: true,
    accessor: (row) => row.run.id,
    cell: (row) => String(row.run.id),
  },
  {
    id: 'started',
    header: 'Started',
    width: 180,
    accessor: (row) => row.run.started,
    cell: (row) => formatDateTime(row.run.started),
  },
  {
    id: 'duration',
    header: 'Duration',
    unit: 'ms',
    width: 110,
    align: 'right',
    accessor: (row) =>
      row.run.completed ? Date.parse(row.run.completed) - Date.parse(row.run.started) : null,
    cell: (row) => formatDuration(row.run.started, row.run.completed),
  },
  {
    id: 'status',
    header: 'Status',
    width: 120,
    accessor: (row) => valueLabel('runStatus', row.status),
    cell: (row) => <RunStatusBadge status={row.status} />,
  },
  {
    id: 'score',
    header: 'Score',
    width: 150,
    accessor: (row) => (row.status === 'completed' ? row.run.score : null),
    cell: (row) => <ScoreBadge score={row.status === 'completed' ? row.run.score : undefined} />,
  },
  {
    id: 'pages',
    header: 'Pages',
    width: 90,
    align: 'right',
    accessor: (row) => row.run.totalUrl,
    cell: (row) => formatCount(row.run.totalUrl),
  },
  {
    id: 'tagged',
    header: 'Tagged pages',
    width: 120,
    align: 'right',
    accessor: (row) => row.run.taggedUrl,
    cell: (row) => formatCount(row.run.taggedUrl),
  },
  {
    id: 'ruleFailures',
    header: 'Rule failures',
    width: 120,
    accessor: (row) => (row.run.isRuleFailurePresent ? 1 : 0),
    cell: (row) =>
      row.run.isRuleFailurePresent ? (
        <Text size="sm" c="red" fw={600}>
          ✗ Failures
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  {
    id: 'completed',
    header: 'Completed',
    width: 180,
    defaultHidden: true,
    accessor: (row) => row.run.completed ?? '',
    cell: (row) => formatDateTime(row.run.completed),
  },
];
