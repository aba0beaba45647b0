import { DataTable, type ColumnSpec } from '@/components/data-table';
import { formatCount } from '@/lib/format';
import type { TagRow } from './request-log-rows';

const columns: ColumnSpec<TagRow>[] = [
  { id: 'name', header: 'Tag', width: 240, hideable: false, accessor: (row) => row.tag.name },
  {
    id: 'accounts',
    header: 'Accounts',
    width: 200,
    mono: true,
    accessor: (row) => row.accounts.join(', '),
  },
  { id: 'category', header: 'Category', width: 180, accessor: (row) => row.tag.category.name },
  { id: 'vendor', header: 'Vendor', width: 160, accessor: (row) => row.tag.vendor?.name ?? '' },
  {
    id: 'requests',
    header: 'Requests',
    width: 110,
    align: 'right',
    accessor: (row) => row.requests,
    cell: (row) => formatCount(row.requests),
  },
];

/** The tags detected in a run's requests. */
export function RunTagsTable({ runId, rows }: { runId: number; rows: readonly TagRow[] }) {
  return (
    <DataTable
      label="Tags"
      data={rows}
      columns={columns}
      getRowId={(row) => String(row.tag.id)}
      maxHeight={360}
      empty="No tags were detected in the shown requests."
      csvFileName={`manual-journey-run-${runId}-tags.csv`}
    />
  );
}
