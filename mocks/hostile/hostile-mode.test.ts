// @vitest-environment node
/**
 * MOCK_HOSTILE=1 through the handlers: the same requests against a clean and a hostile database built
 * from the same seed. Hostile answers carry payloads where attackers write, keep ids, dates, enums
 * and paging, still parse with the dashboard's schemas, and do not change from one call to the next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from '@/lib/zod';
import { tagListSchema } from '@/api/audits/config-schemas';
import { auditSchema, webAuditSummaryListSchema } from '@/api/audits/schemas';
import { inboxMessagePageSchema } from '@/api/email-inboxes/schemas';
import { folderListSchema } from '@/api/folders/schemas';
import { gridResponseSchema } from '@/api/grid/query-schemas';
import { consoleLogSchema } from '@/api/pages/network-schemas';
import { pageCookiesSchema } from '@/api/pages/schemas';
import {
  jsVariablesPageSchema,
  requestDomainListSchema,
  runCookieListSchema,
  runPagesSchema,
} from '@/api/runs/schemas';
import { webJourneyListSchema } from '@/api/web-journeys/schemas';
import { createDb, mockOptions } from '../db/seed';
import { fixtures } from '../fixtures';
import { mockCaller, type Answer, type Method } from '../lib/test-call';
import { carriesPayload, scriptUrls } from './payloads';

const mock = mockCaller();
const cleanDb = mock.ref.current;
const hostileDb = createDb(mockOptions({ hostile: true }));
const { auditId, runId, emailInboxId, pageId } = fixtures(cleanDb).params;
const run = `/v3/web-audits/${auditId}/runs/${runId}`;
/** A page of the fixture run with console messages (found before the tests). */
let consolePage = `${run}/pages/${pageId}`;

beforeAll(async () => {
  mock.server.listen({ onUnhandledFrame: 'error' });
  const pages = (await call(false, 'GET', `${run}/pages`)).body.pages as { id: string }[];
  for (const { id } of pages) {
    const logs = await call(false, 'POST', `${run}/pages/${id}/console-log`, {});
    if (logs.body.consoleLogs.length > 0) {
      consolePage = `${run}/pages/${id}`;
      break;
    }
  }
});
afterAll(() => mock.server.close());

/** Call the mock with the clean or the hostile database. */
function call(hostile: boolean, method: Method, path: string, body?: unknown): Promise<Answer> {
  mock.ref.current = hostile ? hostileDb : cleanDb;
  return mock.call(method, path, body);
}

// The cases read whatever the handler answered.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

interface Case {
  method: 'GET' | 'POST';
  path: () => string;
  body?: unknown;
  /** The dashboard's schema of the answer. */
  schema: z.ZodMiniType;
  /** Strings an attacker writes, each of which must carry a payload. */
  attacker: (body: Body) => string[];
}

const cases: Record<string, Case> = {
  audits: {
    method: 'GET',
    path: () => '/v3/web-audits',
    schema: webAuditSummaryListSchema,
    attacker: (body) => body.map((audit: Body) => audit.auditName),
  },
  'an audit': {
    method: 'GET',
    path: () => `/v2/web-audits/${auditId}`,
    schema: auditSchema,
    attacker: (body) => [body.name, ...body.startingUrls],
  },
  'run pages': {
    method: 'GET',
    path: () => `${run}/pages`,
    schema: runPagesSchema,
    attacker: (body) => body.pages.map((page: Body) => page.url),
  },
  tags: { method: 'GET', path: () => '/v2/tags', schema: tagListSchema, attacker: (body) => body.map(name) },
  cookies: {
    method: 'GET',
    path: () => `${run}/cookies`,
    schema: runCookieListSchema,
    attacker: (body) => body.map((cookie: Body) => cookie.domain),
  },
  'page cookies': {
    method: 'GET',
    path: () => `${consolePage}/cookies`,
    schema: pageCookiesSchema,
    attacker: (body) => body.cookies.map((cookie: Body) => cookie.domain),
  },
  'console logs': {
    method: 'POST',
    path: () => `${consolePage}/console-log`,
    body: {},
    schema: consoleLogSchema,
    attacker: (body) => body.consoleLogs.map((log: Body) => log.message),
  },
  'JS variables': {
    method: 'GET',
    path: () => `${run}/javascript-variables`,
    schema: jsVariablesPageSchema,
    attacker: (body) => body.pages.flatMap((page: Body) => [page.pageUrl, page.variables[0].name]),
  },
  'request domains': {
    method: 'GET',
    path: () => `${run}/request-domains`,
    schema: requestDomainListSchema,
    attacker: (body) => body.map((domain: Body) => domain.domain),
  },
  'web journeys': {
    method: 'GET',
    path: () => '/v3/web-journeys',
    schema: webJourneyListSchema,
    attacker: (body) => body.map(name),
  },
  'email messages': {
    method: 'GET',
    path: () => `/v3/email-inboxes/${emailInboxId}/messages`,
    schema: inboxMessagePageSchema,
    attacker: (body) =>
      body.messages.flatMap((message: Body) => [message.subject, ...message.runs.map(auditName)]),
  },
  'grid pages': {
    method: 'POST',
    path: () => '/v3/reports/grid/pages',
    body: { columns: [{ columnId: 'PAGE_TITLE' }, { columnId: 'FINAL_PAGE_URL' }] },
    schema: gridResponseSchema,
    attacker: (body) => body.rows.flat(),
  },
  folders: {
    method: 'GET',
    path: () => '/v2/folders',
    schema: folderListSchema,
    attacker: (body) => body.map(name),
  },
};

