import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestMock } from '@mocks/node';
import type { MockOptions } from '@mocks/db/types';
import { DEMO_API_KEY } from '@/api/demo';
import { setDisplayZone } from '@/lib/display-zone';
import { scenarios } from './scenario';

/** What a route test file loads once before its first test (a lazy route module). */
export interface RouteTestSetup {
  preload?: () => Promise<unknown>;
}

/**
 * The mock of a route test file: msw/node listening for the whole file (an unhandled call fails
 * the test), its handlers and data reset after each test, times in the signed-in profile's zone,
 * and the file's named `scenario`s.
 * `preload` loads a lazy route module once, so the first test does not wait for its transform.
 */
export function routeTestMock(options: Partial<MockOptions> = {}, { preload }: RouteTestSetup = {}) {
  const mock = createTestMock(options);
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  if (preload) beforeAll(() => preload(), 60_000);
  // A returning visitor: times start in the zone remembered from the signed-in profile (the demo
  // administrator's), so reading the profile moves nothing on screen mid-test.
  beforeEach(() => {
    const db = mock.ref.current;
    setDisplayZone(db.users.get(db.apiKeys.get(DEMO_API_KEY) ?? 0)?.timezone);
  });
  afterEach(() => {
    mock.server.resetHandlers();
    mock.reset();
  });
  afterAll(() => mock.server.close());
  return { ...mock, scenario: scenarios(mock) };
}
