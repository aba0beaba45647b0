/** What a print header says about the screen besides its name: the audit and run it shows. */
export interface PrintFacts {
  /** The audit's name. */
  audit?: string | undefined;
  /** The run, with its date (`50248 · started 12 Nov 2026, 09:30`). */
  run?: string | undefined;
  /** Several runs side by side (a comparison), each with its role: `{ label: 'Base run', run: runFact(…) }`. */
  runs?: ReadonlyArray<{ label: string; run: string }> | undefined;
}

/** Query keys that page or lay out a view rather than narrow it. */
const LAYOUT_KEYS = /(^|\.)(page|size|tab)$/;

/**
 * The filters in effect, from the address's query string: each `name value` but paging, in order
 * (`status 404`, `url contains: shop`); none when the view is unfiltered.
 */
export function filtersInEffect(search: string): string[] {
  return [...new URLSearchParams(search)]
    .filter(([key, value]) => value !== '' && !LAYOUT_KEYS.test(key))
    .map(([key, value]) => `${key}: ${value}`);
}

/** A run as a print header names it: its id, and its start when known (`50248 · started 12 Nov 2026, 09:30`). */
export const runFact = (runId: number, started?: string): string =>
  started ? `${runId} · started ${started}` : String(runId);
