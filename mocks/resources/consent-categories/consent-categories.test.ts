// @vitest-environment node
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import { consentFileColumns } from '@/api/consent-categories/file-format';
import { mockCaller } from '../../lib/test-call';

const mock = mockCaller({ runTimeline: { queuedMs: 0, runningMs: 0 } });
const { call, send } = mock;
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => mock.reset());

const BASE = '/v3/consent-categories';
const library = async (query = '') => (await call('GET', `${BASE}/library${query}`)).body;
const byName = async (name: string) =>
  (await library()).consentCategories.find((row: { name: string }) => row.name === name);

/** Send a file to the upload preview as multipart/form-data. */
async function preview(name: string, content: string) {
  const form = new FormData();
  form.append('upload', new Blob([content]), name);
  return send('POST', `${BASE}/upload/preview`, { form });
}

const csv = (rows: string[][]) =>
  [consentFileColumns.join(','), ...rows.map((row) => row.join(','))].join('\n');

describe('consent categories: create, update, delete', () => {
  it('creates a category the library lists with no rules; names are unique; one default', async () => {
    const created = await call('POST', BASE, { name: 'Functional', type: 'approved', isDefaultCC: true });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Functional',
      type: 'approved',
      notes: '',
      updatedType: 'APP_CREATE',
    });
    const row = await byName('Functional');
    expect(row).toMatchObject({
      itemCounts: { tags: 0, cookies: 0, requestDomainsAndGeos: 0 },
      auditCount: 0,
    });
    // The seeded default is no longer the default.
    const defaults = (await library()).consentCategories.filter(
      (item: { isDefaultCC: boolean }) => item.isDefaultCC,
    );
    expect(defaults.map((item: { name: string }) => item.name)).toEqual(['Functional']);

    const duplicate = await call('POST', BASE, { name: 'functional', type: 'unapproved' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.validationReport.issues[0].path).toEqual(['name']);
  });

  it('renames without changing the type, and filters and sorts the library', async () => {
    const { body } = await call('POST', BASE, { name: 'Zeta', type: 'unapproved' });
    const updated = await call('PUT', `${BASE}/${body.id}`, { name: 'Alpha', type: 'approved' });
    expect(updated.body).toMatchObject({ name: 'Alpha', type: 'unapproved' });
    const unapproved = await library('?type=unapproved&sortBy=name');
    expect(unapproved.consentCategories.map((row: { name: string }) => row.name)).toEqual([
      'Advertising and social — not consented',
      'Alpha',
      'Analytics — not consented (EU visitors)',
    ]);
    const desc = await library('?sortBy=name&sortDesc=true');
    expect(desc.consentCategories[0].name).toBe('Strictly necessary');
    expect((await library('?name=ANALYTICS')).consentCategories).toHaveLength(2);
  });

  it('deleting a category takes it off its audits; their runs keep a snapshot of it', async () => {
    const analytics = await byName('Analytics (consented)');
    const audits = (await call('GET', `${BASE}/${analytics.id}/web-audits`)).body.webAudits;
    expect(audits.length).toBe(analytics.auditCount);
    const auditId = audits[0].auditId;
    const run = (await call('GET', `/v2/web-audits/${auditId}/runs`)).body.find(
      (item: { completed?: string }) => item.completed,
    );
    expect((await call('DELETE', `${BASE}/${analytics.id}`)).status).toBe(204);
    expect((await call('GET', `${BASE}/${analytics.id}`)).status).toBe(404);
    const applied = (await call('GET', `/v3/web-audits/${auditId}/consent-categories`)).body
      .consentCategories;
    expect(applied.map((item: { id: number }) => item.id)).not.toContain(analytics.id);
    const snapshots = (await call('GET', `/v3/web-audits/${auditId}/runs/${run.id}/consent-categories`)).body
      .consentCategorySnapshots;
    expect(
      snapshots.find((item: { consentCategoryId: number }) => item.consentCategoryId === analytics.id),
    ).toMatchObject({
      consentCategoryConfigExists: false,
    });
  });

  it('stores notes sent as plain text, up to 10,000 characters', async () => {
    const { id } = await byName('Strictly necessary');
    const saved = await send('PUT', `${BASE}/${id}/notes`, {
      rawBody: 'Reviewed by legal <2026-11>',
      contentType: 'text/plain',
    });
    expect(saved.status).toBe(204);
    expect((await call('GET', `${BASE}/${id}`)).body.notes).toBe('Reviewed by legal <2026-11>');
    expect((await call('PUT', `${BASE}/${id}/notes`, 'x'.repeat(10_001))).status).toBe(400);
  });
});

