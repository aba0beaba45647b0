import { Text } from '@mantine/core';
import type { LinkItem } from '@/api/pages/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { HttpStatusBadge, statusName } from '@/components/status/HttpStatusBadge';
import { SafeUrl } from '@/components/text/SafeUrl';

/** A link row with a stable id (its position in the answer). */
export interface LinkRow extends LinkItem {
  rowId: string;
}

const status = (code: number) => `${code} ${statusName(code)}`;

const linkedFrom: ColumnSpec<LinkRow> = {
  id: 'page_linked_from_url',
  header: 'Linked from',
  width: 340,
  mono: true,
  accessor: (row) => row.page_linked_from_url,
  cell: (row) => <SafeUrl url={row.page_linked_from_url} size="xs" />,
};

const target: ColumnSpec<LinkRow>[] = [
  {
    id: 'initial_page_url',
    header: 'Linked URL',
    width: 340,
    mono: true,
    accessor: (row) => row.initial_page_url,
    cell: (row) => <SafeUrl url={row.initial_page_url} size="xs" />,
  },
  {
    id: 'initial_page_status_code',
    header: 'Status',
    width: 170,
    accessor: (row) => status(row.initial_page_status_code),
    cell: (row) => <HttpStatusBadge code={row.initial_page_status_code} />,
  },
  {
    id: 'final_page_url',
    header: 'Final URL',
    width: 300,
    mono: true,
    defaultHidden: true,
    accessor: (row) => row.final_page_url,
    cell: (row) => <SafeUrl url={row.final_page_url} size="xs" />,
  },
  {
    id: 'final_page_status_code',
    header: 'Final status',
    width: 170,
    accessor: (row) => status(row.final_page_status_code),
    cell: (row) => <HttpStatusBadge code={row.final_page_status_code} />,
  },
];

const html: ColumnSpec<LinkRow> = {
  id: 'outer_html',
  header: 'Link HTML',
  width: 360,
  mono: true,
  accessor: (row) => row.outer_html,
  cell: (row) => (
    <Text size="xs" ff="monospace" truncate>
      {row.outer_html}
    </Text>
  ),
};

/** Columns of links on the page: the linked URL first. */
export const linksFromColumns: ColumnSpec<LinkRow>[] = [...target, html];
/** Columns of links to the page: the linking page first. */
export const linksToColumns: ColumnSpec<LinkRow>[] = [linkedFrom, ...target, html];
