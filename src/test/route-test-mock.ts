import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestMock } from '@mocks/node';
import type { MockOptions } from '@mocks/db/types';
import { scenarios } from './scenario';

/** What a route test file loads once before its first test (a lazy route module). */
export interface RouteTestSetup {
  preload?: () => Promise<unknown>;
}

/**
 * The mock of a route test file: msw/node listening for the whole file (an unhandled call fails
 * the test), its handlers and data reset after each test, and the file's named `scenario`s.
 * `preload` loads a lazy route module once, so the first test does not wait for its transform.
 */
export function routeTestMock(options: Partial<MockOptions> = {}, { preload }: RouteTestSetup = {}) {
  const mock = createTestMock(options);
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  if (preload) beforeAll(() => preload(), 60_000);
  afterEach(() => {
    mock.server.resetHandlers();
    mock.reset();
  });
  afterAll(() => mock.server.close());
  return { ...mock, scenario: scenarios(mock) };
}
