// `--check`: compare this run's figures with the committed run's and flag what got worse.
import { ratioRange, type Figure, type Range, type Unit } from './figures';

/** Worse by more than this fraction (0.2 = 20 %) is a regression. */
export const REGRESSION_THRESHOLD = 0.2;

/**
 * The smallest worsening, in the figure's unit, that counts: below it a difference is timer and
 * scheduling noise, however large it is in percent (a 5 ms → 7 ms step is +40 %).
 */
export const NOISE_FLOOR: Record<Unit, number> = { ms: 2, KB: 1, score: 1, MB: 0.5, nodes: 50 };

/**
 * A figure whose committed spread is wider than this share of its median cannot tell a 20 % change
 * from noise (a "data arrived → first rows" of 55–94 ms in five runs): it is a finding, not judged.
 */
export const WIDE_SPREAD = 0.6;

/** A figure that got worse than the committed one. */
export interface Regression {
  id: string;
  label: string;
  /** Times by their ratio to the reference of the same run; bytes and counts by value. */
  compared: 'ratio' | 'value';
  previous: number;
  current: number;
  unit: Unit | '×';
  /** How much worse, in % (Infinity from zero). */
  worsePct: number;
}

/** A reference's median in the committed run and in this one: how the host differs. */
export interface Calibration {
  reference: string;
  previous: number;
  current: number;
}

/** A figure too noisy to judge: its committed spread is wider than {@link WIDE_SPREAD} of its median. */
export interface WideRatio {
  id: string;
  label: string;
  /** The committed spread, in the unit compared (× for a ratio). */
  spread: Range;
  committed: number;
  now: number;
}

/** The outcome of comparing a run with the committed one. */
export interface Comparison {
  regressions: Regression[];
  /** Figures compared. */
  compared: number;
  /** Figures of this run the committed run does not have (not compared). */
  missing: string[];
  /** Figures reported but not judged: scores, TBT, and times without the same reference in both runs. */
  notJudged: string[];
  /** Each reference, then and now: the host's speed against the committed run's. */
  calibration: Calibration[];
  /** Findings: figures whose committed spread is too wide to judge a 20 % change (not judged). */
  wideRatios: WideRatio[];
}

/** How much worse `current` is than `previous` (a fraction; 0 when not worse), given which way is better. */
export function worsening(previous: number, current: number, better: Figure['better']): number {
  const delta = better === 'lower' ? current - previous : previous - current;
  if (delta <= 0) return 0;
  return previous === 0 ? Number.POSITIVE_INFINITY : delta / Math.abs(previous);
}

/**
 * How a figure is judged: a time only by its ratio to the reference measured in the same run (an
 * absolute time moves with the host), bytes and counts by value, a score or a figure marked
 * `judged: false` (TBT) not at all (reported).
 */
export function judgedBy(figure: Figure): 'ratio' | 'value' | null {
  if (figure.unit === 'score' || figure.judged === false) return null;
  if (figure.unit === 'ms') return figure.ratio === null ? null : 'ratio';
  return 'value';
}

/** The committed figure's spread in the unit compared: its ratio's, or its value's. */
function committedRange(old: Figure, by: 'ratio' | 'value'): Range {
  if (by === 'value') return old.spread ?? { min: old.value, max: old.value };
  return (
    old.ratioSpread ??
    ratioRange(old.spread ?? null, old.referenceSpread) ?? { min: old.ratio!, max: old.ratio! }
  );
}

/** Whether `now` lies outside `range`, on the worse side. */
function outside(range: Range, now: number, better: Figure['better']): boolean {
  return better === 'lower' ? now > range.max : now < range.min;
}

/** Whether `range` spreads wider than {@link WIDE_SPREAD} of `median`. */
function spreadsWide(range: Range, median: number): boolean {
  return median > 0 && (range.max - range.min) / median > WIDE_SPREAD;
}

/** Each reference's median then and now (once per reference). */
function calibrationOf(current: readonly Figure[], before: Map<string, Figure>): Calibration[] {
  const seen = new Map<string, Calibration>();
  for (const figure of current) {
    const old = before.get(figure.id);
    if (
      !figure.reference ||
      seen.has(figure.reference) ||
      !figure.referenceSpread ||
      !old?.referenceSpread ||
      judgedBy(figure) !== 'ratio'
    )
      continue;
    if (old.reference !== figure.reference) continue;
    seen.set(figure.reference, {
      reference: figure.reference,
      previous: old.referenceSpread.median,
      current: figure.referenceSpread.median,
    });
  }
  return [...seen.values()];
}

/**
 * Flag every figure of `current` that is worse than the same figure of `previous` beyond doubt: by
 * its ratio to the reference for a time and by value for bytes and counts, outside the committed
 * run's spread, more than {@link REGRESSION_THRESHOLD} worse and above the unit's noise floor. A
 * reference that moved is the host, not the app: the ratio is judged all the same. A figure whose
 * committed spread is too wide to tell a 20 % change from noise is a finding instead.
 */
export function findRegressions(current: readonly Figure[], previous: readonly Figure[]): Comparison {
  const before = new Map(previous.map((figure) => [figure.id, figure]));
  const comparison: Comparison = {
    regressions: [],
    compared: 0,
    missing: [],
    notJudged: [],
    calibration: calibrationOf(current, before),
    wideRatios: [],
  };
  for (const figure of current) {
    const old = before.get(figure.id);
    if (!old) {
      comparison.missing.push(figure.id);
      continue;
    }
    const by = judgedBy(figure);
    // A ratio to another reference than the committed one's is another figure.
    const otherReference = by === 'ratio' && old.reference !== figure.reference;
    if (!by || (by === 'ratio' && old.ratio === null) || otherReference) {
      comparison.notJudged.push(figure.id);
      continue;
    }
    comparison.compared++;
    const [was, now] = by === 'ratio' ? [old.ratio!, figure.ratio!] : [old.value, figure.value];
    const worse = worsening(was, now, figure.better);
    // The worsening in the figure's own unit: the relative change applied to the old value.
    // Rounded to µs/bytes, so that 5 → 7 ms by ratio is the 2 ms it is, not 2.0000000004.
    const amount = +(
      Number.isFinite(worse) ? worse * Math.abs(old.value) : Math.abs(figure.value - old.value)
    ).toFixed(3);
    const committed = committedRange(old, by);
    if (spreadsWide(committed, was)) {
      comparison.wideRatios.push({
        id: figure.id,
        label: figure.label,
        spread: committed,
        committed: was,
        now,
      });
      continue;
    }
    if (
      outside(committed, now, figure.better) &&
      worse > REGRESSION_THRESHOLD &&
      amount > NOISE_FLOOR[figure.unit]
    )
      comparison.regressions.push({
        id: figure.id,
        label: figure.label,
        compared: by,
        previous: was,
        current: now,
        unit: by === 'ratio' ? '×' : figure.unit,
        worsePct: Number.isFinite(worse) ? Math.round(worse * 100) : Number.POSITIVE_INFINITY,
      });
  }
  return comparison;
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
