// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ANALYST_KEY, DEMO_API_KEY } from '@/api/demo';
import { Collection } from '../db/collection';
import { createDb, mockOptions } from '../db/seed';
import type { Db } from '../db/types';
import { createTestMock } from '../node';
import { mockCall } from './test-call';

const ADMIN = DEMO_API_KEY;
const ANALYST = DEMO_ANALYST_KEY;

const mock = createTestMock();

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
beforeEach(() => mock.reset());

const { send } = mockCall();

/** The spec's error body: timestamp, message, details. */
function expectErrorBody(body: unknown) {
  expect(body).toEqual(
    expect.objectContaining({
      timestamp: expect.any(String),
      message: expect.any(String),
      details: expect.any(String),
    }),
  );
  const { timestamp, message, details } = body as {
    timestamp: string;
    message: string;
    details: string;
  };
  expect(Number.isNaN(Date.parse(timestamp))).toBe(false);
  expect(message.length).toBeGreaterThan(0);
  expect(details.length).toBeGreaterThan(0);
}

const userIdOf = (key: string) => mock.ref.current.apiKeys.get(key)!;

describe('route wrapper: authentication', () => {
  it('answers 401 with the error body when the Authorization header is missing', async () => {
    const answer = await send('GET', '/v2/folders', { key: null });
    expect(answer.status).toBe(401);
    expectErrorBody(answer.body);
    expect(answer.body.details).toMatch(/missing/i);
  });

  it('answers 401 with the error body for an unknown key', async () => {
    const answer = await send('GET', '/v2/folders', { key: 'not-a-real-key' });
    expect(answer.status).toBe(401);
    expectErrorBody(answer.body);
    expect(answer.body.details).toMatch(/not recognised/i);
  });

  it('accepts the admin and the analyst key', async () => {
    expect((await send('GET', '/v2/folders', { key: ADMIN })).status).toBe(200);
    expect((await send('GET', '/v2/folders', { key: ANALYST })).status).toBe(200);
  });
});

