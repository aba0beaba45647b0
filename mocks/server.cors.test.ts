// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@/api/demo';
import { mockOptions } from './db/seed';
import { mockCaller } from './lib/test-call';
import { startMockServer } from './server';

type Server = Awaited<ReturnType<typeof startMockServer>>;

const PAGE_ORIGIN = 'http://dashboard.test:4173';
const PREFLIGHT = {
  Origin: PAGE_ORIGIN,
  'Access-Control-Request-Method': 'GET',
  'Access-Control-Request-Headers': 'authorization',
};

const corsHeaderNames = (headers: Headers) =>
  [...headers.keys()].filter((name) => name.toLowerCase().startsWith('access-control-'));

let open: Server;
let closed: Server;

beforeAll(async () => {
  [open, closed] = await Promise.all([
    startMockServer({ port: 0, options: mockOptions() }),
    startMockServer({ port: 0, options: mockOptions(), cors: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([open?.close(), closed?.close()]);
});

describe('the stub server and cross-origin calls', () => {
  it('allows them by default: preflight 204 and Access-Control-Allow-Origin on answers', async () => {
    const preflight = await fetch(`${open.url}/v2/account`, { method: 'OPTIONS', headers: PREFLIGHT });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const answer = await fetch(`${open.url}/v2/account`, {
      headers: { Origin: PAGE_ORIGIN, Authorization: DEMO_API_KEY },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('with MOCK_CORS=off refuses the preflight and sends no Access-Control-* header at all', async () => {
    const preflight = await fetch(`${closed.url}/v2/account`, { method: 'OPTIONS', headers: PREFLIGHT });
    expect(preflight.status).toBe(403);
    expect(corsHeaderNames(preflight.headers)).toEqual([]);

    // Like a real service: it still answers, but nothing lets a browser on another origin read it.
    const answer = await fetch(`${closed.url}/v2/account`, {
      headers: { Origin: PAGE_ORIGIN, Authorization: DEMO_API_KEY },
    });
    expect(answer.status).toBe(200);
    expect(corsHeaderNames(answer.headers)).toEqual([]);
    const fixtures = await fetch(`${closed.url}/__mock/fixtures`);
    expect(fixtures.status).toBe(200);
    expect(corsHeaderNames(fixtures.headers)).toEqual([]);
  });
});

describe('the API key in the Authorization header', () => {
  const accountWith = async (authorization: string) =>
    (await fetch(`${closed.url}/v2/account`, { headers: { Authorization: authorization } })).status;

  it('is accepted bare or after an `api_key ` prefix in any case, by the stub server', async () => {
    expect(await accountWith(DEMO_API_KEY)).toBe(200);
    expect(await accountWith(`api_key ${DEMO_API_KEY}`)).toBe(200);
    expect(await accountWith(`API_KEY ${DEMO_API_KEY}`)).toBe(200);
    expect(await accountWith(`Api_Key   ${DEMO_API_KEY}`)).toBe(200);
  });

  it('is still refused when wrong, empty or under another scheme', async () => {
    expect(await accountWith('api_key not-a-key')).toBe(401);
    expect(await accountWith('api_key ')).toBe(401);
    expect(await accountWith(`Bearer ${DEMO_API_KEY}`)).toBe(401);
    expect(await accountWith(`api_key${DEMO_API_KEY}`)).toBe(401);
  });

  describe('by the embedded mock (msw/node)', () => {
    const mock = mockCaller();
    beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
    afterAll(() => mock.server.close());

    it('accepts the prefixed key too', async () => {
      expect((await mock.call('GET', '/v2/account', undefined, `api_key ${DEMO_API_KEY}`)).status).toBe(200);
      expect((await mock.call('GET', '/v2/account', undefined, `api_key wrong`)).status).toBe(401);
    });
  });
});
