import { createDb } from './db/seed';
import type { MockOptions } from './db/types';
import { createHandlers, dbRef } from './handlers';
import { stopWebhooks } from './webhooks/scheduler';

/** A database, its handlers, and a reset that rebuilds the data from the same options. */
export function createMockRuntime(options: MockOptions, origin = '*') {
  const ref = dbRef(createDb(options));
  return {
    ref,
    handlers: createHandlers(ref, origin),
    reset: (next: Partial<MockOptions> = {}) => {
      stopWebhooks(ref.current);
      ref.current = createDb({ ...ref.current.options, ...next });
    },
  };
}
