import { mockOptions } from './db/seed';
import type { MockOptions } from './db/types';

type Source = Record<string, string | undefined>;

/** The accounts `MOCK_SCENARIO` can name (the seeded one by default). */
const scenarios = ['seeded', 'empty', 'large-account', 'huge-account'] as const;

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

/**
 * Read the knobs from a name → value source: `MOCK_SEED`, `MOCK_SCALE`, `MOCK_SCENARIO`,
 * `MOCK_HOSTILE`, `MOCK_LATENCY_MS`, `MOCK_FAILURE_RATE` (environment for the server; the browser maps its query
 * string `mock_seed` etc. onto the same names).
 */
export function readMockOptions(source: Source): MockOptions {
  const defaults = mockOptions();
  return mockOptions({
    seed: number(source.MOCK_SEED, defaults.seed),
    scale: source.MOCK_SCALE === 'large' ? 'large' : 'small',
    scenario: scenarios.find((name) => name === source.MOCK_SCENARIO) ?? 'seeded',
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

/** The sessionStorage key under which the browser mock remembers its knobs for the tab. */
export const TAB_OPTIONS_KEY = 'site-audit-dashboard.mock-options';

/** The part of sessionStorage the browser mock uses. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The knobs of this tab: those of the query string when it names any (remembered in `storage`),
 * otherwise the ones remembered by an earlier load of the tab, so a reload or a direct visit to
 * another route keeps e.g. `?mock_hostile=1`.
 */
export function tabOptionsFromSearch(search: string, storage: TabStorage | undefined): Source {
  const fromSearch = optionsFromSearch(search);
  if (Object.keys(fromSearch).length > 0) {
    storage?.setItem(TAB_OPTIONS_KEY, JSON.stringify(fromSearch));
    return fromSearch;
  }
  return rememberedOptions(storage);
}

function rememberedOptions(storage: TabStorage | undefined): Source {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TAB_OPTIONS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => entry[0].startsWith('MOCK_') && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}
