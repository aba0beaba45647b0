import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { fileNameFromDisposition, request } from './client';
import { ApiError, isApiError, messageForStatus } from './errors';
import { initSession, signIn, signOut } from './session';

const BASE = 'http://api.test';
const KEY = 'test-key-123';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

beforeEach(() => {
  initSession({ baseUrl: BASE });
  signIn({ apiKey: KEY, baseUrl: BASE, remember: false });
});

/** Run a request that must fail and return its ApiError. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(isApiError(error), `expected an ApiError, got ${String(error)}`).toBe(true);
  return error as ApiError;
}

describe('request()', () => {
  it('sends the API key as the Authorization header, with no scheme prefix', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/v2/account`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ id: 1 });
      }),
    );

    await expect(request('/v2/account')).resolves.toEqual({ id: 1 });
    expect(seen?.get('Authorization')).toBe(KEY);
    expect(seen?.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    signOut();
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE}/v2/account`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );

    await request('/v2/account');
    expect(authorization).toBeNull();
  });

  it('joins the base URL, path and query: arrays repeat, null and undefined are dropped', async () => {
    initSession({ baseUrl: `${BASE}/api/` });
    signIn({ apiKey: KEY, baseUrl: `${BASE}/api/`, remember: false });
    let url = '';
    server.use(
      http.get(`${BASE}/api/v2/web-audits`, ({ request }) => {
        url = request.url;
        return HttpResponse.json([]);
      }),
    );

    await request('/v2/web-audits', {
      query: {
        ids: [3, 5],
        q: 'a b&c',
        withRuns: true,
        page: 0,
        skip: null,
        gone: undefined,
      },
    });

    expect(url).toBe(`${BASE}/api/v2/web-audits?ids=3&ids=5&q=a+b%26c&withRuns=true&page=0`);
    const params = new URL(url).searchParams;
    expect(params.getAll('ids')).toEqual(['3', '5']);
    expect(params.has('skip')).toBe(false);
    expect(params.has('gone')).toBe(false);
  });

  it('sends a JSON body with its content type and returns the parsed, schema-checked answer', async () => {
    let received: unknown;
    let contentType: string | null = null;
    server.use(
      http.post(`${BASE}/v2/folders`, async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        received = await request.json();
        return HttpResponse.json({ id: 7, name: 'New', extra: 'kept' }, { status: 201 });
      }),
    );

    const folder = await request('/v2/folders', {
      method: 'POST',
      body: { name: 'New' },
      schema: z.looseObject({ id: z.number(), name: z.string() }),
    });

    expect(received).toEqual({ name: 'New' });
    expect(contentType).toBe('application/json');
    expect(folder).toEqual({ id: 7, name: 'New', extra: 'kept' });
  });

  it('turns a 404 with the error body into an http ApiError carrying the body', async () => {
    const body = {
      timestamp: '2026-11-22T10:00:00Z',
      message: 'Audit 9 was not found',
      details: 'No audit with id 9 exists in this account',
      validationReport: { valid: false, issues: [] },
    };
    server.use(http.get(`${BASE}/v2/web-audits/9`, () => HttpResponse.json(body, { status: 404 })));

    const error = await failure(request('/v2/web-audits/9'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
    expect(error.message).toBe(body.message);
    expect(error.details).toBe(body.details);
    expect(error.validationReport).toEqual(body.validationReport);
    expect(error.timestamp).toBe(body.timestamp);
    expect(error.path).toBe('/v2/web-audits/9');
    expect(error.path).not.toContain(KEY);
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it('falls back to a message for the status when a 500 body is not JSON', async () => {
    server.use(
      http.get(
        `${BASE}/v2/account`,
        () =>
          new HttpResponse('<html>Internal Server Error</html>', {
            status: 500,
          }),
      ),
    );

    const error = await failure(request('/v2/account'));

    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe(messageForStatus(500));
    expect(error.message).toBe('The service had an internal error');
    expect(error.details).toBeUndefined();
  });

  it('uses a generic message for a status without a known text', async () => {
    server.use(http.get(`${BASE}/v2/account`, () => new HttpResponse(null, { status: 418 })));

    const error = await failure(request('/v2/account'));

    expect(error.status).toBe(418);
    expect(error.message).toBe('The service answered with status 418');
  });

  it('reads Retry-After (seconds) of a 503 into retryAfterSeconds', async () => {
    server.use(
      http.get(`${BASE}/v2/account`, () =>
        HttpResponse.json({ message: 'Busy' }, { status: 503, headers: { 'Retry-After': '7' } }),
      ),
    );

    const error = await failure(request('/v2/account'));

    expect(error.status).toBe(503);
    expect(error.message).toBe('Busy');
    expect(error.retryAfterSeconds).toBe(7);
  });

  it('reads an HTTP-date Retry-After as seconds from now', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z'), toFake: ['Date'] });
    const at = 'Sun, 22 Nov 2026 10:02:00 GMT';
    server.use(
      http.get(
        `${BASE}/v2/account`,
        () =>
          new HttpResponse(null, {
            status: 503,
            headers: { 'Retry-After': at },
          }),
      ),
    );

    const error = await failure(request('/v2/account'));

    expect(error.retryAfterSeconds).toBe(120);
  });

  it('reports a failed connection as a network error', async () => {
    server.use(http.get(`${BASE}/v2/account`, () => HttpResponse.error()));

    const error = await failure(request('/v2/account'));

    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/could not reach the service/i);
    expect(error.isClientError).toBe(false);
  });

  it('reports truncated JSON as a parse error', async () => {
    server.use(
      http.get(
        `${BASE}/v2/web-audits`,
        () =>
          new HttpResponse('[{"id": 1, "name": "Home pa', {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );

    const error = await failure(request('/v2/web-audits'));

    expect(error.kind).toBe('parse');
    expect(error.status).toBe(200);
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('reports an answer of the wrong shape as a parse error naming the failing path', async () => {
    const schema = z.object({
      items: z.array(z.object({ id: z.number(), name: z.string() })),
    });
    server.use(
      http.get(`${BASE}/v2/web-audits`, () =>
        HttpResponse.json({
          items: [
            { id: 1, name: 'ok' },
            { id: 'two', name: 'bad id' },
          ],
        }),
      ),
    );

    const error = await failure(request('/v2/web-audits', { schema }));

    expect(error.kind).toBe('parse');
    expect(error.message).toMatch(/shape/);
    expect(error.details).toContain('items[1].id');
  });

  it('returns undefined for 204 No Content', async () => {
    server.use(http.delete(`${BASE}/v2/folders/3`, () => new HttpResponse(null, { status: 204 })));

    await expect(request('/v2/folders/3', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reports a service slower than timeoutMs as a timeout', async () => {
    // The timeout strikes when the test says so, while the service has not answered: no real wait.
    const timeouts: number[] = [];
    const timer = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      timeouts.push(ms);
      return timer.signal;
    });
    let reached!: () => void;
    const waiting = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get(`${BASE}/v2/account`, async () => {
        reached();
        await delay('infinite');
        return HttpResponse.json({ id: 1 });
      }),
    );

    const pending = failure(request('/v2/account', { timeoutMs: 50 }));
    await waiting;
    timer.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    const error = await pending;

    expect(timeouts).toEqual([50]);
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeUndefined();
    expect(error.isClientError).toBe(false);
  });

  it("rethrows the caller's own abort instead of wrapping it", async () => {
    server.use(
      http.get(`${BASE}/v2/account`, async () => {
        await delay('infinite');
        return HttpResponse.json({ id: 1 });
      }),
    );
    const controller = new AbortController();
    const pending = request('/v2/account', { signal: controller.signal });
    controller.abort();

    const error = await pending.catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('ApiError.isClientError', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 499])('is true for HTTP %i', async (status) => {
    server.use(http.get(`${BASE}/v2/account`, () => HttpResponse.json({}, { status })));
    const error = await failure(request('/v2/account'));
    expect(error.isClientError).toBe(true);
  });

  it.each([500, 502, 503, 504])('is false for HTTP %i', async (status) => {
    server.use(http.get(`${BASE}/v2/account`, () => HttpResponse.json({}, { status })));
    const error = await failure(request('/v2/account'));
    expect(error.isClientError).toBe(false);
  });

  it('is false for errors without an HTTP status', () => {
    expect(new ApiError({ kind: 'network', message: 'down' }).isClientError).toBe(false);
    expect(new ApiError({ kind: 'timeout', message: 'slow' }).isClientError).toBe(false);
    expect(new ApiError({ kind: 'parse', status: 200, message: 'odd' }).isClientError).toBe(false);
  });
});

describe('fileNameFromDisposition', () => {
  it('reads quoted, plain and RFC 5987 names and drops any path', () => {
    expect(fileNameFromDisposition('attachment; filename="links-from.csv"')).toBe('links-from.csv');
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''caf%C3%A9.csv")).toBe('café.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });
});
