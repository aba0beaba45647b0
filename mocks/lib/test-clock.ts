/**
 * Fixed instants for tests, so that no test depends on the day it runs. The mock builds its data
 * around `now` (by default today at 00:00 UTC): tests pass `SEED_DAY` instead, and pin the clock
 * (`vi.useFakeTimers({ now: TEST_NOW, … })`) where the mock or the screen reads it.
 */

/** The day the test data is built around: 22 Nov 2026 00:00 UTC (the default seed's date). */
export const SEED_DAY = Date.UTC(2026, 10, 22);

/** A moment of that day to pin the clock at: 10:00 UTC, after every seeded run and export. */
export const TEST_NOW = SEED_DAY + 10 * 3_600_000;
