import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DataTable, type ColumnSpec, type DataTableProps, type SortRule } from './index';

interface Page {
  id: string;
  url: string;
  status: number | null;
  title: string;
  group: string;
}

const columns: ColumnSpec<Page>[] = [
  { id: 'url', header: 'URL', accessor: (p) => p.url, mono: true, width: 300 },
  { id: 'status', header: 'Status', accessor: (p) => p.status, align: 'right', width: 90 },
  { id: 'title', header: 'Title', accessor: (p) => p.title },
  { id: 'group', header: 'Group', accessor: (p) => p.group, defaultHidden: true },
  { id: 'id', header: 'ID', accessor: (p) => p.id, hideable: false, sortable: false },
];

const small: Page[] = [
  { id: 'a', url: 'https://x.test/b', status: 200, title: 'Item 10', group: 'y' },
  { id: 'b', url: 'https://x.test/a', status: 404, title: 'Item 9', group: 'x' },
  { id: 'c', url: 'https://x.test/c', status: null, title: 'Item 2', group: 'y' },
  { id: 'd', url: 'https://x.test/d', status: 301, title: 'item 1', group: 'x' },
];

function makePages(count: number): Page[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    url: `https://example.com/page/${i}`,
    status: [200, 301, 404, 500][i % 4] ?? 200,
    title: `Page ${i}`,
    group: i % 2 ? 'odd' : 'even',
  }));
}

const getRowId = (p: Page) => p.id;

/** Render a DataTable inside Mantine and a memory router with a detail route for navigation tests. */
function renderTable(props: Partial<DataTableProps<Page>> & { data: readonly Page[] }) {
  const user = userEvent.setup();
  const view = render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={<DataTable label="Pages" columns={columns} getRowId={getRowId} {...props} />}
          />
          <Route path="/pages/:id" element={<p>Detail page</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  return { user, ...view };
}

/** Data rows currently in the DOM (spacer and skeleton rows excluded). */
function bodyRows(): HTMLTableRowElement[] {
  return Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-rowindex]'));
}

/** Data cells of a row (the aria-hidden filler cell excluded). */
function dataCells(row: HTMLTableRowElement | undefined): HTMLTableCellElement[] {
  return row ? Array.from(row.querySelectorAll<HTMLTableCellElement>('td:not([aria-hidden])')) : [];
}

/** Ids (last data column) of the rendered data rows, in DOM order. */
function rowIds(): string[] {
  return bodyRows().map((row) => dataCells(row).at(-1)?.textContent ?? '');
}

