// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockOptions } from './db/seed';
import type { Fixtures } from './fixtures';
import { SEED_DAY } from './lib/test-clock';
import { createMockRuntime } from './runtime';
import { mockCall, type Answer } from './lib/test-call';
import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { DEMO_API_KEY } from '@/api/demo';
import { acceptsGzip, startMockServer } from './server';

type Server = Awaited<ReturnType<typeof startMockServer>>;

let server: Server;
let fixtures: Fixtures;
const { send } = mockCall(() => server.url);

beforeAll(async () => {
  server = await startMockServer({ port: 0, options: mockOptions({ now: SEED_DAY }) });
  fixtures = (await send('GET', '/__mock/fixtures', { key: null })).body as Fixtures;
});
afterAll(() => server?.close());

/** The fixture value of a path parameter: by the longest matching prefix first, then overall. */
function param(path: string, name: string): string | number {
  const prefixes = Object.keys(fixtures.byPrefix)
    .filter((prefix) => path.startsWith(prefix))
    .sort((a, b) => b.length - a.length);
  for (const prefix of prefixes) {
    const value = fixtures.byPrefix[prefix]?.[name];
    if (value !== undefined) return value;
  }
  const value = fixtures.params[name];
  if (value === undefined) throw new Error(`No fixture for {${name}} in ${path}`);
  return value;
}

function fill(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? param(path, name))),
  );
}

function expectErrorBody(answer: Answer) {
  expect(answer.headers.get('content-type') ?? '').toContain('application/json');
  expect(typeof answer.body?.timestamp).toBe('string');
  expect(typeof answer.body?.message).toBe('string');
  expect(typeof answer.body?.details).toBe('string');
}

let sequence = 0;
/** A unique name, so label names never clash between cases (the server lives for this file only). */
const unique = (prefix: string) => `${prefix} ${++sequence}`;

