import { mockOptions } from './db/seed';
import type { MockOptions } from './db/types';

type Source = Record<string, string | undefined>;

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * Read the knobs from a name → value source: `MOCK_SEED`, `MOCK_SCALE`, `MOCK_HOSTILE`,
 * `MOCK_LATENCY_MS`, `MOCK_FAILURE_RATE` (environment for the server; the browser maps its query
 * string `mock_seed` etc. onto the same names).
 */
export function readMockOptions(source: Source): MockOptions {
  const defaults = mockOptions();
  return mockOptions({
    seed: number(source.MOCK_SEED, defaults.seed),
    scale: source.MOCK_SCALE === 'large' ? 'large' : 'small',
    hostile: source.MOCK_HOSTILE === '1' || source.MOCK_HOSTILE === 'true',
    latencyMs: Math.max(0, number(source.MOCK_LATENCY_MS, 0)),
    failureRate: Math.min(1, Math.max(0, number(source.MOCK_FAILURE_RATE, 0))),
  });
}

/** Map a browser query string (`?mock_seed=7&mock_latency_ms=300`) onto the knob names. */
export function optionsFromSearch(search: string): Source {
  const source: Source = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.startsWith('mock_')) source[name.toUpperCase()] = value;
  }
  return source;
}
