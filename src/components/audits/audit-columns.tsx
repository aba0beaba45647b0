import { Group, Text } from '@mantine/core';
import { TextChip } from '@/components/text/TextChip';
import { frequencyLabel } from '@/components/journeys/frequency';
import type { ColumnSpec } from '@/components/data-table';
import { RunStatusBadge } from '@/components/status/RunStatusBadge';
import { ScoreBadge } from '@/components/status/ScoreBadge';
import { formatCount, formatDateTime, formatDelta, formatNextRun, formatRelative } from '@/lib/format';
import type { LibraryRow } from './library-row';

const statusOrder = { running: 0, queued: 1, failed: 2, completed: 3 } as const;

/** Columns of the audit library tables. */
export const auditLibraryColumns: ColumnSpec<LibraryRow>[] = [
  {
    id: 'name',
    header: 'Audit',
    width: 320,
    hideable: false,
    accessor: (row) => row.audit.name,
  },
  {
    id: 'status',
    header: 'Last run',
    width: 130,
    accessor: (row) => (row.status ? statusOrder[row.status] : 9),
    cell: (row) => <RunStatusBadge status={row.status} />,
  },
  {
    id: 'score',
    header: 'Latest score',
    width: 140,
    accessor: (row) => row.score,
    cell: (row) => <ScoreBadge score={row.score} />,
  },
  {
    id: 'change',
    header: 'Change vs previous run',
    width: 130,
    align: 'right',
    accessor: (row) => row.change,
    cell: (row) =>
      row.change === undefined ? (
        '–'
      ) : (
        <Text size="sm" c={row.change < 0 ? 'red.9' : row.change > 0 ? 'teal.9' : undefined}>
          {formatDelta(row.change)}
        </Text>
      ),
  },
  {
    id: 'lastRun',
    header: 'Last run date',
    width: 180,
    accessor: (row) => row.lastRunAt ?? '',
    cell: (row) => (
      <Text size="sm" title={formatDateTime(row.lastRunAt)}>
        {formatRelative(row.lastRunAt)}
      </Text>
    ),
  },
  {
    id: 'pages',
    header: 'Pages',
    width: 90,
    align: 'right',
    accessor: (row) => row.pages,
    cell: (row) => formatCount(row.pages),
  },
  {
    id: 'nextRun',
    header: 'Next run',
    width: 170,
    accessor: (row) => row.audit.nextRun ?? '',
    cell: (row) => formatNextRun(row.audit.nextRun),
  },
  {
    id: 'frequency',
    header: 'Frequency',
    width: 120,
    defaultHidden: true,
    accessor: (row) => frequencyLabel(row.audit.frequency),
  },
  {
    id: 'labels',
    header: 'Labels',
    width: 220,
    sortable: false,
    accessor: (row) => row.audit.labels.map((label) => label.name).join(', '),
    cell: (row) => (
      <Group gap={4} wrap="nowrap">
        {row.audit.labels.map((label) => (
          <TextChip key={label.id} size="xs" variant="outline" color="gray" text={label.name} />
        ))}
      </Group>
    ),
  },
];
