import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { scheduledExportStore } from '@mocks/db/factories/scheduled-exports';
import { scheduledExportHandlers } from '@mocks/handlers/scheduled-exports';
import { scheduleHandlers } from '@mocks/handlers/schedules';
import { createRoute } from '@mocks/lib/route';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { createTestMock } from '@mocks/node';

/**
 * The mock of a scheduled-export route test file: Date pinned at TEST_NOW (next runs are counted
 * from it; timers stay real), the scheduled-export and schedule handlers, data reset after each test.
 */
export function scheduledExportTestMock() {
  const mock = createTestMock({ now: SEED_DAY });
  const route = createRoute(mock.ref);
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
    mock.server.use(...scheduledExportHandlers(route), ...scheduleHandlers(route));
  });
  afterEach(() => {
    vi.useRealTimers();
    mock.server.resetHandlers();
    mock.reset();
  });
  afterAll(() => mock.server.close());
  return { mock, store: () => scheduledExportStore(mock.ref.current) };
}
