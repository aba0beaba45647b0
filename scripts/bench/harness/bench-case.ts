/** One benchmark case, parsed from the page URL. */
export type BenchCase =
  | { kind: 'virtual'; rows: number }
  | { kind: 'naive'; rows: number }
  | { kind: 'chart'; points: number; slowMs: number }
  | { kind: 'polyline'; points: number }
  | { kind: 'recharts'; points: number };

/** Default number of table rows and chart points when the URL does not give them. */
export const DEFAULT_ROWS = 10_000;
export const DEFAULT_POINTS = 5_000;

/** A positive integer query parameter, or `fallback` when absent; throws on anything else. */
function countParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`?${name}= must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * `?slowMs=N` (the benchmark's `--inject-slowdown`, read by the harness only): the chart spins for
 * N ms of main-thread work before it is painted, so the check's self-test has a known regression to
 * find. 0 without it.
 */
function slowParam(params: URLSearchParams): number {
  const raw = params.get('slowMs');
  if (raw === null) return 0;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 10_000)
    throw new Error(`?slowMs= must be a number of ms between 0 and 10,000, got "${raw}"`);
  return value;
}

/** The case named by `?case=virtual|naive|chart|polyline|recharts` with its `?rows=`, `?points=` (and `?slowMs=`); throws on an unknown case. */
export function parseBenchCase(search: string): BenchCase {
  const params = new URLSearchParams(search);
  const kind = params.get('case');
  if (kind === 'virtual' || kind === 'naive') return { kind, rows: countParam(params, 'rows', DEFAULT_ROWS) };
  if (kind === 'chart')
    return { kind, points: countParam(params, 'points', DEFAULT_POINTS), slowMs: slowParam(params) };
  if (kind === 'polyline' || kind === 'recharts')
    return { kind, points: countParam(params, 'points', DEFAULT_POINTS) };
  throw new Error(`Unknown ?case="${kind ?? ''}": use virtual, naive, chart, polyline or recharts`);
}

/** CSS selector of the element whose presence means the case's content has been committed. */
export function contentSelector(benchCase: BenchCase): string {
  switch (benchCase.kind) {
    case 'virtual':
    case 'naive':
      return 'tbody tr[aria-rowindex]';
    case 'chart':
    case 'recharts':
      return 'path.recharts-line-curve[d]';
    case 'polyline':
      return 'polyline[data-bench-line][points]';
  }
}