describe('consent categories: rule lists (JSON Patch)', () => {
  it('adds at the end or at a position, removes and replaces by position, one operation after another', async () => {
    const { id } = await byName('Strictly necessary');
    const before = (await call('GET', `${BASE}/${id}/cookies`)).body.cookies;
    expect(before).toHaveLength(2);
    const patched = await call('PATCH', `${BASE}/${id}/cookies`, [
      {
        op: 'add',
        path: '/-',
        value: { nameType: 'name_exact_match', name: 'csrftoken', domainType: 'domain_any' },
      },
      { op: 'add', path: '/0', value: { nameType: 'name_regex', name: '^lb_', domainType: 'domain_any' } },
      { op: 'test', path: '/1', value: before[0] },
      { op: 'remove', path: '/1' },
      {
        op: 'replace',
        path: '/0',
        value: { nameType: 'name_regex', name: '^LB_', domainType: 'domain_any' },
      },
    ]);
    expect(patched.status).toBe(200);
    expect(patched.body.cookies.map((cookie: { name: string }) => cookie.name)).toEqual([
      '^LB_',
      '^Optanon',
      'csrftoken',
    ]);
    expect((await byName('Strictly necessary')).itemCounts.cookies).toBe(3);
  });

  it('skips an item already listed, and applies nothing when any operation fails', async () => {
    const { id } = await byName('Strictly necessary');
    const tags = (await call('GET', `${BASE}/${id}/tags`)).body.tags;
    const same = await call('PATCH', `${BASE}/${id}/tags`, [{ op: 'add', path: '/-', value: tags[0] }]);
    expect(same.body.tags).toEqual(tags);

    const stale = await call('PATCH', `${BASE}/${id}/tags`, [
      { op: 'add', path: '/-', value: { tagId: 105, anyAccount: true, accounts: [] } },
      { op: 'test', path: '/0', value: { tagId: 999, anyAccount: true, accounts: [] } },
      { op: 'remove', path: '/0' },
    ]);
    expect(stale.status).toBe(409);
    const unknownTag = await call('PATCH', `${BASE}/${id}/tags`, [
      { op: 'add', path: '/-', value: { tagId: 424242, anyAccount: true, accounts: [] } },
    ]);
    expect(unknownTag.status).toBe(400);
    expect(unknownTag.body.validationReport.issues[0].path).toEqual(['0', 'value', 'tagId']);
    const outOfRange = await call('PATCH', `${BASE}/${id}/tags`, [{ op: 'remove', path: '/9' }]);
    expect(outOfRange.status).toBe(400);
    expect((await call('GET', `${BASE}/${id}/tags`)).body.tags).toEqual(tags);
  });

  it('names the field of an invalid rule', async () => {
    const { id } = await byName('Strictly necessary');
    const answer = await call('PATCH', `${BASE}/${id}/request-domains`, [
      {
        op: 'add',
        path: '/-',
        value: { domainType: 'domain_regex', domain: '(oops', anyLocation: true, locationIds: [] },
      },
      {
        op: 'add',
        path: '/-',
        value: { domainType: 'domain_exact_match', anyLocation: false, locationIds: [] },
      },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.validationReport.issues).toEqual([
      { path: ['0', 'value', 'domain'], message: 'This is not a valid regular expression', code: 'custom' },
    ]);
  });
});

describe('consent categories: audits and labels (add and remove by id)', () => {
  it('applies a category to audits and takes it off, as the audits see it', async () => {
    const { body: category } = await call('POST', BASE, { name: 'Session replay', type: 'unapproved' });
    const audits = (await call('GET', '/v3/web-audits')).body as Array<{ auditId: number }>;
    const [first, second] = audits;
    const added = await call('PATCH', `${BASE}/${category.id}/web-audits`, [
      { op: 'add', path: '/-', value: first!.auditId },
      { op: 'add', path: '/-', value: second!.auditId },
      { op: 'add', path: '/-', value: first!.auditId },
    ]);
    expect(added.body.webAudits.map((audit: { auditId: number }) => audit.auditId).sort()).toEqual(
      [first!.auditId, second!.auditId].sort(),
    );
    await call('PATCH', `${BASE}/${category.id}/web-audits`, [
      { op: 'remove', path: '/', value: second!.auditId },
    ]);
    const seen = async (auditId: number) =>
      (await call('GET', `/v3/web-audits/${auditId}/consent-categories`)).body.consentCategories.map(
        (item: { id: number }) => item.id,
      );
    expect(await seen(first!.auditId)).toContain(category.id);
    expect(await seen(second!.auditId)).not.toContain(category.id);
    expect((await byName('Session replay')).auditCount).toBe(1);
    const unknown = await call('PATCH', `${BASE}/${category.id}/web-audits`, [
      { op: 'add', path: '/-', value: 999999 },
    ]);
    expect(unknown.status).toBe(400);
  });

  it('adds and removes labels, which the label list then shows', async () => {
    const { body: category } = await call('POST', BASE, { name: 'Performance', type: 'approved' });
    const labels = (await call('GET', '/v2/labels')).body as Array<{ id: number; name: string }>;
    const [a, b] = labels;
    await call('PATCH', `${BASE}/${category.id}/labels`, [
      { op: 'add', path: '/-', value: a!.id },
      { op: 'add', path: '/-', value: b!.id },
    ]);
    const after = await call('PATCH', `${BASE}/${category.id}/labels`, [
      { op: 'remove', path: '/', value: a!.id },
    ]);
    expect(after.body.labels).toEqual([{ id: b!.id, name: b!.name }]);
    expect(
      (await call('GET', `${BASE}/${category.id}/labels`)).body.labels.map((l: { id: number }) => l.id),
    ).toEqual([b!.id]);
    const labelB = (await call('GET', '/v2/labels')).body.find((label: { id: number }) => label.id === b!.id);
    expect(labelB.consentCategories).toContain(category.id);
    expect(
      (await library(`?labels=${b!.id}`)).consentCategories.map((row: { id: number }) => row.id),
    ).toContain(category.id);
  });
});

describe('consent categories: upload preview, then apply', () => {
  const file = csv([
    [
      'Strictly necessary',
      'approved',
      'cookie',
      'session_id',
      'exact',
      '',
      'any',
      '',
      '',
      '',
      'Site session',
    ],
    ['Strictly necessary', 'approved', 'cookie', 'XSRF-TOKEN', '', '', '', '', '', '', ''],
    ['Personalisation', 'approved', 'tag', '', '', '', '', '101', 'UA-1; UA-2', '', ''],
    ['Personalisation', 'approved', 'request domain', '', '', 'cdn.optimizely.com', '', '', '', '', ''],
  ]);

  it('previews what would change without changing anything', async () => {
    const answer = await preview('cmp-export.csv', file);
    expect(answer.status).toBe(200);
    const necessary = await byName('Strictly necessary');
    expect(answer.body.results).toEqual([
      {
        consentCategoryName: 'Strictly necessary',
        consentCategoryId: necessary.id,
        noOfNewCookies: 1,
        noOfNewTags: 0,
        noOfNewRequests: 0,
        labels: expect.any(Array),
      },
      {
        consentCategoryName: 'Personalisation',
        consentCategoryId: 0,
        noOfNewCookies: 0,
        noOfNewTags: 1,
        noOfNewRequests: 1,
        labels: [],
      },
    ]);
    expect(await byName('Personalisation')).toBeUndefined();
    expect((await byName('Strictly necessary')).itemCounts.cookies).toBe(2);
  });

  it('applies the chosen categories with their labels, once', async () => {
    const { body } = await preview('cmp-export.csv', file);
    const label = (await call('GET', '/v2/labels')).body[0];
    const applied = await call('POST', `${BASE}/upload`, {
      fileId: body.fileId,
      consentCategories: [{ consentCategoryName: 'Personalisation', labels: [label.id] }],
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual([
      expect.objectContaining({ name: 'Personalisation', updatedType: 'FILE_IMPORT' }),
    ]);
    const created = await byName('Personalisation');
    expect(created).toMatchObject({
      labelIds: [label.id],
      itemCounts: { tags: 1, requestDomainsAndGeos: 1 },
    });
    // Not chosen: unchanged.
    expect((await byName('Strictly necessary')).itemCounts.cookies).toBe(2);
    const again = await call('POST', `${BASE}/upload`, {
      fileId: body.fileId,
      consentCategories: [{ consentCategoryName: 'Personalisation', labels: [] }],
    });
    expect(again.status).toBe(404);
  });

  it('refuses a file of the wrong type, an oversize file and malformed rows, naming the file and the row', async () => {
    const text = await preview('notes.txt', 'hello');
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/notes\.txt is not a csv or xlsx file/);
    const big = await preview('big.csv', `${consentFileColumns.join(',')}\n${'x'.repeat(1024 * 1024)}`);
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/big\.csv is 1\.0 MB; the largest file accepted is 1 MB/);
    const malformed = await preview(
      'broken.csv',
      csv([
        ['Ads', 'unapproved', 'tag', '', '', '', '', '105', '', '', ''],
        ['Ads', 'unapproved', 'tag', '', '', '', '', '999999', '', '', ''],
        ['Strictly necessary', 'unapproved', '', '', '', '', '', '', '', '', ''],
      ]),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.validationReport.issues.map((issue: { message: string }) => issue.message)).toEqual(
      [
        'Row 3, Tag ID: Tag 999999 is not a known tag',
        'Row 4, Category type: "Strictly necessary" is approved in the account; the type of a category cannot change',
      ],
    );
  });
});

describe('consent categories: export', () => {
  it('starts an export through the replacement operation whose file is the upload format', async () => {
    const started = await call('POST', `${BASE}/exports/ACCOUNT_CONSENT_CATEGORY_CONFIGS_EXPORT`);
    expect(started.status).toBe(201);
    const item = (await call('GET', `/v3/exports?exportIds=${started.body.exportId}`)).body.exports[0];
    expect(item).toMatchObject({ exportType: 'CONSENT_CATEGORY_EXPORT', exportStatus: 'completed' });
    const file = await fetch(item.exportDownloadLink, { headers: { Authorization: DEMO_API_KEY } });
    const rows = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual([...consentFileColumns]);
    expect(rows).toContainEqual([
      'Advertising and social — not consented',
      'unapproved',
      'cookie',
      '',
      'any',
      '(criteo|doubleclick)\\.(com|net)$',
      'regex',
      '',
      '',
      '',
      'Ad networks',
    ]);
    // Every rule of every category is a row.
    const counts = (await library()).consentCategories.reduce(
      (sum: number, row: { itemCounts: { tags: number; cookies: number; requestDomainsAndGeos: number } }) =>
        sum + row.itemCounts.tags + row.itemCounts.cookies + row.itemCounts.requestDomainsAndGeos,
      0,
    );
    expect(rows.length - 1).toBe(counts);
  });

  it('neutralizes cells a spreadsheet would read as formulas', async () => {
    await call('POST', BASE, { name: '=HYPERLINK("https://evil.example")', type: 'approved' });
    const started = await call('POST', `${BASE}/exports/ACCOUNT_CONSENT_CATEGORY_CONFIGS_EXPORT`);
    const item = (await call('GET', `/v3/exports?exportIds=${started.body.exportId}`)).body.exports[0];
    const text = await (
      await fetch(item.exportDownloadLink, { headers: { Authorization: DEMO_API_KEY } })
    ).text();
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")",approved`);
  });

  it('still answers the deprecated export (204)', async () => {
    expect((await call('POST', `${BASE}/export`)).status).toBe(204);
  });
});
