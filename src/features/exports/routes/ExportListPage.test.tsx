import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Collection } from '@mocks/db/collection';
import { createTestMock } from '@mocks/node';
import { renderRoute, TEST_BASE_URL } from '@/test/render-route';

const mock = createTestMock();

beforeAll(async () => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  // Load the lazy route module once, so the first test does not wait for its transform.
  await import('./index');
});
afterEach(() => {
  mock.server.resetHandlers();
  mock.reset();
});
afterAll(() => mock.server.close());

const exportsNewestFirst = () =>
  mock.ref.current.exports.all().sort((a, b) => b.dateExported.localeCompare(a.dateExported));
const userName = (id: number) => {
  const user = mock.ref.current.users.get(id)!;
  return `${user.firstName} ${user.lastName}`;
};

describe('/exports', () => {
  it('lists the exports newest first with status, requester and a download link once complete', async () => {
    renderRoute('/exports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exports' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Exports' });
    const newest = exportsNewestFirst()[0]!;
    const newestRow = within(table).getAllByRole('row')[1]!;
    expect(within(newestRow).getByText(newest.exportName)).toBeInTheDocument();
    expect(within(newestRow).getByText(userName(newest.requestedByUserId))).toBeInTheDocument();
    expect(within(newestRow).getByText('In progress')).toBeInTheDocument();
    expect(within(newestRow).queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();

    const completed = exportsNewestFirst().find((row) => row.exportStatus === 'completed')!;
    const completedRow = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText(completed.exportName) && within(row).queryByText('Completed'))!;
    const link = within(completedRow).getByRole('link', { name: `Download ${completed.exportName}` });
    expect(link).toHaveAttribute('href', `${TEST_BASE_URL}/v3/exports/${completed.fileUuid}`);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByText(`Showing ${exportsNewestFirst().length} of ${exportsNewestFirst().length} exports`),
    ).toBeInTheDocument();
  });

  it('filters by status from the URL', async () => {
    const failed = exportsNewestFirst().filter((row) => row.exportStatus === 'failed');
    const { router } = renderRoute('/exports?status=failed');
    expect(
      await screen.findByText(`Showing ${failed.length} of ${exportsNewestFirst().length} exports`),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Exports' });
    expect(within(table).getAllByText('Failed')).toHaveLength(failed.length);
    expect(within(table).queryByText('Completed')).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('Failed');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Completed', hidden: true }));
    expect(router.state.location.search).toBe('?status=completed');
    const completed = exportsNewestFirst().filter((row) => row.exportStatus === 'completed');
    expect(
      await screen.findByText(`Showing ${completed.length} of ${exportsNewestFirst().length} exports`),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Exports' })).queryByText('Failed'),
    ).not.toBeInTheDocument();
  });

  it('never turns a non-http download address into a link', async () => {
    const row = exportsNewestFirst().find((item) => item.exportStatus === 'completed')!;
    const { id, fileUuid: _uuid, ...item } = row;
    mock.server.use(
      http.get('*/v3/exports', () =>
        HttpResponse.json({
          metadata: {
            pagination: {
              totalCount: 1,
              totalPageCount: 1,
              pageSize: 200,
              currentPageSize: 1,
              currentPageNumber: 0,
            },
          },
          exports: [{ ...item, exportId: id, exportDownloadLink: 'javascript:alert(document.domain)' }],
        }),
      ),
    );
    renderRoute('/exports');
    const table = await screen.findByRole('table', { name: 'Exports' });
    expect(within(table).getByText(row.exportName)).toBeInTheDocument();
    expect(within(table).getByText('Completed')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('says when there are no exports, or none with the chosen status', async () => {
    mock.ref.current.exports = new Collection();
    const view = renderRoute('/exports');
    expect(await screen.findByText('No exports yet')).toBeInTheDocument();
    view.unmount();
    mock.reset();

    for (const row of mock.ref.current.exports.all()) {
      if (row.exportStatus === 'no_data') mock.ref.current.exports.update(row.id, { exportStatus: 'failed' });
    }
    renderRoute('/exports?status=no_data');
    expect(await screen.findByText('No exports with the status “No data”')).toBeInTheDocument();
  });

  it('treats a 404 as "not available on this server", not as an error', async () => {
    mock.server.use(
      http.get('*/v3/exports', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    renderRoute('/exports');
    expect(await screen.findByText('Exports are not available on this server')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    mock.server.use(http.get('*/v3/exports', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderRoute('/exports');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Could not load the exports')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
