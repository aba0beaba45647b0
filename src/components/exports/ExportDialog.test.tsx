import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import type { GridRequest } from '@/api/grid/query-schemas';
import { initSession, signIn } from '@/api/session';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { TEST_BASE_URL } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';
import { ExportDialog } from './ExportDialog';

// Exports finish at once, so the dialog reaches its download without waiting.
const mock = routeTestMock({ runTimeline: { queuedMs: 0, runningMs: 0 } });
afterEach(() => {
  vi.restoreAllMocks();
  mock.server.events.removeAllListeners();
});

const query: GridRequest = {
  columns: [{ columnId: 'PAGE_TITLE' }, { columnId: 'FINAL_PAGE_URL' }],
  sortBy: [{ columnIndex: 0 }],
  page: 2,
  size: 100,
};

function renderDialog(onClose = vi.fn()) {
  initSession({ baseUrl: TEST_BASE_URL });
  signIn({ apiKey: DEMO_API_KEY, baseUrl: TEST_BASE_URL, remember: false });
  const queryClient = createQueryClient();
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ExportDialog opened onClose={onClose} gridEntityType="pages" request={query} itemName="Slow pages" />
      ),
    },
  ]);
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { onClose, router };
}

/** Bodies of the export requests the dialog sends. */
function captureStarts(): unknown[] {
  const bodies: unknown[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/v3/reports/grid/pages/exports'))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

describe('ExportDialog', () => {
  it('exports every row in the chosen format, shows the status and downloads the file with the key', async () => {
    const saved: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const bodies = captureStarts();
    renderDialog();

    const dialog = await screen.findByRole('dialog', { name: 'Export Slow pages' });
    expect(within(dialog).getByRole('radio', { name: /^CSV/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'All rows that match the query' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^TSV/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start export' }));

    expect(await within(dialog).findByText('Slow pages (TSV)')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        columns: query.columns,
        sortBy: query.sortBy,
        fileFormat: 'tsv',
        itemName: 'Slow pages',
      },
    ]);
    expect(await within(dialog).findByText('Completed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download Slow pages (TSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(names).toEqual(['Slow pages (TSV).tsv']);
    const lines = (await saved[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Page title\tFinal page URL');
    expect(lines.filter(Boolean).length).toBeGreaterThan(101);
    expect(within(dialog).getByRole('link', { name: 'Open the Export Center' })).toHaveAttribute(
      'href',
      '/exports',
    );
  });

  it('exports only the page shown when asked, under a custom file name', async () => {
    const bodies = captureStarts();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Export Slow pages' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Only the page shown (rows 201–300)' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Parquet/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /File name/ }), 'Page three');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(await within(dialog).findByText('Page three')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        page: 2,
        size: 100,
        fileFormat: 'parquet',
        customExportFileName: 'Page three',
      }),
    ]);
  });

  it('keeps the choices and shows the error with Retry when the export cannot start', async () => {
    let calls = 0;
    mock.server.use(
      http.post('*/v3/reports/grid/pages/exports', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { message: 'Column PAGE_TITLE cannot be exported', details: 'Bad request' },
              { status: 400 },
            )
          : undefined;
      }),
    );
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Export Slow pages' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Excel/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start export' }));
    const panel = await within(dialog).findByRole('alert');
    expect(within(panel).getByText('Could not start the export')).toBeInTheDocument();
    expect(within(panel).getByText('Column PAGE_TITLE cannot be exported')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /^Excel/ })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Slow pages (XLSX)')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('refuses a file name that is too long at the field, keeping the text', async () => {
    const bodies = captureStarts();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Export Slow pages' });
    const field = within(dialog).getByRole('textbox', { name: /File name/ });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(256));
    expect(await within(dialog).findByText('Use at most 255 characters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start export' }));
    expect(field).toHaveValue('x'.repeat(256));
    expect(bodies).toEqual([]);
  });

  it('closes from Cancel', async () => {
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Export Slow pages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
