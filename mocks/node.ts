import { setupServer } from 'msw/node';
import { mockOptions } from './db/seed';
import type { MockOptions } from './db/types';
import { createMockRuntime } from './runtime';

/** The mock under msw/node for unit and route tests. */
export function createTestMock(options: Partial<MockOptions> = {}) {
  const runtime = createMockRuntime(mockOptions(options));
  const server = setupServer(...runtime.handlers);
  return { ...runtime, server };
}
