import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PageRef } from '@/api/pages/queries';
import type { PageCookie } from '@/api/pages/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { formatLifetime } from '@/lib/format-lifetime';
import { valueLabel } from '@/lib/vocabulary';
import { urlPath } from '../format';
import { paths } from '@/lib/routes';

/** A cookie with who set it: the tag and the request (HAR entry) behind it. */
export interface CookieRow {
  id: string;
  cookie: PageCookie;
  tagName: string | undefined;
  requestUrl: string | undefined;
  harEntryIndex: number | undefined;
}

/** A cookie's party in words, from the one vocabulary ("First party"). */
export const partyText = (party: string | undefined) => valueLabel('cookieParty', party);

function expiresText(cookie: PageCookie): string {
  if (!cookie.expires || Number.isNaN(Date.parse(cookie.expires))) return 'Session';
  const lifetime = cookie.ttlInMinutes ? formatLifetime(cookie.ttlInMinutes) : undefined;
  return `${formatDateTime(cookie.expires)}${lifetime ? ` (${lifetime})` : ''}`;
}

const yesNo = (value: boolean | undefined) => (value === undefined ? '–' : value ? 'Yes' : 'No');

/** Columns of the page's cookies; the request that set one opens its place in the initiators tree. */
export function cookieColumns(page: PageRef): ColumnSpec<CookieRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      width: 190,
      mono: true,
      hideable: false,
      accessor: (row) => row.cookie.name,
    },
    { id: 'domain', header: 'Domain', width: 200, mono: true, accessor: (row) => row.cookie.domain },
    {
      id: 'party',
      header: 'Party',
      width: 130,
      accessor: (row) => partyText(row.cookie.partyType),
      cell: (row) => (
        <Badge
          color={row.cookie.partyType === '1st_party' ? 'blue' : 'grape'}
          variant="light"
          radius="sm"
          tt="none"
        >
          {partyText(row.cookie.partyType)}
        </Badge>
      ),
    },
    {
      id: 'expires',
      header: 'Expires',
      width: 220,
      accessor: (row) => row.cookie.expires,
      cell: (row) => expiresText(row.cookie),
    },
    { id: 'secure', header: 'Secure', width: 80, accessor: (row) => yesNo(row.cookie.secure) },
    { id: 'httpOnly', header: 'HttpOnly', width: 90, accessor: (row) => yesNo(row.cookie.httpOnly) },
    {
      id: 'sameSite',
      header: 'SameSite',
      width: 90,
      accessor: (row) => valueLabel('sameSite', row.cookie.samesite ?? 'Empty'),
    },
    { id: 'tag', header: 'Set by tag', width: 180, accessor: (row) => row.tagName ?? 'Page (no tag)' },
    {
      id: 'request',
      header: 'Set by request',
      width: 320,
      mono: true,
      accessor: (row) => row.requestUrl,
      cell: (row) =>
        row.harEntryIndex === undefined ? (
          '–'
        ) : (
          <Anchor
            component={Link}
            to={paths.page({ ...page, tab: 'initiators', search: { sel: row.harEntryIndex } })}
            size="xs"
            ff="monospace"
            title={row.requestUrl}
          >
            <Text span inherit truncate>
              #{row.harEntryIndex} {urlPath(row.requestUrl)}
            </Text>
          </Anchor>
        ),
    },
  ];
}
