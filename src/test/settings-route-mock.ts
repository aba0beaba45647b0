import type { MockOptions } from '@mocks/db/types';
import { routeTestMock } from './route-test-mock';

/**
 * The mock of a settings route test file (see routeTestMock), with the settings routes loaded once
 * so the first test does not wait for their transform.
 */
export function settingsRouteMock(options: Partial<MockOptions> = {}) {
  return routeTestMock(options, { preload: () => import('@/features/settings/routes') });
}
