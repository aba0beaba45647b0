// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ANALYST_KEY, DEMO_API_KEY } from '@/api/demo';
import { toGridEntityPathType } from '@/api/grid/query-schemas';
import { savedReportSchema } from '@/api/grid/schemas';
import { savedReportTemplates } from '../db/factories/grid';
import type { SavedReportRow } from '../db/types';
import { queryGrid } from '../grid/engine';
import { mockCall, type Json } from '../lib/test-call';
import { SEED_DAY, TEST_NOW } from '../lib/test-clock';
import { createTestMock } from '../node';

const GUEST_KEY = 'guest-key';
const mock = createTestMock({ now: SEED_DAY });

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
afterEach(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  mock.reset();
  const guest = db()
    .users.all()
    .find((user) => user.permissions === 'guest')!;
  db().apiKeys.set(GUEST_KEY, guest.id);
});

const db = () => mock.ref.current;
const adminId = () => db().apiKeys.get(DEMO_API_KEY)!;
const analystId = () => db().apiKeys.get(DEMO_ANALYST_KEY)!;

const { call } = mockCall();

const list = (query = '', key = DEMO_API_KEY) =>
  call('GET', `/v3/reports/grid/saved${query}`, undefined, key);

/** A report stored directly, owned by `owner`, with the given visibility. */
function stored(owner: number, patch: Partial<SavedReportRow> = {}): SavedReportRow {
  return db().savedReports.insert({
    name: 'Stored report',
    description: '',
    labels: [],
    visibility: 'public',
    gridEntityType: 'pages',
    createdByUserId: owner,
    createdAt: '2024-01-01T00:00:00.000Z',
    favoriteUserIds: [],
    lastViewedBy: {},
    libraryMetadata: {},
    isSharable: true,
    isManagedByOP: false,
    scheduledExportCount: 0,
    displayMetadata: {},
    queryDefinition: { columns: [{ columnId: 'PAGE_TITLE' }] },
    visualizations: [],
    ...patch,
  });
}

const newReport = {
  name: 'Slow checkout pages',
  description: 'Checkout pages slower than 3 s',
  labels: [] as number[],
  isFavorite: true,
  visibility: 'private',
  gridEntityType: 'pages',
  queryDefinition: {
    page: 0,
    size: 100,
    columns: [{ columnId: 'PAGE_TITLE' }, { columnId: 'PAGE_LOAD_TIME' }],
    filters: {
      conditionMatchMode: 'all',
      conditions: [
        {
          operator: 'string_contains',
          filteredColumn: { columnId: 'PAGE_TITLE' },
          arg: 'checkout',
          negated: false,
        },
      ],
    },
    sortBy: [{ columnIndex: 1, sortDesc: true }],
    totals: [{ columnIndex: 1, aggregateFunction: 'avg' }],
  },
  displayMetadata: { columnWidths: [200, 120] },
  libraryMetadata: {},
  visualizations: [{ name: 'Load time', definition: { kind: 'bar' } }],
};