describe('route wrapper: 404 for ids that do not exist', () => {
  it('answers 404 with the error body for an unknown audit id', async () => {
    const answer = await send('GET', '/v2/web-audits/987654');
    expect(answer.status).toBe(404);
    expectErrorBody(answer.body);
    expect(answer.body.message).toContain('987654');
  });

  it('answers 404 with the error body for a non-numeric id', async () => {
    const answer = await send('GET', '/v2/web-audits/not-a-number');
    expect(answer.status).toBe(404);
    expectErrorBody(answer.body);
    expect(answer.body.details).toContain('not-a-number');
  });

  it('serves an audit that exists', async () => {
    const audit = mock.ref.current.audits.all()[0]!;
    const answer = await send('GET', `/v2/web-audits/${audit.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: audit.id, name: audit.name });
  });
});

describe('route wrapper: 400 for invalid bodies', () => {
  it('answers 400 with a validationReport naming the field for an empty folder name', async () => {
    const answer = await send('POST', '/v2/folders', { body: { name: '' } });
    expect(answer.status).toBe(400);
    expectErrorBody(answer.body);
    expect(answer.body.validationReport.issues[0].path).toEqual(['name']);
    expect(answer.body.validationReport.issues[0].message).toEqual(expect.any(String));
  });

  it('answers 400 with the error body and a validationReport for malformed JSON', async () => {
    const answer = await send('POST', '/v2/folders', {
      rawBody: '{"name": "unterminated',
    });
    expect(answer.status).toBe(400);
    expectErrorBody(answer.body);
    expect(answer.body.validationReport.issues).toHaveLength(1);
    expect(answer.body.validationReport.issues[0]).toMatchObject({
      path: [],
      code: 'invalid_json',
    });
  });

  it('creates nothing when the body is invalid', async () => {
    const before = (await send('GET', '/v2/folders')).body.length;
    await send('POST', '/v2/folders', { body: { name: '' } });
    expect((await send('GET', '/v2/folders')).body).toHaveLength(before);
  });
});

describe('route wrapper: 403 for what a non-admin may not read', () => {
  it('refuses another user to a non-admin and lets them read themselves', async () => {
    const other = await send('GET', `/v2/users/${userIdOf(ADMIN)}`, {
      key: ANALYST,
    });
    expect(other.status).toBe(403);
    expectErrorBody(other.body);

    const self = await send('GET', `/v2/users/${userIdOf(ANALYST)}`, {
      key: ANALYST,
    });
    expect(self.status).toBe(200);
    expect(self.body).toMatchObject({
      id: userIdOf(ANALYST),
      permissions: 'user',
    });
  });

  it('lets an admin read any user', async () => {
    const answer = await send('GET', `/v2/users/${userIdOf(ANALYST)}`, {
      key: ADMIN,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(userIdOf(ANALYST));
  });
});

describe('state persists across calls', () => {
  it('creates, lists, renames and deletes a folder', async () => {
    const created = await send('POST', '/v2/folders', {
      body: { name: 'Route test folder' },
    });
    expect(created.status).toBe(201);
    const id: number = created.body.id;
    expect(created.body).toMatchObject({
      name: 'Route test folder',
      auditsCount: 0,
      domainsCount: 0,
    });

    const listed = await send('GET', '/v2/folders');
    expect(listed.body.map((folder: { id: number }) => folder.id)).toContain(id);

    const renamed = await send('PUT', `/v2/folders/${id}`, {
      body: { name: 'Renamed folder' },
    });
    expect(renamed.status).toBe(200);
    expect((await send('GET', `/v2/folders/${id}`)).body.name).toBe('Renamed folder');

    const deleted = await send('DELETE', `/v2/folders/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect((await send('GET', `/v2/folders/${id}`)).status).toBe(404);
    expect((await send('GET', '/v2/folders')).body.map((folder: { id: number }) => folder.id)).not.toContain(
      id,
    );
  });

  it('creates, lists, updates and deletes a sub-folder', async () => {
    const folderId = mock.ref.current.folders.all()[0]!.id;
    const input = {
      name: 'Route test site',
      domain: 'www.route-test.example',
      folderId,
    };
    const created = await send('POST', '/v2/domains', { body: input });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(input);
    const id: number = created.body.id;

    const listed = await send('GET', '/v2/domains');
    expect(listed.body.find((domain: { id: number }) => domain.id === id)).toMatchObject(input);
    expect((await send('GET', `/v2/folders/${folderId}`)).body.domainsCount).toBe(
      mock.ref.current.domains.where((domain) => domain.folderId === folderId).length,
    );

    const updated = await send('PUT', `/v2/domains/${id}`, {
      body: { ...input, name: 'Renamed site' },
    });
    expect(updated.status).toBe(200);
    expect((await send('GET', `/v2/domains/${id}`)).body.name).toBe('Renamed site');

    expect((await send('DELETE', `/v2/domains/${id}`)).status).toBe(204);
    expect((await send('GET', `/v2/domains/${id}`)).status).toBe(404);
  });

  it('creates, lists, renames and deletes a label', async () => {
    const created = await send('POST', '/v2/labels', {
      body: { name: 'Route test label' },
    });
    expect(created.status).toBe(201);
    const id: number = created.body.id;
    expect(created.body).toMatchObject({
      name: 'Route test label',
      audits: [],
    });

    const listed = await send('GET', '/v2/labels');
    expect(listed.body.map((label: { name: string }) => label.name)).toContain('Route test label');

    const renamed = await send('PUT', `/v2/labels/${id}`, {
      body: { name: 'Renamed label' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Renamed label');

    expect((await send('DELETE', `/v2/labels/${id}`)).status).toBe(204);
    const after = await send('GET', '/v2/labels');
    expect(after.body.map((label: { id: number }) => label.id)).not.toContain(id);
    expect((await send('DELETE', `/v2/labels/${id}`)).status).toBe(404);
  });

  it('refuses to delete a folder that still holds audits with 423 and the error body', async () => {
    const folderId = mock.ref.current.audits.all()[0]!.folderId;
    const answer = await send('DELETE', `/v2/folders/${folderId}`);
    expect(answer.status).toBe(423);
    expectErrorBody(answer.body);
    expect((await send('GET', `/v2/folders/${folderId}`)).status).toBe(200);
  });

  it('reset() restores the seed data', async () => {
    const seedFolders = (await send('GET', '/v2/folders')).body;
    const seedLabels = (await send('GET', '/v2/labels')).body;

    const folder = (await send('POST', '/v2/folders', { body: { name: 'Temporary' } })).body;
    await send('POST', '/v2/labels', { body: { name: 'Temporary label' } });
    await send('PUT', `/v2/folders/${seedFolders[0].id}`, {
      body: { name: 'Changed' },
    });
    await send('DELETE', `/v2/labels/${seedLabels[0].id}`);
    expect((await send('GET', '/v2/folders')).body).toHaveLength(seedFolders.length + 1);

    mock.reset();

    expect((await send('GET', `/v2/folders/${folder.id}`)).status).toBe(404);
    expect((await send('GET', '/v2/folders')).body).toEqual(seedFolders);
    expect((await send('GET', '/v2/labels')).body).toEqual(seedLabels);
  });
});

/** The database as plain JSON (collections and maps as arrays). */
function toJson(db: Db): string {
  return JSON.stringify(db, (_key, value: unknown) => {
    if (value instanceof Collection) return value.all();
    if (value instanceof Map) return [...value.entries()];
    return value;
  });
}

describe('seed', () => {
  const options = mockOptions();

  it('builds identical data from the same options', () => {
    const first = toJson(createDb(options));
    const second = toJson(createDb({ ...options }));
    expect(first.length).toBeGreaterThan(10_000);
    expect(second).toBe(first);
  });

  it('builds different data from another seed', () => {
    expect(toJson(createDb({ ...options, seed: options.seed + 1 }))).not.toBe(toJson(createDb(options)));
  });

  it('has enough coherent data to exercise every screen', () => {
    const db = createDb(options);
    const audits = db.audits.all();
    expect(audits.length).toBeGreaterThanOrEqual(20);
    for (const audit of audits) {
      expect(db.runs.get(audit.id)?.length ?? 0, `runs of audit ${audit.id}`).toBeGreaterThanOrEqual(30);
      expect(db.folders.get(audit.folderId), `folder of audit ${audit.id}`).toBeDefined();
      expect(db.domains.get(audit.domainId), `sub-folder of audit ${audit.id}`).toBeDefined();
    }

    const users = db.users.all();
    expect(users.length).toBeGreaterThanOrEqual(2);
    expect(users.some((user) => user.permissions === 'admin')).toBe(true);
    expect(users.some((user) => user.permissions !== 'admin')).toBe(true);
    expect(db.users.get(db.apiKeys.get(ADMIN)!)?.permissions).toBe('admin');
    expect(db.users.get(db.apiKeys.get(ANALYST)!)?.permissions).not.toBe('admin');

    expect(db.folders.size).toBeGreaterThanOrEqual(3);
    expect(db.domains.size).toBeGreaterThanOrEqual(3);
    expect(new Set(db.domains.all().map((domain) => domain.folderId)).size).toBeGreaterThanOrEqual(3);
  });
});
