import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ANALYST_KEY, DEMO_API_KEY } from '@/api/demo';
import type { GridRequest } from '@/api/grid/query-schemas';
import type { SavedReport } from '@/api/grid/schemas';
import { initSession, signIn } from '@/api/session';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import type { SavedReportRow } from '@mocks/db/types';
import { savedReportView } from '@mocks/handlers/grid';
import { TEST_BASE_URL } from '@/test/render-route';
import { routeTestMock } from '@/test/route-test-mock';
import { SaveReportDialog, type SaveReportDialogProps } from './index';

const mock = routeTestMock();
const bodies: Array<{ method: string; path: string; body: unknown }> = [];

beforeAll(() => {
  mock.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const text = await request.clone().text();
    bodies.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
  });
});
beforeEach(() => {
  bodies.length = 0;
});

const db = () => mock.ref.current;
const adminId = () => db().apiKeys.get(DEMO_API_KEY)!;

const query: GridRequest = {
  page: 0,
  size: 100,
  columns: [{ columnId: 'COOKIE_NAME' }, { columnId: 'COOKIE_DOMAIN', groupBy: true }],
  filters: {
    conditionMatchMode: 'all',
    conditions: [
      { operator: 'string_contains', filteredColumn: { columnId: 'COOKIE_DOMAIN' }, arg: 'google' },
    ],
  },
  sortBy: [{ columnIndex: 0, sortDesc: true }],
  totals: [],
};

/** A report of the admin's in the mock, as the given caller sees it. */
function storedReport(patch: Partial<SavedReportRow> = {}, key = DEMO_API_KEY): SavedReport {
  const row = db().savedReports.insert({
    name: 'Google cookies',
    description: 'Cookies set by Google',
    labels: [],
    visibility: 'public',
    gridEntityType: 'cookies',
    createdByUserId: adminId(),
    createdAt: '2024-01-01T00:00:00.000Z',
    favoriteUserIds: [],
    lastViewedBy: {},
    libraryMetadata: { pinned: true },
    isSharable: true,
    isManagedByOP: false,
    scheduledExportCount: 0,
    displayMetadata: { columnWidths: [180, 240] },
    queryDefinition: { columns: [{ columnId: 'COOKIE_NAME' }] },
    visualizations: [{ name: 'By domain', definition: { kind: 'bar' } }],
    ...patch,
  });
  const user = db().users.get(db().apiKeys.get(key)!)!;
  return savedReportView(row, user, user.permissions === 'admin');
}

function renderDialog(props: Partial<SaveReportDialogProps>, apiKey = DEMO_API_KEY) {
  initSession({ baseUrl: TEST_BASE_URL });
  signIn({ apiKey, baseUrl: TEST_BASE_URL, remember: false });
  const queryClient = createQueryClient();
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <Providers queryClient={queryClient} env="test">
      <SaveReportDialog
        opened
        mode="create"
        gridEntityType="cookies"
        queryDefinition={query}
        onSaved={onSaved}
        onClose={onClose}
        {...props}
      />
    </Providers>,
  );
  return { onSaved, onClose };
}

