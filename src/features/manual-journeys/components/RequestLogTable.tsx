import { Text } from '@mantine/core';
import { HttpStatusBadge } from '@/components/status/HttpStatusBadge';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { formatBytes, formatClockTime, formatMs } from '@/lib/format';
import { contentTypeLabel } from '@/lib/vocabulary';
import type { RequestRow } from './request-log-rows';

const columns: ColumnSpec<RequestRow>[] = [
  {
    id: 'time',
    header: 'Time',
    width: 120,
    accessor: (row) => row.timestamp,
    cell: (row) => formatClockTime(row.timestamp),
  },
  { id: 'step', header: 'Step', width: 190, accessor: (row) => row.step ?? `Step ${row.stepId}` },
  { id: 'method', header: 'Method', width: 90, mono: true, accessor: (row) => row.method },
  {
    id: 'url',
    header: 'URL',
    width: 460,
    mono: true,
    hideable: false,
    accessor: (row) => row.url,
  },
  {
    id: 'status',
    header: 'Status',
    width: 140,
    accessor: (row) => row.status,
    cell: (row) => <HttpStatusBadge code={row.status} />,
  },
  { id: 'type', header: 'Type', width: 170, accessor: (row) => contentTypeLabel(row.mimeType) },
  {
    id: 'size',
    header: 'Size',
    unit: 'bytes',
    width: 100,
    align: 'right',
    accessor: (row) => row.size,
    cell: (row) => formatBytes(row.size),
  },
  {
    id: 'duration',
    header: 'Duration',
    unit: 'ms',
    width: 100,
    align: 'right',
    accessor: (row) => row.time,
    cell: (row) => formatMs(row.time),
  },
  {
    id: 'tags',
    header: 'Tags',
    width: 220,
    wraps: true,
    accessor: (row) => row.tags.join(', '),
    cell: (row) =>
      row.tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          –
        </Text>
      ) : (
        row.tags.join(', ')
      ),
  },
];

/** The requests of a run (those that pass its filters), in time order. */
export function RequestLogTable({ runId, rows }: { runId: number; rows: readonly RequestRow[] }) {
  return (
    <DataTable
      label="Request log"
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      maxHeight={480}
      empty="No requests: none were recorded, or none match the request filters."
      csvFileName={`manual-journey-run-${runId}-requests.csv`}
    />
  );
}