async function createFolder(): Promise<number> {
  const answer = await send('POST', '/v2/folders', { body: { name: unique('Server test folder') } });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

async function createDomain(): Promise<number> {
  const answer = await send('POST', '/v2/domains', { body: domainBody() });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

async function createLabel(): Promise<number> {
  const answer = await send('POST', '/v2/labels', { body: { name: unique('Server test label') } });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

const domainBody = () => ({
  name: unique('Server test sub-folder'),
  domain: 'www.example.com',
  folderId: Number(param('/v2/folders', 'folderId')),
});

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: () => unknown;
  /** Path values to use instead of the fixtures (fresh items for DELETE). */
  values?: () => Promise<Record<string, number>>;
}

const cases: Case[] = [
  { method: 'GET', path: '/v2/account' },
  { method: 'GET', path: '/v2/users' },
  { method: 'GET', path: '/v2/users/{userId}' },
  { method: 'GET', path: '/v2/folders' },
  { method: 'POST', path: '/v2/folders', body: () => ({ name: unique('Server test folder') }) },
  { method: 'GET', path: '/v2/folders/{folderId}' },
  { method: 'PUT', path: '/v2/folders/{folderId}', body: () => ({ name: unique('Renamed folder') }) },
  {
    method: 'DELETE',
    path: '/v2/folders/{folderId}',
    values: async () => ({ folderId: await createFolder() }),
  },
  { method: 'GET', path: '/v2/domains' },
  { method: 'POST', path: '/v2/domains', body: domainBody },
  { method: 'GET', path: '/v2/domains/{domainId}' },
  { method: 'PUT', path: '/v2/domains/{domainId}', body: domainBody },
  {
    method: 'DELETE',
    path: '/v2/domains/{domainId}',
    values: async () => ({ domainId: await createDomain() }),
  },
  { method: 'GET', path: '/v2/labels' },
  { method: 'POST', path: '/v2/labels', body: () => ({ name: unique('Server test label') }) },
  { method: 'PUT', path: '/v2/labels/{labelId}', body: () => ({ name: unique('Renamed label') }) },
  { method: 'DELETE', path: '/v2/labels/{labelId}', values: async () => ({ labelId: await createLabel() }) },
  { method: 'GET', path: '/v3/web-audits' },
  { method: 'GET', path: '/v2/web-audits' },
  { method: 'GET', path: '/v2/web-audits/{webAuditId}' },
  { method: 'GET', path: '/v2/web-audits/{webAuditId}/runs' },
];

/** `METHOD /path/{}` keys of the operations the mock's handlers serve. */
const implemented = new Set(
  createMockRuntime(mockOptions({ now: SEED_DAY })).handlers.map(
    (handler) =>
      `${String(handler.info.method).toUpperCase()} ${String(handler.info.path)
        .replace(/^\*/, '')
        .replace(/:\w+/g, '{}')}`,
  ),
);
const served = cases.filter((c) => implemented.has(`${c.method} ${c.path.replace(/\{\w+\}/g, '{}')}`));

describe('the stub server', () => {
  it('listens on a free port when asked for port 0', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(server.url).port)).toBeGreaterThan(0);
  });

  it('puts the bound port in the links it serves', async () => {
    if (!implemented.has('GET /v3/exports')) return;
    const answer = await send('GET', '/v3/exports');
    expect(answer.status).toBe(200);
    const links = (answer.body.exports as Array<{ exportDownloadLink?: string }>)
      .map((item) => item.exportDownloadLink ?? '')
      .filter((link) => link.startsWith('http'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${server.url}/`), link).toBe(true);
  });

  it('serves the fixtures without a key', async () => {
    const answer = await send('GET', '/__mock/fixtures', { key: null });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      expect.objectContaining({
        apiKey: expect.any(String),
        nonAdminKey: expect.any(String),
        params: expect.any(Object),
        byPrefix: expect.any(Object),
      }),
    );
    expect(answer.body.apiKey).not.toBe(answer.body.nonAdminKey);
    expect(Object.keys(answer.body.params).length).toBeGreaterThan(0);
  });

  it('gives a real id for every path parameter', async () => {
    const auditId = param('/v2/web-audits', 'webAuditId');
    const runs = await send('GET', `/v2/web-audits/${auditId}/runs`);
    expect(runs.status).toBe(200);
    const labels = await send('GET', '/v2/labels');
    expect(labels.status).toBe(200);
    /** How to prove that a value of each known parameter exists. */
    const proofs: Record<string, (value: string | number) => Promise<void>> = {
      auditId: async (id) => expect((await send('GET', `/v2/web-audits/${id}`)).status).toBe(200),
      webAuditId: async (id) => expect((await send('GET', `/v2/web-audits/${id}`)).status).toBe(200),
      runId: async (id) => expect(runs.body.map((run: { id: number }) => run.id)).toContain(Number(id)),
      folderId: async (id) => expect((await send('GET', `/v2/folders/${id}`)).status).toBe(200),
      domainId: async (id) => expect((await send('GET', `/v2/domains/${id}`)).status).toBe(200),
      labelId: async (id) =>
        expect(labels.body.map((label: { id: number }) => label.id)).toContain(Number(id)),
      userId: async (id) => expect((await send('GET', `/v2/users/${id}`)).status).toBe(200),
    };
    const all = [['', fixtures.params] as const, ...Object.entries(fixtures.byPrefix)].flatMap(
      ([prefix, values]) => Object.entries(values).map(([name, value]) => ({ prefix, name, value })),
    );
    for (const { prefix, name, value } of all) {
      expect(['string', 'number']).toContain(typeof value);
      expect(String(value)).not.toBe('');
      expect(String(value)).not.toBe('0');
      // A journey's `runId` is one of that journey's runs (proved by the contract test), not an audit run.
      if (name === 'runId' && /journeys/.test(prefix)) continue;
      await proofs[name]?.(value);
    }
    for (const name of Object.keys(proofs)) expect(fixtures.params).toHaveProperty(name);
  });

  it('covers the listed operations', () => {
    expect(served.length).toBeGreaterThan(0);
  });

  describe.each(served.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (_, c) => {
    it('answers 2xx with the admin key', async () => {
      const values = c.values ? await c.values() : {};
      const answer = await send(c.method, fill(c.path, values), { body: c.body?.() });
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      if (c.method === 'DELETE') {
        // It is gone afterwards.
        const again = await send('DELETE', fill(c.path, values));
        expect(again.status).toBe(404);
      }
    });

    it('answers 401 with the error body without a key', async () => {
      const answer = await send(c.method, fill(c.path), { key: null, body: c.body?.() });
      expect(answer.status).toBe(401);
      expectErrorBody(answer);
    });

    if (/\{\w+\}/.test(c.path)) {
      it('answers 404 with the error body for an unknown id', async () => {
        const unknown = Object.fromEntries(
          [...c.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, 999999]),
        );
        const answer = await send(c.method, fill(c.path, unknown), { body: c.body?.() });
        expect(answer.status).toBe(404);
        expectErrorBody(answer);
      });
    }
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${server.url}/v2/folders`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(response.headers.get('access-control-allow-headers') ?? '').toMatch(/\bauthorization\b/i);
  });

  it('sends CORS headers on ordinary answers too', async () => {
    const answer = await send('GET', '/v2/account');
    expect(answer.headers.get('access-control-allow-origin')).toBeTruthy();
  });

  it('answers 404 with the error body for a path that is not an operation', async () => {
    const answer = await send('GET', '/v2/no-such-operation');
    expect(answer.status).toBe(404);
    expectErrorBody(answer);
    expect(answer.body.message).toMatch(/^No operation/);
  });

  it('persists a created folder, sub-folder and label across requests', async () => {
    const folderName = unique('Persisted folder');
    const folder = await send('POST', '/v2/folders', { body: { name: folderName } });
    expect(folder.status).toBe(201);
    const domain = await send('POST', '/v2/domains', {
      body: { name: unique('Persisted sub-folder'), domain: 'www.example.org', folderId: folder.body.id },
    });
    expect(domain.status).toBe(201);
    const labelName = unique('Persisted label');
    const label = await send('POST', '/v2/labels', { body: { name: labelName } });
    expect(label.status).toBe(201);

    const folders = await send('GET', '/v2/folders');
    expect(folders.body).toContainEqual(expect.objectContaining({ id: folder.body.id, name: folderName }));
    expect((await send('GET', `/v2/folders/${folder.body.id}`)).body.name).toBe(folderName);
    const domains = await send('GET', '/v2/domains');
    expect(domains.body).toContainEqual(
      expect.objectContaining({ id: domain.body.id, folderId: folder.body.id }),
    );
    expect((await send('GET', `/v2/domains/${domain.body.id}`)).status).toBe(200);
    const labels = await send('GET', '/v2/labels');
    expect(labels.body).toContainEqual(expect.objectContaining({ id: label.body.id, name: labelName }));
  });

  it('restores the seed on POST /__mock/reset', async () => {
    const name = unique('Folder before reset');
    const created = await send('POST', '/v2/folders', { body: { name } });
    expect(created.status).toBe(201);
    expect((await send('GET', '/v2/folders')).body).toContainEqual(expect.objectContaining({ name }));

    const reset = await send('POST', '/__mock/reset', { key: null });
    expect(reset.status).toBe(200);

    const folders = await send('GET', '/v2/folders');
    expect(folders.body).not.toContainEqual(expect.objectContaining({ name }));
    expect((await send('GET', `/v2/folders/${created.body.id}`)).status).toBe(404);
    // The fixtures still name real items after a reset.
    expect((await send('GET', fill('/v2/folders/{folderId}'))).status).toBe(200);
  });
});

describe('the stub server compresses as a production service does', () => {
  /** A raw GET of `path` (no client that decodes for us), with `acceptEncoding` if given. */
  function rawGet(path: string, acceptEncoding?: string) {
    return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers: Record<string, string> = { Authorization: DEMO_API_KEY, Accept: 'application/json' };
      if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
      get(`${server.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('gzips a JSON answer for a client that accepts gzip, and sends it plain to one that does not', async () => {
    const gzipped = await rawGet('/v3/web-audits?withRuns=true&runsLimit=2', 'gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    const plain = await rawGet('/v3/web-audits?withRuns=true&runsLimit=2');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(() => JSON.parse(plain.body.toString())).not.toThrow();
  });

  it.each<[string | undefined, boolean]>([
    ['gzip', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('Accept-Encoding %j accepts gzip: %j', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
