import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GridRequest } from '@/api/grid/query-schemas';
import { formatCount } from '@/lib/format';
import { queryGrid } from '@mocks/grid/engine';
import { encodeGridQuery } from '@/api/grid/model/url-state';
import { urlQuery } from '@/test/fake-grid';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({}, { preload: () => import('./builder') });

/** The engine's answer to the query in the URL, as the builder sends it. */
const answer = (request: GridRequest) => queryGrid(mock.ref.current, 'cookies', request);

describe('/grid/cookies over the mock grid engine', () => {
  it('shows the real default columns and row count, and filters with the engine’s semantics', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/grid/cookies');
    const table = await screen.findByRole('table', { name: 'Cookies results' });
    expect(within(table).getByRole('columnheader', { name: /Cookie domain/ })).toBeInTheDocument();
    const all = answer({}).metadata.pagination.totalCount;
    await waitFor(() =>
      expect(screen.getByTestId('grid-row-range')).toHaveTextContent(`Rows 1–100 of ${formatCount(all)}`),
    );

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a filter' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Column' }));
    await user.click(await screen.findByRole('option', { name: 'Cookie domain', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'google');
    await user.click(within(dialog).getByRole('button', { name: 'Add filter' }));
    await waitFor(() => expect(urlQuery(router).filters?.conditions).toHaveLength(1));
    const filtered = answer(urlQuery(router)).metadata.pagination.totalCount;
    expect(filtered).toBeLessThan(all);
    await waitFor(() =>
      expect(screen.getByTestId('grid-row-range')).toHaveTextContent(
        filtered === 0 ? 'No rows' : `of ${formatCount(filtered)}`,
      ),
    );
  });

  it('groups by an enumeration with a row count total, named by the enumeration', async () => {
    const user = userEvent.setup();
    const start = encodeURIComponent(JSON.stringify({ columns: [{ columnId: 'COOKIE_PARTY_TYPE' }] }));
    const { router } = renderRoute(`/grid/cookies?q=${start}`);
    const table = await screen.findByRole('table', { name: 'Cookies results' });
    await screen.findByText(/^Rows 1–/);
    const shown = screen.getByRole('region', { name: 'Shown columns' });
    await user.click(within(shown).getByRole('checkbox', { name: 'Group by Party' }));
    await user.click(within(shown).getByRole('button', { name: 'Add aggregate column' }));
    await waitFor(() => expect(urlQuery(router).columns).toHaveLength(2));
    const totals = screen.getByRole('row', { name: 'Totals' });
    await user.click(within(totals).getByRole('button', { name: 'Add a total to Row count' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sum', hidden: true }));
    await waitFor(() =>
      expect(urlQuery(router).totals).toEqual([{ columnIndex: 1, aggregateFunction: 'sum' }]),
    );

    const expected = answer(urlQuery(router));
    const sum = expected.metadata.headers[1]?.totals?.[0]?.value;
    expect(sum).toBe(answer({}).metadata.pagination.totalCount);
    expect(await within(totals).findByText(formatCount(sum as number))).toBeInTheDocument();
    // The run screens' words, not the grid's "1st party".
    expect(await within(table).findByText('First party')).toBeInTheDocument();
    expect(within(table).getByText('Third party')).toBeInTheDocument();
    expect(screen.getByTestId('grid-row-range')).toHaveTextContent(
      `Rows 1–${expected.rows.length} of ${expected.rows.length}`,
    );
  });

  it('words a cookie as the run screens do: its party, whether it persists, and its lifetime', async () => {
    const user = userEvent.setup();
    const request: GridRequest = {
      columns: ['COOKIE_NAME', 'COOKIE_PARTY_TYPE', 'COOKIE_EXPIRATION_TYPE', 'COOKIE_DURATION'].map(
        (columnId) => ({ columnId }),
      ),
      filters: {
        conditions: [
          {
            operator: 'string_contains',
            arg: '_ga',
            wildcardStart: false,
            wildcardEnd: false,
            filteredColumn: { columnId: 'COOKIE_NAME' },
          },
        ],
      },
    };
    renderRoute(`/grid/cookies?q=${encodeURIComponent(encodeGridQuery(request)!)}`);
    const table = await screen.findByRole('table', { name: 'Cookies results' });
    const ga = (await within(table).findAllByRole('row', { name: /^_ga\b/ }))[0]!;
    expect(
      within(ga)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['_ga', 'First party', 'Persistent', '400 days']));
    expect(table).not.toHaveTextContent(/1st party|Timestamp/);

    // A filter on the party offers and reads the same words.
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a filter' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Column' }));
    await user.click(await screen.findByRole('option', { name: 'Party', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Values' }));
    await user.click(await screen.findByRole('option', { name: 'First party', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add filter' }));
    const filters = await screen.findByRole('list', { name: 'Filters' });
    expect(within(filters).getAllByRole('listitem')[1]).toHaveTextContent('Party is First party');
  });
});
