import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageAnswer } from '@/api/pagination';
import { DataTable, type ColumnSpec } from '@/components/data-table';
import { PrintHeader } from './PrintHeader';
import { setPrintPhase } from './print-store';

interface Row {
  id: string;
  url: string;
}
const columns: ColumnSpec<Row>[] = [{ id: 'url', header: 'URL', accessor: (row) => row.url }];
const rowAt = (i: number): Row => ({ id: `r${i}`, url: `https://shop.test/${i}` });
const readPage = (): Promise<PageAnswer<Row>> =>
  Promise.resolve({ items: Array.from({ length: 67 }, (_, i) => rowAt(i)), totalCount: 67, pageCount: 1 });

/** A screen with its print header and a paged table of 67 rows, 50 on screen. */
function renderScreen() {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <PrintHeader title="Pages" />
        <DataTable
          label="Pages"
          data={Array.from({ length: 50 }, (_, i) => rowAt(i))}
          columns={columns}
          getRowId={(row) => row.id}
          manualSorting
          wholeRows={{ readPage, pageSize: 50, total: 67, fileName: 'pages.csv' }}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

afterEach(() => act(() => setPrintPhase('idle')));

describe("the browser's own Print (Ctrl+P) of a paged table", () => {
  it('says on paper that it printed the page on screen, not every row', () => {
    renderScreen();
    expect(screen.queryByText(/^Printed 50 of 67 rows/)).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('Printed 50 of 67 rows of Pages — use Print for every row')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByText(/^Printed 50 of 67 rows/)).not.toBeInTheDocument();
  });
});