function header(name: string): HTMLElement {
  return screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

const patched: Array<[object, string, PropertyDescriptor | undefined]> = [];
function patch(target: object, key: string, value: number) {
  patched.push([target, key, Object.getOwnPropertyDescriptor(target, key)]);
  Object.defineProperty(target, key, { configurable: true, get: () => value });
}

beforeAll(() => {
  // jsdom has no layout: report a 500px-high viewport and 36px rows so the virtualizer renders a window.
  patch(HTMLElement.prototype, 'clientHeight', 500);
  patch(HTMLElement.prototype, 'clientWidth', 1000);
  patch(HTMLElement.prototype, 'offsetHeight', 36);
  patch(HTMLElement.prototype, 'offsetWidth', 1000);
  // Mantine needs matchMedia and ResizeObserver, which jsdom lacks (the shared setup may already provide them).
  const browser = window as unknown as Record<string, unknown>;
  browser.matchMedia ??= (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  browser.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterAll(() => {
  for (const [target, key, descriptor] of patched.reverse()) {
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else delete (target as Record<string, unknown>)[key];
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable virtualization', () => {
  it('renders only a window of 10,000 rows inside a labelled table', async () => {
    renderTable({ data: makePages(10_000) });
    expect(await screen.findByText('https://example.com/page/0')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pages' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(document.querySelectorAll('tr').length).toBeLessThan(80);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    const spacers = document.querySelectorAll('tbody tr[aria-hidden="true"]');
    expect(spacers.length).toBe(1);
  });

  it('renders the rows around the scroll position with spacer rows on both sides', async () => {
    renderTable({ data: makePages(10_000) });
    await screen.findByText('https://example.com/page/0');
    const scroller = screen.getByRole('table').parentElement as HTMLElement;
    act(() => {
      scroller.scrollTop = 36 * 5000;
      fireEvent.scroll(scroller);
    });
    expect(await screen.findByText('https://example.com/page/5000')).toBeInTheDocument();
    expect(screen.queryByText('https://example.com/page/0')).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBe(2);
    expect(document.querySelectorAll('tr').length).toBeLessThan(80);
  });
});

describe('DataTable without virtualization (print)', () => {
  it('renders every row, without spacers, when virtualize is false', async () => {
    renderTable({ data: makePages(300), virtualize: false });
    expect(await screen.findByText('https://example.com/page/299')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(300);
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(0);
  });

  it('renders every row of a table of up to 50 rows, and a window of the rows above that', async () => {
    const { unmount } = renderTable({ data: makePages(50) });
    expect(await screen.findByText('https://example.com/page/49')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
    unmount();
    renderTable({ data: makePages(51) });
    await screen.findByText('https://example.com/page/0');
    expect(bodyRows().length).toBeLessThan(50);
    expect(screen.queryByText('https://example.com/page/50')).not.toBeInTheDocument();
  });

  it('moves focus with the keyboard across every row and brings it into view', async () => {
    // jsdom does not scroll: record what the table asks of the row it moves to.
    const scrolled = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrolled });
    try {
      const { user } = renderTable({ data: makePages(50), virtualize: false });
      await screen.findByText('https://example.com/page/0');
      bodyRows()[0]!.focus();
      await user.keyboard('{End}');
      expect(document.activeElement).toBe(bodyRows()[49]);
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('keeps its height limit in a CSS variable a print rule can override', async () => {
    renderTable({ data: small, maxHeight: 320 });
    const scroller = (await screen.findByRole('table', { name: 'Pages' })).parentElement!;
    expect(scroller.parentElement!.style.getPropertyValue('--data-table-max-height')).toBe('320px');
  });
});

describe('DataTable sorting', () => {
  it('cycles ascending, descending and none, with nulls last and aria-sort on the header', async () => {
    const { user } = renderTable({ data: small });
    expect(rowIds()).toEqual(['a', 'b', 'c', 'd']);
    expect(header('Status')).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header('Status')).getByRole('button'));
    expect(rowIds()).toEqual(['a', 'd', 'b', 'c']);
    expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Status')).getByRole('button'));
    expect(rowIds()).toEqual(['b', 'd', 'a', 'c']);
    expect(header('Status')).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(header('Status')).getByRole('button'));
    expect(rowIds()).toEqual(['a', 'b', 'c', 'd']);
    expect(header('Status')).toHaveAttribute('aria-sort', 'none');
  });

  it('compares strings with numeric collation and leaves unsortable columns without a button', async () => {
    const { user } = renderTable({ data: small });
    await user.click(within(header('Title')).getByRole('button'));
    expect(rowIds()).toEqual(['d', 'c', 'b', 'a']);
    expect(within(header('ID')).queryByRole('button')).not.toBeInTheDocument();
    expect(header('ID')).not.toHaveAttribute('aria-sort');
  });

  it('adds a secondary sort with shift-click', async () => {
    const { user } = renderTable({
      data: small,
      columns: columns.map((c) => ({ ...c, defaultHidden: false })),
    });
    await user.click(within(header('Group')).getByRole('button'));
    await user.keyboard('{Shift>}');
    await user.click(within(header('Status')).getByRole('button'));
    await user.keyboard('{/Shift}');
    expect(rowIds()).toEqual(['d', 'b', 'a', 'c']);
    expect(header('Group')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('follows controlled sorting and reports changes', async () => {
    const changes: SortRule[][] = [];
    function Controlled() {
      const [sorting, setSorting] = useState<SortRule[]>([{ id: 'status', desc: true }]);
      return (
        <DataTable
          label="Pages"
          data={small}
          columns={columns}
          getRowId={getRowId}
          sorting={sorting}
          onSortingChange={(next) => {
            changes.push(next);
            setSorting(next);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <MemoryRouter>
          <Controlled />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(rowIds()).toEqual(['b', 'd', 'a', 'c']);
    await user.click(within(header('URL')).getByRole('button'));
    expect(changes).toEqual([[{ id: 'url', desc: false }]]);
    expect(rowIds()).toEqual(['b', 'a', 'c', 'd']);
  });

  it('keeps the given order with manualSorting', async () => {
    const onSortingChange = vi.fn();
    const { user } = renderTable({ data: small, manualSorting: true, onSortingChange });
    await user.click(within(header('Status')).getByRole('button'));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'status', desc: false }]);
    expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowIds()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('DataTable columns', () => {
  it('hides a column from the Columns menu and starts defaultHidden columns hidden', async () => {
    const { user } = renderTable({ data: small });
    expect(screen.queryByRole('columnheader', { name: /^Group/ })).not.toBeInTheDocument();
    expect(header('Status')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const statusItem = await screen.findByRole('menuitemcheckbox', { name: 'Status' });
    expect(statusItem).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('menuitemcheckbox', { name: 'ID' })).not.toBeInTheDocument();
    await user.click(statusItem);

    expect(screen.queryByRole('columnheader', { name: /^Status/ })).not.toBeInTheDocument();
    expect(dataCells(bodyRows()[0])).toHaveLength(3);
  });

  it('resizes a column from the keyboard', async () => {
    const { user } = renderTable({ data: small });
    const handle = screen.getByRole('slider', { name: 'Width of column Title' });
    expect(handle).toHaveAttribute('aria-valuenow', '160');
    handle.focus();
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '176');
    expect(header('Title').style.width).toBe('176px');
  });

  it('renders cell values as text with a title, and custom cells', async () => {
    const withCustom: ColumnSpec<Page>[] = [
      ...columns,
      { id: 'html', header: 'HTML', accessor: () => '<b>bold</b>' },
      { id: 'badge', header: 'Badge', accessor: (p) => p.group, cell: (p) => <em>group {p.group}</em> },
    ];
    renderTable({ data: small.slice(0, 1), columns: withCustom });
    const cell = screen.getByText('<b>bold</b>');
    expect(cell).toHaveAttribute('title', '<b>bold</b>');
    expect(document.querySelector('tbody b')).toBeNull();
    expect(screen.getByText('group y').tagName).toBe('EM');
  });
});

describe('DataTable states', () => {
  it('shows the default empty message', () => {
    renderTable({ data: [] });
    expect(screen.getByText('No rows to show')).toBeInTheDocument();
    expect(header('URL')).toBeInTheDocument();
  });

  it('shows a custom empty node', () => {
    renderTable({ data: [], empty: <strong>Nothing crawled yet</strong> });
    expect(screen.getByText('Nothing crawled yet')).toBeInTheDocument();
    expect(screen.queryByText('No rows to show')).not.toBeInTheDocument();
  });

  it('shows skeleton rows while loading, keeping the headers', () => {
    renderTable({ data: [], loading: true });
    expect(document.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(8);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No rows to show')).not.toBeInTheDocument();
    expect(header('Status')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(0);
  });
});

describe('DataTable rows', () => {
  it('renders the first cell as a link and navigates on a click elsewhere in the row', async () => {
    const { user } = renderTable({ data: small, rowHref: (p) => `/pages/${p.id}` });
    const link = screen.getByRole('link', { name: 'https://x.test/b' });
    expect(link).toHaveAttribute('href', '/pages/a');
    await user.click(screen.getByText('Item 9'));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });

  it('moves focus with the arrow keys (roving tabindex) and activates with Enter', async () => {
    const onRowActivate = vi.fn();
    const { user } = renderTable({ data: small, onRowActivate });
    const rows = bodyRows();
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
    rows[0]?.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(bodyRows()[2]);
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([-1, -1, 0, -1]);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onRowActivate).toHaveBeenCalledWith(small[1]);
    await user.click(screen.getByText('item 1'));
    expect(onRowActivate).toHaveBeenLastCalledWith(small[3]);
  });

  it('moves to the first and last row with Home and End, and Enter opens the focused one', async () => {
    const onRowActivate = vi.fn();
    const { user } = renderTable({ data: small, onRowActivate });
    bodyRows()[1]?.focus();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(bodyRows()[3]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(bodyRows()[0]);
    expect(bodyRows().map((r) => r.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenCalledWith(small[0]);
  });

  it('scrolls a row outside the rendered window into view and focuses it (virtualized)', async () => {
    // jsdom does not scroll: apply the virtualizer's scrollTo and report the scroll as a browser would.
    const scrollTo = vi.fn(function (this: HTMLElement, options?: ScrollToOptions | number) {
      if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
      fireEvent.scroll(this);
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    try {
      const onRowActivate = vi.fn();
      const data = makePages(10_000);
      const { user } = renderTable({ data, onRowActivate });
      await screen.findByText('https://example.com/page/0');
      // The virtualizer scrolls to the last row by the element's scroll height (jsdom says 0).
      const scroller = screen.getByRole('table').parentElement as HTMLElement;
      Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => 36 * 10_001 });
      bodyRows()[0]?.focus();
      await user.keyboard('{End}');
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '10001'));
      expect(scrollTo).toHaveBeenCalled();
      expect(screen.queryByText('https://example.com/page/0')).not.toBeInTheDocument();
      await user.keyboard('{ArrowUp}{Enter}');
      expect(onRowActivate).toHaveBeenCalledWith(data[9998]);
    } finally {
      delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
    }
  });

  it('navigates with Enter on a focused row when rowHref is set', async () => {
    const { user } = renderTable({ data: small, rowHref: (p) => `/pages/${p.id}` });
    bodyRows()[1]?.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });
});

describe('DataTable CSV export', () => {
  it('downloads visible columns in the current sort order, formula-escaped', async () => {
    let blob: Blob | undefined;
    let fileName = '';
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    const data = [
      ...small,
      { id: 'e', url: '=HYPERLINK("http://evil")', status: 100, title: 'a, "b"', group: 'z' },
    ];
    const { user } = renderTable({ data, csvFileName: 'pages' });
    await user.click(within(header('Status')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    // The CSV writer loads on the first download.
    await waitFor(() => expect(fileName).toBe('pages.csv'));
    expect(blob).toBeDefined();
    const text = (await blob!.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'URL,Status,Title,ID',
      `"'=HYPERLINK(""http://evil"")",100,"a, ""b""",e`,
      'https://x.test/b,200,Item 10,a',
      'https://x.test/d,301,item 1,d',
      'https://x.test/a,404,Item 9,b',
      'https://x.test/c,,Item 2,c',
    ]);
  });

  it('has no CSV button without csvFileName', () => {
    renderTable({ data: small });
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
