import { afterAll, afterEach, vi } from 'vitest';
import { setDisplayZone } from '@/lib/display-zone';

// Test files of a project share their worker's modules (isolate: false in vite.config.ts): a file
// that faked the clock hands the next one real timers.
afterAll(() => {
  vi.useRealTimers();
});

// Times are shown in the browser's zone until a test's profile (or the test) says otherwise.
afterEach(() => {
  setDisplayZone(undefined);
});
