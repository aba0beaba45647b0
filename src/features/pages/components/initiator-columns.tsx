import type { InitiatorCookies, InitiatorRequest } from '@/api/pages/network-schemas';
import type { ColumnSpec } from '@/components/data-table';
import { formatBytes, formatCount, formatMs } from '@/lib/format';
import { partyText } from './cookie-columns';
import { HttpStatusBadge, statusName } from '@/components/status/HttpStatusBadge';
import { SafeUrl } from '@/components/text/SafeUrl';

/** A selected request with its tag's name. */
export interface SelectedRequestRow {
  request: InitiatorRequest;
  tagName: string | undefined;
}

/** Columns of the requests selected in the tree. */
export const selectedRequestColumns: ColumnSpec<SelectedRequestRow>[] = [
  { id: 'index', header: '#', width: 60, align: 'right', accessor: (row) => row.request.harEntryIndex },
  {
    id: 'url',
    header: 'URL',
    width: 300,
    mono: true,
    accessor: (row) => row.request.requestUrl,
    cell: (row) => <SafeUrl url={row.request.requestUrl} size="xs" />,
  },
  { id: 'tag', header: 'Tag', width: 160, accessor: (row) => row.tagName ?? '–' },
  { id: 'account', header: 'Account', width: 160, mono: true, accessor: (row) => row.request.tagAccount },
  {
    id: 'status',
    header: 'Status',
    width: 150,
    accessor: (row) => `${row.request.statusCode} ${statusName(row.request.statusCode)}`,
    cell: (row) => <HttpStatusBadge code={row.request.statusCode} />,
  },
  {
    id: 'loadTime',
    header: 'Duration',
    width: 100,
    align: 'right',
    accessor: (row) => row.request.loadTime,
    cell: (row) => formatMs(row.request.loadTime),
  },
  {
    id: 'size',
    header: 'Size',
    width: 100,
    align: 'right',
    accessor: (row) => row.request.responseSizeBytes,
    cell: (row) => formatBytes(row.request.responseSizeBytes),
  },
  {
    id: 'errors',
    header: 'Console errors',
    width: 120,
    align: 'right',
    accessor: (row) => row.request.consoleLogSummary.errorLogCount,
    cell: (row) => formatCount(row.request.consoleLogSummary.errorLogCount),
  },
  {
    id: 'substitute',
    header: 'Substituted by',
    width: 240,
    mono: true,
    defaultHidden: true,
    accessor: (row) => row.request.fileSubstitution?.substituteUrl,
  },
];

type CookieChange = InitiatorCookies['requests'][number]['cookies'][number];

/** A cookie set by a selected request. */
export interface SelectedCookieRow {
  id: string;
  harEntryIndex: number;
  change: CookieChange;
}

/** Columns of the cookies the selected requests set. */
export const selectedCookieColumns: ColumnSpec<SelectedCookieRow>[] = [
  { id: 'name', header: 'Cookie', width: 180, mono: true, accessor: (row) => row.change.cookie.name },
  { id: 'domain', header: 'Domain', width: 200, mono: true, accessor: (row) => row.change.cookie.domain },
  { id: 'party', header: 'Party', width: 100, accessor: (row) => partyText(row.change.cookie.partyType) },
  { id: 'change', header: 'Change', width: 90, accessor: (row) => row.change.cookieChangeType },
  { id: 'expires', header: 'Expires', width: 200, accessor: (row) => row.change.cookie.expires },
  {
    id: 'request',
    header: 'Set by request #',
    width: 130,
    align: 'right',
    accessor: (row) => row.harEntryIndex,
  },
];
