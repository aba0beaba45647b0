import { afterEach, beforeEach, vi } from 'vitest';
import { scheduledExportStore } from '@mocks/db/factories/scheduled-exports';
import { scheduledExportHandlers } from '@mocks/handlers/scheduled-exports';
import { scheduleHandlers } from '@mocks/handlers/schedules';
import { createRoute } from '@mocks/lib/route';
import { SEED_DAY, TEST_NOW } from '@mocks/lib/test-clock';
import { routeTestMock } from './route-test-mock';

/**
 * The mock of a scheduled-export route test file (see routeTestMock): Date pinned at TEST_NOW (next
 * runs are counted from it; timers stay real), the scheduled-export and schedule handlers first.
 */
export function scheduledExportTestMock() {
  const mock = routeTestMock({ now: SEED_DAY });
  const route = createRoute(mock.ref);
  beforeEach(() => {
    vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
    mock.server.use(...scheduledExportHandlers(route), ...scheduleHandlers(route));
  });
  afterEach(() => vi.useRealTimers());
  return { mock, store: () => scheduledExportStore(mock.ref.current) };
}
