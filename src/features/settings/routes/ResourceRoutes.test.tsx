import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { settingsRouteMock } from '@/test/settings-route-mock';
import { mockResources } from '@mocks/resources';
import type { RowStore } from '@mocks/resources/store';
import type { RemoteFileMapping } from '@/api/resources/remote-file-mappings';
import { renderRoute } from '@/test/render-route';

const mock = settingsRouteMock();

const mappings = () =>
  mockResources['remote-file-mappings'].store!(mock.ref.current) as RowStore<RemoteFileMapping>;

describe('generic resource routes (remote file mappings)', () => {
  it('lists the items with a text filter, and each row opens its detail', async () => {
    const first = mappings().all()[0]!;
    const user = userEvent.setup();
    renderRoute('/settings/remote-file-mappings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remote file mappings' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Remote file mappings' });
    expect(within(table).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/settings/remote-file-mappings/${first.id}`,
    );
    expect(screen.getByText(`${mappings().all().length} in total`)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filter' }), 'consent banner');
    expect(await screen.findByText(`1 of ${mappings().all().length} match`)).toBeInTheDocument();
  });

  it('shows a failed list with Retry', async () => {
    mock.server.use(
      http.get('*/v3/remote-file-mappings', () =>
        HttpResponse.json({ message: 'Mapping store is down', details: 'HTTP 500' }, { status: 500 }),
      ),
    );
    renderRoute('/settings/remote-file-mappings');
    const panel = await screen.findByTestId('error-panel');
    expect(panel).toHaveTextContent('Could not load the remote file mappings');
    expect(panel).toHaveTextContent('Mapping store is down');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when the list is longer than the pages it reads', async () => {
    // Every page holds one data source of fifty: the list stops at its cap of ten pages.
    mock.server.use(
      http.get('*/v3/data-sources', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const pagination = { totalCount: 50, totalPageCount: 50, pageSize: 1, currentPageSize: 1 };
        return HttpResponse.json({
          metadata: { pagination: { ...pagination, currentPageNumber: page } },
          dataSources: [{ itemType: 'AUDIT', itemId: page + 1, itemName: `Source ${page + 1}`, labels: [] }],
        });
      }),
    );
    renderRoute('/settings/data-sources');
    expect(await screen.findByTestId('list-truncated')).toHaveTextContent(
      'Showing the first 10 data sources (list truncated)',
    );
    expect(screen.getByText('10 in total')).toBeInTheDocument();
  });

  it('creates an item: field messages keep the input, a server 400 shows at the field, then it saves once', async () => {
    const before = mappings().all().length;
    const user = userEvent.setup();
    renderRoute('/settings/remote-file-mappings/new');
    const form = await screen.findByRole('form', { name: 'New remote file mapping' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Checkout script');
    await user.type(
      within(form).getByRole('textbox', { name: /^Replacement file URL/ }),
      'javascript:alert(1)',
    );
    await user.click(within(form).getByRole('button', { name: 'Create remote file mapping' }));
    expect(
      await within(form).findByText('Enter an http(s) address of the replacement file'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Choose how the request URL is matched')).toBeInTheDocument();
    expect(name).toHaveValue('Checkout script');

    // The service refuses the pattern: its message shows at the field and the input stays.
    mock.server.use(
      http.post('*/v3/remote-file-mappings', () =>
        HttpResponse.json(
          {
            message: 'The request body is not valid',
            validationReport: {
              valid: false,
              issues: [{ path: ['matchValue'], message: 'This URL is already mapped', code: 'duplicate' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(form).getByRole('combobox', { name: /^Match the request URL/ }));
    await user.click(await screen.findByRole('option', { name: 'Exactly', hidden: true }));
    await user.type(
      within(form).getByRole('textbox', { name: /^Request URL or pattern/ }),
      'https://shop.example/c.js',
    );
    const file = within(form).getByRole('textbox', { name: /^Replacement file URL/ });
    await user.clear(file);
    await user.type(file, 'https://staging.example/c.js');
    await user.click(within(form).getByRole('button', { name: 'Create remote file mapping' }));
    expect(await within(form).findByText('This URL is already mapped')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Your input is kept');
    expect(name).toHaveValue('Checkout script');
    expect(mappings().all()).toHaveLength(before);

    mock.server.resetHandlers();
    const create = within(form).getByRole('button', { name: 'Create remote file mapping' });
    await user.dblClick(create);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout script' })).toBeInTheDocument();
    expect(mappings().all()).toHaveLength(before + 1);
  });

  it('edits an item, and deletes it after a confirmation naming it', async () => {
    const first = mappings().all()[0]!;
    const user = userEvent.setup();
    const view = renderRoute(`/settings/remote-file-mappings/${first.id}`);
    const form = await screen.findByRole('form', { name: `Edit ${first.name}` });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Renamed mapping');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/Saved at/)).toBeInTheDocument();
    expect(mappings().get(first.id)!.name).toBe('Renamed mapping');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Renamed mapping”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete remote file mapping' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings/remote-file-mappings'));
    expect(mappings().get(first.id)).toBeUndefined();
  });

  it('says so for an unknown resource or item', async () => {
    const first = renderRoute('/settings/no-such-thing');
    expect(await screen.findByText('There is no “no-such-thing” in the settings')).toBeInTheDocument();
    first.unmount();
    renderRoute('/settings/remote-file-mappings/999999');
    expect(await screen.findByTestId('error-panel')).toHaveTextContent(
      'Could not load this remote file mapping',
    );
  });
});
