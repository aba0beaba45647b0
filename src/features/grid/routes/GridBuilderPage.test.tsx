import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { encodeGridQuery } from '@/api/grid/model/url-state';
import { fakeCookieGrid, urlQuery } from '@/test/fake-grid';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({}, { preload: () => import('./builder') });

/** Use the fake cookies grid for this test. */
function useFakeGrid() {
  const grid = fakeCookieGrid();
  mock.server.use(...grid.handlers);
  return grid;
}

const results = () => screen.findByRole('table', { name: 'Cookies results' });

describe('/grid/:gridEntityType', () => {
  it('runs the default query: the schema’s default columns, page 0 and size 100 left to the server', async () => {
    const grid = useFakeGrid();
    renderRoute('/grid/cookies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookies' })).toBeInTheDocument();
    const table = await results();
    expect(await within(table).findByText('_ga')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Cookie domain/ })).toBeInTheDocument();
    expect(within(table).getByText('1,200')).toBeInTheDocument();
    expect(screen.getByTestId('grid-row-range')).toHaveTextContent('Rows 1–3 of 3');
    expect(grid.last()).toEqual({
      columns: [{ columnId: 'COOKIE_NAME' }, { columnId: 'COOKIE_DOMAIN' }, { columnId: 'COOKIE_SIZE' }],
    });
  });

  it('renders attacker-controlled values as text, and only http(s) URLs as links', async () => {
    useFakeGrid();
    renderRoute('/grid/cookies');
    const table = await results();
    expect(await within(table).findByText('=cmd|calc')).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: 'https://evil.example/x' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(table).queryByRole('link', { name: '.google.com' })).not.toBeInTheDocument();
  });

  it('adds columns from the picker, searched by name and grouped by type', async () => {
    const grid = useFakeGrid();
    const user = userEvent.setup();
    const { router } = renderRoute('/grid/cookies');
    const picker = await screen.findByRole('region', { name: 'Column picker' });
    expect(within(picker).getByRole('group', { name: /Numbers \(1\)/ })).toBeInTheDocument();
    expect(within(picker).getByRole('group', { name: /Dates and times \(1\)/ })).toBeInTheDocument();
    await user.type(within(picker).getByRole('textbox', { name: 'Search columns' }), 'party');
    expect(within(picker).getByText('1 of 5 columns match')).toBeInTheDocument();
    expect(within(picker).queryByRole('checkbox', { name: 'Cookie name' })).not.toBeInTheDocument();
    await user.click(within(picker).getByRole('checkbox', { name: 'Party' }));
    await waitFor(() => expect(urlQuery(router).columns).toHaveLength(4));
    const table = await results();
    expect(await within(table).findAllByText('Third party')).toHaveLength(2);
    expect(grid.last()?.columns?.[3]).toEqual({ columnId: 'COOKIE_PARTY' });
  });

  it('builds a filter in the editor and shows it as a sentence; edits and negates it', async () => {
    const grid = useFakeGrid();
    const user = userEvent.setup();
    const { router } = renderRoute('/grid/cookies');
    await results();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a filter' });
    await user.click(within(dialog).getByRole('button', { name: 'Add filter' }));
    expect(within(dialog).getByText('Choose a column')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Column' }));
    await user.click(await screen.findByRole('option', { name: 'Cookie domain', hidden: true }));
    expect(within(dialog).getByRole('combobox', { name: 'Comparison' })).toHaveValue('string_contains');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'google');
    expect(within(dialog).getByTestId('wildcard-hint')).toHaveTextContent('*google*');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Any text before' }));
    expect(within(dialog).getByTestId('wildcard-hint')).toHaveTextContent('google*');
    expect(within(dialog).getByText('starts with')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Any text before' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add filter' }));

    const filters = screen.getByRole('list', { name: 'Filters' });
    expect(within(filters).getByRole('listitem')).toHaveTextContent('Cookie domain contains google');
    await waitFor(() =>
      expect(grid.last()?.filters).toEqual({
        conditions: [
          { operator: 'string_contains', arg: 'google', filteredColumn: { columnId: 'COOKIE_DOMAIN' } },
        ],
      }),
    );
    expect(urlQuery(router).filters?.conditions).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit filter: Cookie domain contains google' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit filter' });
    expect(within(edit).getByRole('textbox', { name: 'Text' })).toHaveValue('google');
    await user.click(within(edit).getByRole('checkbox', { name: /Negate/ }));
    await user.click(within(edit).getByRole('button', { name: 'Update filter' }));
    expect(await within(filters).findByText('does not contain', { exact: false })).toBeInTheDocument();
  });

  it('keeps a bad argument with its message, and combines conditions with all or any', async () => {
    const grid = useFakeGrid();
    const user = userEvent.setup();
    const start = {
      conditions: [{ operator: 'is_present' as const, filteredColumn: { columnId: 'COOKIE_DOMAIN' } }],
    };
    const { router } = renderRoute(
      `/grid/cookies?q=${encodeURIComponent(encodeGridQuery({ filters: start })!)}`,
    );
    await results();
    const filters = screen.getByRole('list', { name: 'Filters' });
    expect(filters).toHaveTextContent('Cookie domain is present');

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const second = await screen.findByRole('dialog', { name: 'Add a filter' });
    await user.click(within(second).getByRole('combobox', { name: 'Column' }));
    await user.click(await screen.findByRole('option', { name: 'Cookie size', hidden: true }));
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Comparison' }), 'number_between');
    await user.type(within(second).getByRole('textbox', { name: 'From' }), 'abc');
    await user.click(within(second).getByRole('button', { name: 'Add filter' }));
    expect(within(second).getByText('Enter a number')).toBeInTheDocument();
    expect(within(second).getByRole('textbox', { name: 'From' })).toHaveValue('abc');
    await user.clear(within(second).getByRole('textbox', { name: 'From' }));
    await user.type(within(second).getByRole('textbox', { name: 'From' }), '100');
    await user.click(within(second).getByRole('button', { name: 'Add filter' }));
    expect(await within(filters).findByText('Cookie size')).toBeInTheDocument();
    expect(within(filters).getAllByRole('listitem')[1]).toHaveTextContent('and Cookie size is at least 100');

    await user.click(screen.getByRole('radio', { name: 'any condition' }));
    await waitFor(() => expect(grid.last()?.filters?.conditionMatchMode).toBe('any'));
    expect(within(filters).getAllByRole('listitem')[1]).toHaveTextContent(/^or Cookie size/);
    expect(urlQuery(router).filters?.conditionMatchMode).toBe('any');

    await user.click(screen.getByRole('button', { name: 'Remove filter: Cookie size is at least 100' }));
    expect(within(screen.getByRole('list', { name: 'Filters' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('filters an enumeration by its names', async () => {
    const grid = useFakeGrid();
    const user = userEvent.setup();
    renderRoute('/grid/cookies');
    await results();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a filter' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Column' }));
    await user.click(await screen.findByRole('option', { name: 'Party', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Values' }));
    await user.click(await screen.findByRole('option', { name: 'Third party', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByText('Third party', { selector: 'span' })).toBeInTheDocument();
    await waitFor(() =>
      expect(grid.last()?.filters?.conditions).toEqual([
        { operator: 'integer_in', args: [2], filteredColumn: { columnId: 'COOKIE_PARTY' } },
      ]),
    );
  });

  it('sorts on the server by header click, Shift+click adds a key', async () => {
    const grid = useFakeGrid();
    const user = userEvent.setup();
    const { router } = renderRoute('/grid/cookies');
    const table = await results();
    await user.click(within(table).getByRole('button', { name: /^Cookie size/ }));
    await waitFor(() => expect(grid.last()?.sortBy).toEqual([{ columnIndex: 2 }]));
    await user.keyboard('{Shift>}');
    await user.click(within(table).getByRole('button', { name: /^Cookie name/ }));
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(grid.last()?.sortBy).toEqual([{ columnIndex: 2 }, { columnIndex: 0 }]));
    expect(screen.getByTestId('grid-sort-summary')).toHaveTextContent(
      'Sorted by Cookie size (ascending), then Cookie name (ascending)',
    );
    await user.click(within(table).getByRole('button', { name: /^Cookie size/ }));
    await waitFor(() => expect(urlQuery(router).sortBy).toEqual([{ columnIndex: 2, sortDesc: true }]));
    await user.click(screen.getByRole('button', { name: 'Clear sort' }));
    await waitFor(() => expect(urlQuery(router).sortBy).toBeUndefined());
  });

  it('adds a total per column from the schema’s aggregates and shows it under the table', async () => {
    const grid = useFakeGrid();
    const user = userEvent.setup();
    renderRoute('/grid/cookies');
    expect(await within(await results()).findByText('_ga')).toBeInTheDocument();
    const totals = screen.getByRole('row', { name: 'Totals' });
    await user.click(within(totals).getByRole('button', { name: 'Add a total to Cookie size' }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      'Sum',
      'Average',
      'Minimum',
      'Maximum',
      'Unique count',
      'Row count',
    ]);
    await user.click(items[0]!);
    await waitFor(() => expect(grid.last()?.totals).toEqual([{ columnIndex: 2, aggregateFunction: 'sum' }]));
    expect(await within(totals).findByText('1,239')).toBeInTheDocument();
    expect(
      within(totals).getByRole('button', { name: 'Total of Cookie size: Sum. Change' }),
    ).toBeInTheDocument();
  });

  it('groups by a column, summarizes the others and adds an aggregate column', async () => {
    const grid = useFakeGrid();
    const user = userEvent.setup();
    renderRoute('/grid/cookies');
    const table = await results();
    const shown = screen.getByRole('region', { name: 'Shown columns' });
    await user.click(within(shown).getByRole('checkbox', { name: 'Group by Cookie domain' }));
    expect(
      await within(table).findByRole('columnheader', { name: /Unique count of Cookie name/ }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Sum of Cookie size/ })).toBeInTheDocument();
    expect(within(shown).getByRole('combobox', { name: 'Summarize Cookie size as' })).toHaveValue('sum');
    await user.selectOptions(
      within(shown).getByRole('combobox', { name: 'Summarize Cookie size as' }),
      'avg',
    );
    await user.click(within(shown).getByRole('button', { name: 'Remove Cookie name' }));
    await user.click(within(shown).getByRole('button', { name: 'Add aggregate column' }));
    await waitFor(() =>
      expect(grid.last()?.columns).toEqual([
        { columnId: 'COOKIE_DOMAIN', groupBy: true },
        { aggregateFunction: 'avg', aggregatedColumn: { columnId: 'COOKIE_SIZE' } },
        { aggregateFunction: 'count_rows' },
      ]),
    );
    expect(within(table).getByRole('columnheader', { name: /Average of Cookie size/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Row count/ })).toBeInTheDocument();
    expect(
      within(shown).getByRole('combobox', { name: 'Aggregate function of Average of Cookie size' }),
    ).toHaveValue('avg');
  });

  it('shows a timestamp by day, month or another format', async () => {
    const grid = useFakeGrid();
    const user = userEvent.setup();
    renderRoute('/grid/cookies');
    await results();
    const picker = screen.getByRole('region', { name: 'Column picker' });
    await user.click(within(picker).getByRole('checkbox', { name: 'Set at' }));
    const shown = screen.getByRole('region', { name: 'Shown columns' });
    await user.selectOptions(
      await within(shown).findByRole('combobox', { name: 'Show Set at as' }),
      'YYYY-MM',
    );
    await waitFor(() =>
      expect(grid.last()?.columns?.[3]).toEqual({ columnId: 'COOKIE_SET_AT', format: 'YYYY-MM' }),
    );
    expect(within(shown).getByText('Set at (YYYY-MM)')).toBeInTheDocument();
  });

  it('pages on the server, with page sizes up to the reference maximum', async () => {
    const grid = useFakeGrid();
    const user = userEvent.setup();
    const { router } = renderRoute('/grid/cookies');
    await results();
    const sizes = await screen.findByRole('combobox', { name: 'Rows per page' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100', '250', '500', '1,000', '2,500', '5,000', '10,000']);
    expect(sizes).toHaveValue('100');
    await user.selectOptions(sizes, '10');
    await waitFor(() => expect(grid.last()?.size).toBe(10));
    expect(urlQuery(router).size).toBe(10);
  });

  it('reopens a query from its link, and says when a link’s query cannot be read', async () => {
    const grid = useFakeGrid();
    const query = {
      columns: [{ columnId: 'COOKIE_DOMAIN' }, { columnId: 'COOKIE_SIZE' }],
      filters: {
        conditions: [
          {
            operator: 'string_contains' as const,
            filteredColumn: { columnId: 'COOKIE_DOMAIN' },
            arg: '.com',
            wildcardEnd: false,
          },
        ],
      },
      sortBy: [{ columnIndex: 1, sortDesc: true }],
      totals: [{ columnIndex: 1, aggregateFunction: 'sum' as const }],
      page: 1,
      size: 10,
    };
    const view = renderRoute(`/grid/cookies?q=${encodeURIComponent(encodeGridQuery(query)!)}`);
    await results();
    expect(screen.getByRole('list', { name: 'Filters' })).toHaveTextContent('Cookie domain ends with .com');
    await waitFor(() => expect(grid.last()).toEqual(query));
    expect(screen.getByTestId('grid-sort-summary')).toHaveTextContent('Sorted by Cookie size (descending)');
    view.unmount();

    renderRoute('/grid/cookies?q=%7Bbroken');
    expect(await screen.findByRole('alert')).toHaveTextContent('The query in this link is not valid JSON.');
    expect(screen.getByRole('link', { name: 'Start a new query' })).toHaveAttribute('href', '/grid/cookies');
  });

  it('shows schema and query errors with Retry', async () => {
    mock.scenario.failingRead('/v3/reports/grid/cookies/schema', { status: 500, message: 'schema down' });
    const view = renderRoute('/grid/cookies');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Could not load the columns of cookies');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    view.unmount();

    const grid = fakeCookieGrid();
    mock.server.use(
      grid.handlers[0]!,
      http.post('*/v3/reports/grid/cookies', () =>
        HttpResponse.json(
          {
            message: 'Invalid grid request',
            validationReport: { issues: [{ path: ['size'], message: 'too big' }] },
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/grid/cookies');
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Could not run this query');
    expect(error).toHaveTextContent('Invalid grid request');
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
  });

  it('explains an unknown entity type, and respells a saved report’s type', async () => {
    useFakeGrid();
    const first = renderRoute('/grid/tag_variables?q=%7B%7D');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/grid/tag-variables'));
    expect(first.router.state.location.search).toBe('?q=%7B%7D');
    first.unmount();
    renderRoute('/grid/widgets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown data type' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose the data' })).toHaveAttribute('href', '/grid');
  });

  it('lets the analyst pick an entity type on /grid', async () => {
    useFakeGrid();
    const user = userEvent.setup();
    const { router } = renderRoute('/grid');
    const nav = await screen.findByRole('navigation', { name: 'Data to report on' });
    expect(within(nav).getAllByRole('link')).toHaveLength(11);
    await user.click(within(nav).getByRole('link', { name: 'Cookies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/grid/cookies'));
    expect(await results()).toBeInTheDocument();
  });
});
