// Summary statistics of repeated measurements.

/** Median, min and max of repeated runs (rounded to 0.1). */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The value at quantile `q` (0–1) of `values`, by nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** Median, min and max of `values`. */
export function spread(values: readonly number[]): Spread {
  return {
    median: round(quantile(values, 0.5)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
    runs: values.length,
  };
}

/** Run `measure` `runs` times in sequence and collect the answers. */
export async function repeat<T>(runs: number, measure: (run: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let run = 0; run < runs; run++) answers.push(await measure(run));
  return answers;
}

/**
 * `value ÷ reference` to 3 significant digits (ratios to a heavy reference are small: 0.0213), or
 * null when the reference is under `floor` (too small to divide by).
 */
export function ratioTo(value: number, reference: number, floor = 0.1): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference < floor) return null;
  return Number((value / reference).toPrecision(3));
}
