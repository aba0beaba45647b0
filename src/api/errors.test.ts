import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request } from './client';
import { isOutsideSpec, isUnavailableOnService } from './errors';
import { initSession, signIn } from './session';

const BASE = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  initSession({ baseUrl: BASE });
  signIn({ apiKey: 'test-key', baseUrl: BASE, remember: false });
});

describe('isOutsideSpec', () => {
  it.each<[string, string, boolean]>([
    ['GET', '/v3/webhooks/deliveries', true],
    ['GET', '/v3/web-journeys/12/runs/5/info', true],
    ['get', '/v3/web-journeys/12/runs/5/screenshots/thumbnail?actionSequenceId=2', true],
    ['GET', '/v3/exports/scheduled/4', true],
    // The spec has PUT of the same path, and the grid run history.
    ['PUT', '/v3/exports/scheduled/4', false],
    ['POST', '/v3/reports/grid/web-journey-runs', false],
    ['GET', '/v3/web-journeys/12/runs/5/info/extra', false],
    ['GET', '/v2/web-audits', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isOutsideSpec(method, path)).toBe(expected);
  });
});

/** The error `request` throws when the service answers `status` to `method path`. */
async function failureOf(method: 'GET' | 'POST', path: string, status: number) {
  server.use(
    http.all(`${BASE}${path.split('?')[0]}`, () =>
      HttpResponse.json({ message: 'Not found', details: 'No such operation' }, { status }),
    ),
  );
  return request(path, { method }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('an operation the service does not have', () => {
  it.each([404, 405, 501])(
    'outside the spec, %i says "not available" and keeps the service’s words',
    async (status) => {
      const error = await failureOf('GET', '/v3/webhooks/deliveries', status);
      expect(isUnavailableOnService(error)).toBe(true);
      expect(error).toMatchObject({
        status,
        method: 'GET',
        message: `Not available on this service: GET /v3/webhooks/deliveries answered ${status}`,
        details: 'Not found — No such operation',
      });
    },
  );

  it.each<[string, 'GET' | 'POST', string, number]>([
    ['a spec operation’s 404 (an unknown id)', 'GET', '/v2/web-audits/999', 404],
    ['a server error outside the spec', 'GET', '/v3/webhooks/deliveries', 500],
    ['another method of a path outside the spec', 'POST', '/v3/webhooks/deliveries', 404],
  ])('%s stays an error with the service’s message', async (_, method, path, status) => {
    const error = await failureOf(method, path, status);
    expect(isUnavailableOnService(error)).toBe(false);
    expect(error).toMatchObject({ status, message: 'Not found', details: 'No such operation' });
  });
});
