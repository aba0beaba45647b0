import {
  cookieLifetime,
  cookieLifetimeMinutes,
  cookieSetBy,
  type InventoryCookie,
} from '@/api/reports/inventory-cookies';
import type { ColumnSpec } from '@/components/data-table';
import { formatBytes, formatCount } from '@/lib/format';
import { valueLabel } from '@/lib/vocabulary';

const yesNo = (value: boolean | undefined) => (value === undefined ? '–' : value ? 'Yes' : 'No');

/** Columns of a run's Cookies tab: identity, party, reach, lifetime, size, flags and what set it. */
export const runCookieColumns: ColumnSpec<InventoryCookie>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, mono: true, width: 220, hideable: false },
  { id: 'domain', header: 'Domain', accessor: (row) => row.domain, mono: true, width: 220 },
  {
    id: 'party',
    header: 'Party',
    accessor: (row) => valueLabel('cookieParty', row.partyType),
    width: 130,
  },
  {
    id: 'pages',
    header: 'Pages',
    accessor: (row) => row.filteredPageCount,
    cell: (row) => formatCount(row.filteredPageCount),
    align: 'right',
    width: 90,
  },
  {
    id: 'duration',
    header: 'Lifetime',
    unit: 'minutes',
    accessor: cookieLifetimeMinutes,
    cell: cookieLifetime,
    align: 'right',
    width: 130,
  },
  {
    id: 'size',
    header: 'Size',
    accessor: (row) => row.averageSize,
    cell: (row) => (row.averageSize === null ? '–' : formatBytes(row.averageSize)),
    align: 'right',
    width: 100,
  },
  { id: 'secure', header: 'Secure', accessor: (row) => yesNo(row.secure), width: 90 },
  { id: 'httpOnly', header: 'HttpOnly', accessor: (row) => yesNo(row.httpOnly), width: 100 },
  {
    id: 'sameSite',
    header: 'SameSite',
    accessor: (row) => valueLabel('sameSite', row.sameSite ?? 'Empty'),
    width: 100,
  },
  {
    id: 'partitioned',
    header: 'Partitioned',
    accessor: (row) => yesNo(row.partitionKey !== undefined && row.partitionKey !== ''),
    width: 120,
    defaultHidden: true,
  },
  { id: 'setBy', header: 'Set by', accessor: cookieSetBy, width: 300 },
];
