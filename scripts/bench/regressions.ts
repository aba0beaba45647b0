// `--check`: compare this run's figures with the committed run's and flag what got worse.
import type { Figure, Unit } from './figures';
import type { Spread } from './stats';

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

/** A ratio not judged: its reference's median moved further than the committed run's own spread of it. */
export interface MovedReference {
  id: string;
  label: string;
  reference: string;
  /** The reference's median then (with its min–max) and now. */
  previous: Spread;
  current: number;
}

/** The outcome of comparing a run with the committed one. */
export interface Comparison {
  regressions: Regression[];
  /** Figures compared. */
  compared: number;
  /** Figures of this run the committed run does not have (not compared). */
  missing: string[];
  /** Figures whose reference moved, so their ratio says nothing about the app (reported, not judged). */
  referenceMoved: MovedReference[];
}

/** How much worse `current` is than `previous` (a fraction; 0 when not worse), given which way is better. */
export function worsening(previous: number, current: number, better: Figure['better']): number {
  const delta = better === 'lower' ? current - previous : previous - current;
  if (delta <= 0) return 0;
  return previous === 0 ? Number.POSITIVE_INFINITY : delta / Math.abs(previous);
}

/** Whether the reference's median moved by more than the committed run's spread of it (max − min). */
function referenceMoved(old: Figure, figure: Figure): boolean {
  const [then, now] = [old.referenceSpread, figure.referenceSpread];
  if (!then || !now) return false;
  return Math.abs(now.median - then.median) > then.max - then.min;
}

/** Whether `figure`'s median lies outside the committed run's min–max spread, on the worse side. */
function outsideSpread(old: Figure, figure: Figure): boolean {
  const { min, max } = old.spread ?? { min: old.value, max: old.value };
  return figure.better === 'lower' ? figure.value > max : figure.value < min;
}

/**
 * Flag every figure of `current` that is worse than the same figure of `previous` beyond doubt: its
 * median outside the committed run's min–max spread, and more than {@link REGRESSION_THRESHOLD} worse
 * (by its ratio to the reference when both runs have one, else by value) and above the unit's noise
 * floor. A ratio whose reference moved more than its own spread is listed as such, not judged.
 */
export function findRegressions(current: readonly Figure[], previous: readonly Figure[]): Comparison {
  const before = new Map(previous.map((figure) => [figure.id, figure]));
  const regressions: Regression[] = [];
  const missing: string[] = [];
  const moved: MovedReference[] = [];
  let compared = 0;
  for (const figure of current) {
    const old = before.get(figure.id);
    if (!old) {
      missing.push(figure.id);
      continue;
    }
    compared++;
    const byRatio = figure.ratio !== null && old.ratio !== null;
    if (byRatio && referenceMoved(old, figure)) {
      moved.push({
        id: figure.id,
        label: figure.label,
        reference: figure.reference ?? 'reference',
        previous: old.referenceSpread!,
        current: figure.referenceSpread!.median,
      });
      continue;
    }
    const [was, now] = byRatio ? [old.ratio!, figure.ratio!] : [old.value, figure.value];
    const worse = worsening(was, now, figure.better);
    // The worsening in the figure's own unit: the relative change applied to the old value.
    const amount = Number.isFinite(worse) ? worse * Math.abs(old.value) : Math.abs(figure.value - old.value);
    if (outsideSpread(old, figure) && worse > REGRESSION_THRESHOLD && amount > NOISE_FLOOR[figure.unit])
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
  return { regressions, compared, missing, referenceMoved: moved };
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
