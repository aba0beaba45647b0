// `--check`: compare this run's figures with the committed run's and flag what got worse.
import type { Figure, Unit } from './figures';

/** Worse by more than this fraction (0.2 = 20 %) is a regression. */
export const REGRESSION_THRESHOLD = 0.2;

/**
 * The smallest worsening, in the figure's unit, that counts: below it a difference is timer and
 * scheduling noise, however large it is in percent (a 5 ms → 7 ms step is +40 %).
 */
export const NOISE_FLOOR: Record<Unit, number> = { ms: 2, KB: 1, score: 1, MB: 0.5, nodes: 50 };

/** A figure that got worse than the committed one. */
export interface Regression {
  id: string;
  label: string;
  /** Ratios to the reference when both runs have one (machine speed cancels), else the values. */
  compared: 'ratio' | 'value';
  previous: number;
  current: number;
  unit: Unit | '×';
  /** How much worse, in % (Infinity from zero). */
  worsePct: number;
}

/** The outcome of comparing a run with the committed one. */
export interface Comparison {
  regressions: Regression[];
  /** Figures compared. */
  compared: number;
  /** Figures of this run the committed run does not have (not compared). */
  missing: string[];
}

/** How much worse `current` is than `previous` (a fraction; 0 when not worse), given which way is better. */
export function worsening(previous: number, current: number, better: Figure['better']): number {
  const delta = better === 'lower' ? current - previous : previous - current;
  if (delta <= 0) return 0;
  return previous === 0 ? Number.POSITIVE_INFINITY : delta / Math.abs(previous);
}

/** Flag every figure of `current` more than {@link REGRESSION_THRESHOLD} worse than the same figure of `previous`. */
export function findRegressions(current: readonly Figure[], previous: readonly Figure[]): Comparison {
  const before = new Map(previous.map((figure) => [figure.id, figure]));
  const regressions: Regression[] = [];
  const missing: string[] = [];
  let compared = 0;
  for (const figure of current) {
    const old = before.get(figure.id);
    if (!old) {
      missing.push(figure.id);
      continue;
    }
    compared++;
    const byRatio = figure.ratio !== null && old.ratio !== null;
    const [was, now] = byRatio ? [old.ratio!, figure.ratio!] : [old.value, figure.value];
    const worse = worsening(was, now, figure.better);
    // The worsening in the figure's own unit: the relative change applied to the old value.
    const amount = Number.isFinite(worse) ? worse * Math.abs(old.value) : Math.abs(figure.value - old.value);
    if (worse > REGRESSION_THRESHOLD && amount > NOISE_FLOOR[figure.unit])
      regressions.push({
        id: figure.id,
        label: figure.label,
        compared: byRatio ? 'ratio' : 'value',
        previous: was,
        current: now,
        unit: byRatio ? '×' : figure.unit,
        worsePct: Number.isFinite(worse) ? Math.round(worse * 100) : Number.POSITIVE_INFINITY,
      });
  }
  return { regressions, compared, missing };
}

/** A plain-text table of the regressions, for the terminal. */
export function regressionTable(regressions: readonly Regression[]): string {
  const rows = [
    ['figure', 'compared', 'committed', 'now', 'worse'],
    ...regressions.map((regression) => [
      regression.label,
      regression.compared === 'ratio' ? 'ratio to reference' : 'value',
      `${regression.previous} ${regression.unit}`,
      `${regression.current} ${regression.unit}`,
      Number.isFinite(regression.worsePct) ? `+${regression.worsePct} %` : 'from 0',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
