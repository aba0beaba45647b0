import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestMock } from '@mocks/node';
import type { MockOptions } from '@mocks/db/types';

/**
 * The mock of a settings route test file: listening for the whole file, the settings routes loaded
 * once (so the first test does not wait for their transform), its data rebuilt after each test.
 */
export function settingsRouteMock(options: Partial<MockOptions> = {}) {
  const mock = createTestMock(options);
  beforeAll(async () => {
    mock.server.listen({ onUnhandledFrame: 'error' });
    await import('@/features/settings/routes');
  }, 60_000);
  afterEach(() => {
    mock.server.resetHandlers();
    mock.reset();
  });
  afterAll(() => mock.server.close());
  return mock;
}
