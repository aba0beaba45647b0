import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { PageAnswer, PageRequest } from '@/api/pagination';
import { DataTable, type ColumnSpec } from '@/components/data-table';

/** A row of the test screen's table. */
interface Row {
  id: string;
  url: string;
}

const columns: ColumnSpec<Row>[] = [{ id: 'url', header: 'URL', accessor: (row) => row.url }];
const rowAt = (i: number): Row => ({ id: `r${i}`, url: `https://shop.test/${i}` });

/**
 * For print tests: a screen with `chrome` (a print action or header) above a paged "Pages" table of
 * `total` rows, 50 on screen, read 1,000 a page; pages after the first wait for `gate.current`.
 */
export function renderPagedTableScreen(
  chrome: ReactNode,
  total: number,
  gate: { current?: Promise<void> } = {},
) {
  const user = userEvent.setup();
  const answer = (page: number): PageAnswer<Row> => ({
    items: Array.from({ length: Math.max(0, Math.min(1000, total - page * 1000)) }, (_, i) =>
      rowAt(page * 1000 + i),
    ),
    totalCount: total,
    pageCount: Math.ceil(total / 1000),
  });
  const readPage = async ({ page }: PageRequest): Promise<PageAnswer<Row>> => {
    if (page > 0) await gate.current;
    return answer(page);
  };
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        {chrome}
        <DataTable
          label="Pages"
          data={Array.from({ length: 50 }, (_, i) => rowAt(i))}
          columns={columns}
          getRowId={(row) => row.id}
          manualSorting
          csvFileName="pages-page-1.csv"
          wholeRows={{ readPage, pageSize: 1000, total, fileName: 'pages.csv' }}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
  const bodyRows = () => within(screen.getByRole('table', { name: 'Pages' })).getAllByRole('row').length - 1;
  return { user, bodyRows };
}