describe('GET /v3/reports/grid/saved', () => {
  it('lists public reports and the caller’s own, paged with the reference’s metadata', async () => {
    const mine = stored(analystId(), { name: 'Analyst private', visibility: 'private' });
    const theirs = stored(adminId(), { name: 'Admin private', visibility: 'private' });
    const answer = await list('?size=10', DEMO_ANALYST_KEY);
    expect(answer.status).toBe(200);
    const visible = db()
      .savedReports.all()
      .filter((row) => row.visibility === 'public' || row.createdByUserId === analystId());
    expect(answer.body.metadata.pagination).toEqual({
      totalCount: visible.length,
      totalPageCount: Math.ceil(visible.length / 10),
      pageSize: 10,
      currentPageSize: Math.min(10, visible.length),
      currentPageNumber: 0,
    });
    const all = await list('?size=1000', DEMO_ANALYST_KEY);
    const ids = all.body.reports.map((report: Json) => report.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('filters by name, favorites, owner, visibility and management', async () => {
    for (const row of db().savedReports.all()) db().savedReports.update(row.id, { favoriteUserIds: [] });
    const favorite = stored(analystId(), { name: 'Zebra CHECKOUT', favoriteUserIds: [adminId()] });
    const privateOne = stored(adminId(), { name: 'Private one', visibility: 'private' });
    const ids = async (query: string) =>
      (await list(`${query}&size=1000`)).body.reports.map((report: Json) => report.id as number);

    expect(await ids('?name=checkout')).toEqual([favorite.id]);
    expect(await ids('?isFavorite=true')).toEqual([favorite.id]);
    expect(await ids('?isFavorite=false')).not.toContain(favorite.id);
    const owned = await ids('?isOwnedByCurrentUser=true');
    expect(owned).toContain(privateOne.id);
    expect(owned).not.toContain(favorite.id);
    expect(await ids('?visibility=private')).toEqual(
      db()
        .savedReports.where((row) => row.visibility === 'private' && row.createdByUserId === adminId())
        .map((row) => row.id)
        .sort((a, b) => db().savedReports.get(a)!.name.localeCompare(db().savedReports.get(b)!.name)),
    );
    const managed = await ids('?isManagedByOP=true');
    expect(managed.every((id: number) => db().savedReports.get(id)!.isManagedByOP)).toBe(true);
  });

  it('sorts by name both ways and by the caller’s last view', async () => {
    const asc = (await list('?size=1000&sortBy=name')).body.reports.map((r: Json) => r.name as string);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const desc = (await list('?size=1000&sortBy=name&sortDesc=true')).body.reports.map(
      (r: Json) => r.name as string,
    );
    expect(desc).toEqual([...asc].reverse());
    const viewed = (await list('?size=1000&sortBy=lastViewed&sortDesc=true')).body.reports.map(
      (r: Json) => r.myLastViewed as string,
    );
    expect(viewed).toEqual([...viewed].sort().reverse());
  });

  it('answers 400 for a bad size, sort or visibility and 401 without a key', async () => {
    for (const query of ['size=9', 'size=1001', 'sortBy=owner', 'visibility=shared', 'isFavorite=yes']) {
      const answer = await list(`?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.validationReport.issues[0].path).toEqual([query.split('=')[0]]);
    }
    expect((await call('GET', '/v3/reports/grid/saved', undefined, null)).status).toBe(401);
  });
});

describe('POST /v3/reports/grid/saved and GET …/{id}', () => {
  it('creates a report that the list and GET then show, with the caller’s fields', async () => {
    const created = await call('POST', '/v3/reports/grid/saved', newReport, DEMO_ANALYST_KEY);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    const { id } = created.body;

    const one = await call('GET', `/v3/reports/grid/saved/${id}`, undefined, DEMO_ANALYST_KEY);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id,
      name: newReport.name,
      description: newReport.description,
      visibility: 'private',
      gridEntityType: 'pages',
      isFavorite: true,
      isEditable: true,
      createdByUserId: analystId(),
      isManagedByOP: false,
      scheduledExportCount: 0,
      queryDefinition: newReport.queryDefinition,
      displayMetadata: newReport.displayMetadata,
      visualizations: newReport.visualizations,
    });
    expect(one.body.myLastViewed).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

    const listed = await list('?name=slow checkout', DEMO_ANALYST_KEY);
    expect(listed.body.reports.map((report: Json) => report.id)).toEqual([id]);
    // Private: the administrator neither lists nor opens it.
    expect((await list('?name=slow checkout')).body.reports).toEqual([]);
    expect((await call('GET', `/v3/reports/grid/saved/${id}`)).status).toBe(403);
  });

  it('records when the caller last opened a report', async () => {
    const row = stored(adminId(), { lastViewedBy: { [adminId()]: '2024-02-01T00:00:00.000Z' } });
    vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
    const one = await call('GET', `/v3/reports/grid/saved/${row.id}`);
    expect(one.body.myLastViewed).toBe(new Date(TEST_NOW).toISOString());
    const analyst = await call('GET', `/v3/reports/grid/saved/${row.id}`, undefined, DEMO_ANALYST_KEY);
    expect(analyst.body.isEditable).toBe(false);
    expect(analyst.body.isFavorite).toBe(false);
  });

  it('answers 400 with a validationReport for bad bodies', async () => {
    const cases: Array<[unknown, string[]]> = [
      [{ ...newReport, name: '   ' }, ['name']],
      [{ ...newReport, visibility: 'shared' }, ['visibility']],
      [{ ...newReport, gridEntityType: 'web-audit-runs' }, ['gridEntityType']],
      [{ ...newReport, labels: [999_999] }, ['labels', '0']],
      [{ ...newReport, owner: 'me' }, []],
      [
        { ...newReport, queryDefinition: { ...newReport.queryDefinition, sortBy: [{ columnIndex: 5 }] } },
        ['queryDefinition', 'sortBy', '0', 'columnIndex'],
      ],
      [{ ...newReport, queryDefinition: { size: 5 } }, ['queryDefinition', 'size']],
    ];
    for (const [body, path] of cases) {
      const answer = await call('POST', '/v3/reports/grid/saved', body);
      expect(answer.status, JSON.stringify(path)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(answer.body.validationReport.issues[0].path).toEqual(path);
    }
    const { name: _name, ...nameless } = newReport;
    expect((await call('POST', '/v3/reports/grid/saved', nameless)).status).toBe(400);
  });

  it('answers 404 for unknown ids and 403 to a guest creating one', async () => {
    expect((await call('GET', '/v3/reports/grid/saved/999999')).status).toBe(404);
    expect((await call('GET', '/v3/reports/grid/saved/abc')).status).toBe(404);
    expect((await call('POST', '/v3/reports/grid/saved', newReport, GUEST_KEY)).status).toBe(403);
  });
});

describe('PUT /v3/reports/grid/saved/{id}', () => {
  const body = {
    name: 'Renamed',
    description: 'New description',
    labels: [] as number[],
    isFavorite: true,
    visibility: 'public',
    queryDefinition: { columns: [{ columnId: 'COOKIE_NAME' }], sortBy: [{ columnIndex: 0 }] },
    displayMetadata: {},
    libraryMetadata: {},
    visualizations: [],
  };

  it('replaces the report’s fields and sets the caller’s favorite mark', async () => {
    const label = db().labels.all()[0]!;
    const row = stored(adminId(), {
      visibility: 'private',
      description: 'Old',
      favoriteUserIds: [analystId()],
    });
    const answer = await call('PUT', `/v3/reports/grid/saved/${row.id}`, { ...body, labels: [label.id] });
    expect(answer.status).toBe(204);
    const one = await call('GET', `/v3/reports/grid/saved/${row.id}`);
    expect(one.body).toMatchObject({
      name: 'Renamed',
      description: 'New description',
      labels: [label.id],
      visibility: 'public',
      isFavorite: true,
      gridEntityType: 'pages',
      queryDefinition: body.queryDefinition,
    });
    expect(db().savedReports.get(row.id)!.favoriteUserIds.sort()).toEqual([adminId(), analystId()].sort());
    // Without a query definition the stored one stays; without a description it is cleared.
    const { queryDefinition: _query, description: _description, ...rest } = body;
    expect((await call('PUT', `/v3/reports/grid/saved/${row.id}`, rest)).status).toBe(204);
    const again = await call('GET', `/v3/reports/grid/saved/${row.id}`);
    expect(again.body.queryDefinition).toEqual(body.queryDefinition);
    expect(again.body.description).toBe('');
  });

  it('lets the owner and administrators edit, and refuses everyone else with 403', async () => {
    const adminsPublic = stored(adminId());
    const analystsPublic = stored(analystId());
    const analystsPrivate = stored(analystId(), { visibility: 'private' });
    const managed = stored(adminId(), { isManagedByOP: true });
    const put = (id: number, key: string) => call('PUT', `/v3/reports/grid/saved/${id}`, body, key);

    expect((await put(adminsPublic.id, DEMO_ANALYST_KEY)).status).toBe(403);
    expect((await put(analystsPublic.id, DEMO_ANALYST_KEY)).status).toBe(204);
    expect((await put(analystsPublic.id, DEMO_API_KEY)).status).toBe(204);
    expect((await put(analystsPrivate.id, DEMO_API_KEY)).status).toBe(403);
    expect((await put(managed.id, DEMO_API_KEY)).status).toBe(403);
    expect((await put(adminsPublic.id, GUEST_KEY)).status).toBe(403);
    expect((await put(999_999, DEMO_API_KEY)).status).toBe(404);
    expect(db().savedReports.get(adminsPublic.id)!.name).toBe('Stored report');
  });

  it('refuses fields that are not part of the saved report, and a missing visibility', async () => {
    const row = stored(adminId());
    const extra = await call('PUT', `/v3/reports/grid/saved/${row.id}`, { ...body, gridEntityType: 'tags' });
    expect(extra.status).toBe(400);
    expect(extra.body.validationReport.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
    const { visibility: _visibility, ...noVisibility } = body;
    const missing = await call('PUT', `/v3/reports/grid/saved/${row.id}`, noVisibility);
    expect(missing.status).toBe(400);
    expect(missing.body.validationReport.issues[0].path).toEqual(['visibility']);
  });
});

describe('DELETE /v3/reports/grid/saved/{id} and favorites', () => {
  it('deletes a report for good; others cannot', async () => {
    const row = stored(adminId());
    expect(
      (await call('DELETE', `/v3/reports/grid/saved/${row.id}`, undefined, DEMO_ANALYST_KEY)).status,
    ).toBe(403);
    expect((await call('DELETE', `/v3/reports/grid/saved/${row.id}`)).status).toBe(204);
    expect((await call('GET', `/v3/reports/grid/saved/${row.id}`)).status).toBe(404);
    expect((await call('DELETE', `/v3/reports/grid/saved/${row.id}`)).status).toBe(404);
    const listed = await list('?size=1000');
    expect(listed.body.reports.map((report: Json) => report.id)).not.toContain(row.id);
  });

  it('marks and unmarks a favorite for the caller only, repeatably', async () => {
    const row = stored(adminId());
    const path = `/v3/reports/grid/saved/${row.id}/favorites`;
    expect((await call('POST', path, undefined, DEMO_ANALYST_KEY)).status).toBe(204);
    expect((await call('POST', path, undefined, DEMO_ANALYST_KEY)).status).toBe(204);
    const forAnalyst = await call('GET', `/v3/reports/grid/saved/${row.id}`, undefined, DEMO_ANALYST_KEY);
    expect(forAnalyst.body.isFavorite).toBe(true);
    expect((await call('GET', `/v3/reports/grid/saved/${row.id}`)).body.isFavorite).toBe(false);
    expect(db().savedReports.get(row.id)!.favoriteUserIds).toEqual([analystId()]);
    const favorites = await list('?isFavorite=true&size=1000', DEMO_ANALYST_KEY);
    expect(favorites.body.reports.map((report: Json) => report.id)).toContain(row.id);

    expect((await call('DELETE', path, undefined, DEMO_ANALYST_KEY)).status).toBe(204);
    expect((await call('DELETE', path, undefined, DEMO_ANALYST_KEY)).status).toBe(204);
    expect(db().savedReports.get(row.id)!.favoriteUserIds).toEqual([]);
  });

  it('answers 404 for an unknown report, 403 for someone else’s private one, 401 without a key', async () => {
    const hidden = stored(analystId(), { visibility: 'private' });
    expect((await call('POST', '/v3/reports/grid/saved/999999/favorites')).status).toBe(404);
    expect((await call('DELETE', '/v3/reports/grid/saved/999999/favorites')).status).toBe(404);
    expect((await call('POST', `/v3/reports/grid/saved/${hidden.id}/favorites`)).status).toBe(403);
    expect(
      (await call('POST', `/v3/reports/grid/saved/${hidden.id}/favorites`, undefined, null)).status,
    ).toBe(401);
  });
});

describe('seeded saved reports', () => {
  it('are valid saved reports of a known data type', () => {
    const rows = db().savedReports.all();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      const view = { ...row, isFavorite: false, isEditable: true, myLastViewed: row.createdAt };
      expect(savedReportSchema.safeParse(view).success, row.name).toBe(true);
      const type = toGridEntityPathType(row.gridEntityType);
      expect(type, row.name).toBeDefined();
    }
  });

  it('cover every template, each answered by the grid engine with rows', () => {
    for (const template of savedReportTemplates) {
      const type = toGridEntityPathType(template.type)!;
      const answer = queryGrid(db(), type, template.query);
      expect(answer.metadata.headers, template.name).toHaveLength(template.query.columns!.length);
      expect(answer.rows.length, template.name).toBeGreaterThan(0);
    }
  });
});