function name(item: { name: string }) {
  return item.name;
}
function auditName(item: { auditName: string }) {
  return item.auditName;
}

/** Every string of an answer. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(strings);
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const enumValue = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
const idKey = /^(id|uuid)$|Ids?$|Uuid$/;
const enumKey = /^(status|type|level|action|partyType|sameSite|samesite|matchType|frequency)$|Type$|Status$/;

/** The leaves that must not change, by path: numbers, booleans, nulls, ids, dates, enums and metadata. */
function kept(value: unknown, key = '', path: string[] = [], out = new Map<string, unknown>()) {
  if (key === 'metadata') out.set(path.join('.'), value);
  else if (Array.isArray(value))
    value.forEach((item, index) => kept(item, key, [...path, String(index)], out));
  else if (value !== null && typeof value === 'object')
    Object.entries(value).forEach(([child, item]) => kept(item, child, [...path, child], out));
  else if (
    typeof value !== 'string' ||
    idKey.test(key) ||
    enumKey.test(key) ||
    isoDate.test(value) ||
    enumValue.test(value)
  )
    out.set(path.join('.'), value);
  return out;
}

/** The value at a dotted path. */
function at(value: unknown, path: string): unknown {
  if (path === '') return value;
  return path.split('.').reduce<unknown>((node, step) => (node as Record<string, unknown>)?.[step], value);
}

describe.each(Object.entries(cases))('MOCK_HOSTILE: %s', (_, { method, path, body, schema, attacker }) => {
  it('carries payloads in what attackers write, and keeps ids, dates, enums and paging', async () => {
    const clean = await call(false, method, path(), body);
    const hostile = await call(true, method, path(), body);
    expect(hostile.status).toBe(clean.status);
    const written = attacker(hostile.body);
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((text) => !carriesPayload(text))).toEqual([]);
    const protectedLeaves = kept(clean.body);
    expect(protectedLeaves.size).toBeGreaterThan(0);
    for (const [leaf, value] of protectedLeaves) expect(at(hostile.body, leaf), leaf).toEqual(value);
  });

  it("still parses with the dashboard's schema", async () => {
    const hostile = await call(true, method, path(), body);
    expect(schema.safeParse(hostile.body).error?.issues ?? []).toEqual([]);
  });

  it('answers the same request the same way twice', async () => {
    const first = await call(true, method, path(), body);
    const second = await call(true, method, path(), body);
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
  });

  it('changes nothing with MOCK_HOSTILE off', async () => {
    const clean = await call(false, method, path(), body);
    expect(strings(clean.body).filter(carriesPayload)).toEqual([]);
  });
});

describe('MOCK_HOSTILE: URLs and round trips', () => {
  it('serves both script URLs and https URLs carrying a payload', async () => {
    const urls: string[] = (await call(true, 'GET', `${run}/pages?size=200`)).body.pages.map(
      (page: { url: string }) => page.url,
    );
    expect(urls.filter((url) => scriptUrls.includes(url)).length).toBeGreaterThan(10);
    expect(urls.filter((url) => url.startsWith('https://') && carriesPayload(url)).length).toBeGreaterThan(
      10,
    );
  });

  it('finds a cookie from its hostile name and domain (the payloads are taken out of the request)', async () => {
    const cookies = (await call(true, 'GET', `${consolePage}/cookies`)).body.cookies as Body[];
    const cookie = cookies.find((item) => carriesPayload(item.name))!;
    const origin = await call(true, 'POST', `${consolePage}/cookies/origin`, {
      name: cookie.name,
      domain: cookie.domain,
    });
    expect(origin.status).toBe(200);
  });

  it('saves an edited name without the payload it was shown with', async () => {
    const folder = (await call(true, 'GET', '/v2/folders')).body[1] as Body;
    const stored = cleanDb.folders.get(folder.id)!.name;
    const saved = await call(true, 'PUT', `/v2/folders/${folder.id}`, { name: folder.name });
    expect(saved.status).toBe(200);
    expect(hostileDb.folders.get(folder.id)!.name).toBe(stored);
    expect(saved.body.name).toBe(folder.name);
  });
});

describe('MOCK_HOSTILE with MOCK_SCALE=large', () => {
  it('serves 1,000 of 100,000 pages, each with a payload', async () => {
    // How fast is measured by `npm run bench` on a quiet machine, not here: this checks the answer.
    const large = createDb(mockOptions({ hostile: true, scale: 'large' }));
    const audit = large.audits.all()[0]!;
    const largeRun = large.runs.get(audit.id)!.find((candidate) => candidate.totalUrl === 100_000)!;
    mock.ref.current = large;
    const pages = `/v3/web-audits/${audit.id}/runs/${largeRun.id}/pages`;
    const answer = await mock.call('GET', `${pages}?page=7&size=1000`);
    expect(answer.body.pages).toHaveLength(1000);
    expect(answer.body.pages.every((page: { url: string }) => carriesPayload(page.url))).toBe(true);
  });
});
