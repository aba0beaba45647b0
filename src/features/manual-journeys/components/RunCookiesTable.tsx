import { Text } from '@mantine/core';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { formatCount, formatDateTime } from '@/lib/format';
import { formatLifetimeSeconds } from '@/lib/format-lifetime';
import type { SetCookie } from '@/lib/set-cookie';
import type { CookieRow } from './run-cookies';

/** How long a cookie lasts: "Session", "Until 1 Jun 2026, 09:00", "For 400 days" or "Deleted". */
function lifetime(cookie: SetCookie): string {
  if (cookie.maxAge !== undefined)
    return cookie.maxAge <= 0 ? 'Deleted' : `For ${formatLifetimeSeconds(cookie.maxAge)}`;
  return cookie.expires ? `Until ${formatDateTime(cookie.expires)}` : 'Session';
}

/** Secure, HttpOnly and SameSite in words. */
const flags = (cookie: SetCookie) =>
  [
    ...(cookie.secure ? ['Secure'] : []),
    ...(cookie.httpOnly ? ['HttpOnly'] : []),
    ...(cookie.sameSite ? [`SameSite ${cookie.sameSite}`] : []),
  ].join(', ');

const columns: ColumnSpec<CookieRow>[] = [
  {
    id: 'name',
    header: 'Cookie',
    width: 180,
    mono: true,
    hideable: false,
    accessor: (row) => row.cookie.name,
  },
  { id: 'domain', header: 'Domain', width: 200, mono: true, accessor: (row) => row.cookie.domain },
  { id: 'path', header: 'Path', width: 100, mono: true, accessor: (row) => row.cookie.path },
  { id: 'lifetime', header: 'Lasts', width: 200, accessor: (row) => lifetime(row.cookie) },
  { id: 'flags', header: 'Flags', width: 200, accessor: (row) => flags(row.cookie) },
  {
    id: 'setBy',
    header: 'Set by',
    width: 360,
    mono: true,
    accessor: (row) => row.setBy,
    cell: (row) => (
      <Text size="sm" ff="monospace" truncate title={row.setBy}>
        {row.setBy}
      </Text>
    ),
  },
  { id: 'step', header: 'Step', width: 180, accessor: (row) => row.step ?? '' },
  {
    id: 'times',
    header: 'Times set',
    width: 110,
    align: 'right',
    accessor: (row) => row.times,
    cell: (row) => formatCount(row.times),
  },
];

/** The cookies a run's responses set (Set-Cookie), with the request that first set each. */
export function RunCookiesTable({ runId, rows }: { runId: number; rows: readonly CookieRow[] }) {
  return (
    <DataTable
      label="Cookies"
      data={rows}
      columns={columns}
      getRowId={(row) => row.key}
      maxHeight={360}
      empty="No response in the shown requests set a cookie."
      csvFileName={`manual-journey-run-${runId}-cookies.csv`}
    />
  );
}
