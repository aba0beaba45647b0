// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANALYST_KEY } from '@/api/demo';
import { mockCaller } from '../lib/test-call';

const mock = mockCaller();
const { call } = mock;
beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => mock.reset());

interface CrudCase {
  path: string;
  /** A valid create body, and a valid update of it. */
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  /** A body that fails validation, and the field the report names. */
  invalid: Record<string, unknown>;
  invalidField: string;
  /** Only administrators may write. */
  adminOnly?: boolean;
  /** The list answer's rows (default: the answer). */
  rows?: (answer: unknown) => Array<Record<string, unknown>>;
  /** A deleted item is still readable by id, marked deleted (default: 404 after the delete). */
  softDelete?: boolean;
  /** The id of an item in an answer (default `id`). */
  idOf?: (item: Record<string, unknown>) => number;
}

const cases: Record<string, CrudCase> = {
  'remote file mappings': {
    path: '/v3/remote-file-mappings',
    create: {
      name: 'Staged checkout script',
      matchType: 'equals',
      matchValue: 'https://shop.acme-outdoors.com/js/checkout.js',
      fileUrl: 'https://staging.acme-outdoors.com/js/checkout.js',
    },
    update: {
      name: 'Staged checkout script v2',
      matchType: 'regex',
      matchValue: '^https://shop\\.acme-outdoors\\.com/js/checkout\\..*\\.js$',
      fileUrl: 'https://staging.acme-outdoors.com/js/checkout.js',
    },
    invalid: { name: '', matchType: 'contains', matchValue: 'x', fileUrl: 'ftp://x' },
    invalidField: 'matchType',
  },
  folders: {
    path: '/v2/folders',
    create: { name: 'Regional sites' },
    update: { name: 'Regional sites (EU)' },
    invalid: { name: '' },
    invalidField: 'name',
  },
  'sub-folders': {
    path: '/v2/domains',
    create: { name: 'Outlet store', domain: 'outlet.acme-outdoors.com', folderId: 1 },
    update: {
      name: 'Outlet store EU',
      domain: 'eu.outlet.acme-outdoors.com',
      folderId: 2,
      dataLayer: 'dataLayer',
    },
    invalid: { name: 'Outlet', domain: '', folderId: 1 },
    invalidField: 'domain',
  },
  users: {
    path: '/v2/users',
    create: {
      username: 'casey.lee',
      email: 'casey.lee@acme-outdoors.com',
      firstName: 'Casey',
      lastName: 'Lee',
      timezone: 'Europe/Berlin',
      permissions: 'user',
    },
    update: {
      username: 'casey.lee',
      email: 'casey.lee@acme-outdoors.de',
      firstName: 'Casey',
      lastName: 'Lee-Wagner',
      timezone: 'Europe/Berlin',
      permissions: 'guest',
    },
    invalid: { username: 'x', email: 'not-an-email', firstName: 'X', lastName: 'Y', timezone: 'UTC' },
    invalidField: 'email',
    adminOnly: true,
    softDelete: true,
  },
};

describe.each(Object.entries(cases))('generated CRUD: %s', (_, c) => {
  const rows = (answer: unknown) => (c.rows ? c.rows(answer) : (answer as Array<Record<string, unknown>>));
  const idOf = (item: Record<string, unknown>) => (c.idOf ? c.idOf(item) : (item.id as number));

  it('creates an item that the list then shows, updates it and deletes it', async () => {
    const created = await call('POST', c.path, c.create);
    expect(created.status).toBeLessThan(300);
    const id = idOf(created.body);
    const listed = await call('GET', c.path);
    expect(rows(listed.body).map(idOf)).toContain(id);

    const updated = await call('PUT', `${c.path}/${id}`, c.update);
    expect(updated.status).toBe(200);
    const one = await call('GET', `${c.path}/${id}`);
    for (const [key, value] of Object.entries(c.update)) expect(one.body[key]).toEqual(value);

    expect((await call('DELETE', `${c.path}/${id}`)).status).toBe(204);
    const after = await call('GET', `${c.path}/${id}`);
    if (c.softDelete) expect(after.body.deleted).toEqual(expect.any(String));
    else expect(after.status).toBe(404);
    expect(rows((await call('GET', c.path)).body).map(idOf)).not.toContain(id);
  });

  it('answers 400 with a validationReport naming the field, and 404 for an unknown id', async () => {
    const bad = await call('POST', c.path, c.invalid);
    expect(bad.status).toBe(400);
    expect(bad.body.validationReport.issues.map((issue: { path: string[] }) => issue.path[0])).toContain(
      c.invalidField,
    );
    expect((await call('PUT', `${c.path}/999999`, c.update)).status).toBe(404);
    expect((await call('GET', `${c.path}/999999`)).status).toBe(404);
    expect((await call('DELETE', `${c.path}/999999`)).status).toBe(404);
  });

  it(c.adminOnly ? 'refuses writes with the analyst key (403)' : 'lets the analyst key write', async () => {
    const answer = await call('POST', c.path, c.create, DEMO_ANALYST_KEY);
    if (c.adminOnly) expect(answer.status).toBe(403);
    else expect(answer.status).toBeLessThan(300);
  });
});
