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

/** A spread of per-run ratios, with its middle half (25th–75th percentile, nearest rank). */
export interface PairedSpread extends Spread {
  p25: number;
  p75: number;
}

/** Median, min, max and quartiles of `ratios`, to 3 significant digits. */
function summarizeRatios(ratios: readonly number[]): PairedSpread {
  const digits = (value: number) => Number(value.toPrecision(3));
  return {
    median: digits(quantile(ratios, 0.5)),
    min: digits(Math.min(...ratios)),
    max: digits(Math.max(...ratios)),
    runs: ratios.length,
    p25: digits(quantile(ratios, 0.25)),
    p75: digits(quantile(ratios, 0.75)),
  };
}

/**
 * The per-run ratios `values[i] ÷ references[i]` of interleaved runs (each run's figure and its
 * reference saw the same load on the machine), summarized to 3 significant digits; runs whose
 * reference is under `floor` are left out (null when none is left).
 */
export function pairedRatios(
  values: readonly number[],
  references: readonly number[],
  floor = 0.1,
): PairedSpread | null {
  const ratios = values.flatMap((value, run) => {
    const ratio = ratioTo(value, references[run] ?? Number.NaN, floor);
    return ratio === null ? [] : [ratio];
  });
  return ratios.length === 0 ? null : summarizeRatios(ratios);
}

/**
 * The quantiles of `values` ÷ the median of `references`, as a {@link PairedSpread}: for cases whose
 * runs vary each on its own (a page each), where pairing a run with its reference's would add the
 * reference's noise to the figure's. The reference's median carries the host's speed.
 */
export function ratioOfMedians(
  values: readonly number[],
  references: readonly number[],
): PairedSpread | null {
  const reference = quantile(references, 0.5);
  if (!(reference >= 0.1) || values.length === 0) return null;
  return summarizeRatios(values.map((value) => value / reference));
}
