import type { RunPage } from '@/api/runs/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { HttpStatusBadge } from '@/components/status/HttpStatusBadge';
import { formatCount, formatMs } from '@/lib/format';

/** Columns of a run's pages; their ids are the server's sort keys (AuditRun_PagesSort). */
export const pageColumns: ColumnSpec<RunPage>[] = [
  { id: 'url', header: 'URL', accessor: (row) => row.url, mono: true, width: 520, hideable: false },
  {
    id: 'status_code',
    header: 'Status code',
    accessor: (row) => row.statusCode,
    cell: (row) => <HttpStatusBadge code={row.statusCode} />,
    width: 170,
  },
  {
    id: 'load_time',
    header: 'Load time',
    unit: 'ms',
    accessor: (row) => row.loadTime,
    cell: (row) => formatMs(row.loadTime),
    align: 'right',
    width: 130,
  },
  {
    id: 'size',
    header: 'Size',
    unit: 'bytes',
    accessor: (row) => row.size,
    cell: (row) => (row.size === undefined ? '–' : `${formatCount(Math.round(row.size / 1024))} KB`),
    align: 'right',
    width: 130,
  },
];
