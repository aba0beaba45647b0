import { afterAll, vi } from 'vitest';

// Test files of a project share their worker's modules (isolate: false in vite.config.ts): a file
// that faked the clock hands the next one real timers.
afterAll(() => {
  vi.useRealTimers();
});
