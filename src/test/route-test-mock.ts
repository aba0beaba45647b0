import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestMock } from '@mocks/node';
import type { MockOptions } from '@mocks/db/types';

/**
 * The mock of a route test file: msw/node listening for the whole file (an unhandled call fails
 * the test), its handlers and data reset after each test.
 */
export function routeTestMock(options: Partial<MockOptions> = {}) {
  const mock = createTestMock(options);
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    mock.server.resetHandlers();
    mock.reset();
  });
  afterAll(() => mock.server.close());
  return mock;
}