describe('SaveReportDialog', () => {
  it('creates a report with name, description, labels, visibility, favorite and the query', async () => {
    const label = db().labels.all()[1]!;
    const { onSaved, onClose } = renderDialog({ mode: 'create', gridEntityType: 'web-audit-runs' });
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save report' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Google cookies  ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Set by Google');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Labels' }));
    await userEvent.click(await screen.findByRole('option', { name: label.name, hidden: true }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Public/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add to my favorites' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save report' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    const saved = onSaved.mock.calls[0]![0] as SavedReport;
    expect(saved).toMatchObject({
      name: 'Google cookies',
      description: 'Set by Google',
      labels: [label.id],
      visibility: 'public',
      isFavorite: true,
      isEditable: true,
      gridEntityType: 'web_audit_runs',
      queryDefinition: query,
    });
    expect(db().savedReports.get(saved.id)).toMatchObject({
      name: 'Google cookies',
      createdByUserId: adminId(),
    });
    expect(bodies).toEqual([
      {
        method: 'POST',
        path: '/v3/reports/grid/saved',
        body: {
          name: 'Google cookies',
          description: 'Set by Google',
          labels: [label.id],
          visibility: 'public',
          isFavorite: true,
          gridEntityType: 'web_audit_runs',
          queryDefinition: query,
          displayMetadata: {},
          libraryMetadata: {},
          visualizations: [],
        },
      },
    ]);
  });

  it('updates the open report with a PUT body of exactly the spec’s saved report fields', async () => {
    const report = storedReport();
    const { onSaved } = renderDialog({ mode: 'update', report, queryDefinition: query });
    const dialog = await screen.findByRole('dialog', { name: 'Save changes to the report' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Google cookies');
    expect(within(dialog).getByRole('radio', { name: /^Public/ })).toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Google cookies (grouped)');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Private/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const put = bodies.find((entry) => entry.method === 'PUT')!;
    expect(put.path).toBe(`/v3/reports/grid/saved/${report.id}`);
    expect(put.body).toEqual({
      name: 'Google cookies (grouped)',
      description: 'Cookies set by Google',
      labels: [],
      isFavorite: false,
      visibility: 'private',
      queryDefinition: query,
      displayMetadata: { columnWidths: [180, 240] },
      libraryMetadata: { pinned: true },
      visualizations: [{ name: 'By domain', definition: { kind: 'bar' } }],
    });
    expect(db().savedReports.get(report.id)).toMatchObject({
      name: 'Google cookies (grouped)',
      visibility: 'private',
      queryDefinition: query,
    });
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: report.id, name: 'Google cookies (grouped)' });
  });

  it('“Save as” creates a copy under a new name and leaves the original alone', async () => {
    const report = storedReport();
    const before = db().savedReports.size;
    const { onSaved } = renderDialog({ mode: 'saveAs', report, gridEntityType: 'cookies' });
    const dialog = await screen.findByRole('dialog', { name: 'Save as a new report' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Copy of Google cookies');
    await userEvent.clear(name);
    await userEvent.type(name, 'Google cookies by domain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save copy' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const copy = onSaved.mock.calls[0]![0] as SavedReport;
    expect(copy.id).not.toBe(report.id);
    expect(copy).toMatchObject({
      name: 'Google cookies by domain',
      description: 'Cookies set by Google',
      gridEntityType: 'cookies',
      queryDefinition: query,
      displayMetadata: { columnWidths: [180, 240] },
      visualizations: [{ name: 'By domain', definition: { kind: 'bar' } }],
    });
    expect(db().savedReports.size).toBe(before + 1);
    expect(db().savedReports.get(report.id)!.name).toBe('Google cookies');
    expect(bodies.map((entry) => entry.method)).toEqual(['POST']);
  });

  it('shows a 400’s validationReport at the fields and keeps the input', async () => {
    mock.server.use(
      http.post('*/v3/reports/grid/saved', () =>
        HttpResponse.json(
          {
            message: 'The saved report is not valid',
            validationReport: {
              valid: false,
              issues: [
                { path: ['name'], message: 'A report with this name already exists' },
                { path: ['queryDefinition', 'columns'], message: 'Choose at least one column' },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { onSaved, onClose } = renderDialog({ mode: 'create' });
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Duplicate name');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Kept text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save report' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('A report with this name already exists'));
    expect(name).toHaveValue('Duplicate name');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Kept text');
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('The saved report is not valid');
    expect(alert).toHaveTextContent('Choose at least one column');
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a real 400 from the mock (an unknown label) is shown at Labels', async () => {
    const report = storedReport({ labels: [987_654] });
    renderDialog({ mode: 'update', report });
    const dialog = await screen.findByRole('dialog', { name: 'Save changes to the report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Label 987654 does not exist')).toBeInTheDocument();
  });

  it('will not update a report the caller cannot change, and points to “Save as”', async () => {
    const report = storedReport({}, DEMO_ANALYST_KEY);
    renderDialog({ mode: 'update', report }, DEMO_ANALYST_KEY);
    const dialog = await screen.findByRole('dialog', { name: 'Save changes to the report' });
    expect(within(dialog).getByText(/Use “Save as” to keep your own copy/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});
