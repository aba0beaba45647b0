import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/format';
import { queryGrid } from '@mocks/grid/engine';
import { urlQuery } from '@/test/fake-grid';
import { renderRoute } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';

const mock = routeTestMock({}, { preload: () => import('./builder') });

/** The engine's row count for the query in the URL. */
const countOf = (request: Parameters<typeof queryGrid>[2]) =>
  queryGrid(mock.ref.current, 'web-audit-runs', request).metadata.pagination.totalCount;

describe('the grid’s data sets and latest runs', () => {
  it('says which runs each data set holds', async () => {
    renderRoute('/grid');
    const nav = await screen.findByRole('navigation', { name: 'Data to report on' });
    expect(nav).toHaveTextContent('Pages of each audit’s latest run: URLs, status codes');
    expect(nav).toHaveTextContent('Every run of every audit');
    expect(nav).not.toHaveTextContent('Every scanned page');
  });

  it('keeps only each audit’s latest run with a switch of its own, and never shows the count of the rows before', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/grid/web-audit-runs');
    const all = countOf({});
    const range = () => screen.getByTestId('grid-row-range');
    await waitFor(() => expect(range()).toHaveTextContent(`of ${formatCount(all)}`));

    // The narrowed rows are held back until the test lets them through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mock.server.use(
      http.post('*/v3/reports/grid/web-audit-runs', async () => {
        await held;
      }),
    );
    const filters = screen.getByRole('region', { name: 'Filters' });
    const latestOnly = within(filters).getByRole('switch', { name: /Only each audit’s latest run/ });
    expect(latestOnly).not.toBeChecked();
    await user.click(latestOnly);
    expect(latestOnly).toBeChecked();
    expect(within(filters).getByRole('list', { name: 'Filters' })).toHaveTextContent(/^Latest run only$/);
    expect(filters).not.toHaveTextContent('Most recent run');
    expect(range()).toHaveTextContent('Counting rows…');
    expect(screen.queryByText(new RegExp(`of ${formatCount(all)}$`))).not.toBeInTheDocument();

    release();
    const latest = countOf(urlQuery(router));
    expect(latest).toBeLessThan(all);
    await waitFor(() => expect(range()).toHaveTextContent(`of ${formatCount(latest)}`));

    await user.click(latestOnly);
    expect(within(filters).queryByRole('list', { name: 'Filters' })).not.toBeInTheDocument();
  });
});
