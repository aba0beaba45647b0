// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets';
import { figuresOf, type Figure } from './figures';
import { readBaseline, summarize } from './outcome';
import { findRegressions, regressionTable, worsening } from './regressions';
import { appTable, benchResult, flat, lighthousePage } from './test-result';

const figure = (overrides: Partial<Figure> & Pick<Figure, 'id' | 'value'>): Figure => ({
  label: overrides.id,
  unit: 'ms',
  better: 'lower',
  ratio: null,
  ...overrides,
});
const flagged = (current: Figure[], previous: Figure[]) =>
  findRegressions(current, previous).regressions.map((regression) => regression.id);

describe('regressions against the committed run', () => {
  it('knows which way is worse: more time, fewer points', () => {
    expect(worsening(100, 130, 'lower')).toBeCloseTo(0.3);
    expect(worsening(100, 70, 'lower')).toBe(0);
    expect(worsening(95, 70, 'higher')).toBeCloseTo(25 / 95);
    expect(worsening(70, 95, 'higher')).toBe(0);
    expect(worsening(0, 5, 'lower')).toBe(Number.POSITIVE_INFINITY);
  });

  it('flags a figure more than 20 % worse, and not one 20 % worse or better', () => {
    const previous = [
      figure({ id: 'a', value: 100 }),
      figure({ id: 'b', value: 100 }),
      figure({ id: 'c', value: 100 }),
    ];
    const current = [
      figure({ id: 'a', value: 121 }),
      figure({ id: 'b', value: 120 }),
      figure({ id: 'c', value: 50 }),
    ];
    expect(flagged(current, previous)).toEqual(['a']);
  });

  it('flags a score that dropped by more than 20 %', () => {
    const score = (value: number) => figure({ id: 'score', value, unit: 'score', better: 'higher' });
    expect(flagged([score(70)], [score(95)])).toEqual(['score']);
    expect(flagged([score(80)], [score(95)])).toEqual([]);
  });

  it('compares ratios to the reference when both runs have one, so a slower machine is not a regression', () => {
    const slowerMachine = [figure({ id: 'frame', value: 18, ratio: 0.1 })];
    expect(flagged(slowerMachine, [figure({ id: 'frame', value: 9, ratio: 0.1 })])).toEqual([]);
    const worseApp = [figure({ id: 'frame', value: 18, ratio: 0.2 })];
    const comparison = findRegressions(worseApp, [figure({ id: 'frame', value: 9, ratio: 0.1 })]);
    expect(comparison.regressions).toMatchObject([
      { id: 'frame', compared: 'ratio', previous: 0.1, current: 0.2, worsePct: 100 },
    ]);
  });

  it('does not flag a median that stays inside the committed run’s min–max spread', () => {
    const noisy = figure({ id: 'chart', value: 100, spread: { min: 80, max: 140 } });
    expect(flagged([figure({ id: 'chart', value: 135 })], [noisy])).toEqual([]);
    expect(flagged([figure({ id: 'chart', value: 141 })], [noisy])).toEqual(['chart']);
  });

  it('reports a ratio whose reference moved beyond its own spread, and does not judge it', () => {
    const reference = (median: number) => ({ median, min: median - 5, max: median + 5, runs: 5 });
    const committed = figure({ id: 'rows', value: 100, ratio: 0.02, referenceSpread: reference(5000) });
    // The naive table ran 40 % faster this time: the ratio is 67 % "worse" with the app unchanged.
    const fasterReference = figure({
      id: 'rows',
      value: 100,
      ratio: 0.0333,
      referenceSpread: reference(3000),
    });
    const comparison = findRegressions([fasterReference], [committed]);
    expect(comparison.regressions).toEqual([]);
    expect(comparison.referenceMoved).toMatchObject([
      { id: 'rows', previous: { median: 5000 }, current: 3000 },
    ]);
    // The reference within its spread: the ratio is judged, and a slower app is flagged.
    const slowerApp = figure({ id: 'rows', value: 150, ratio: 0.03, referenceSpread: reference(5004) });
    expect(flagged([slowerApp], [committed])).toEqual(['rows']);
  });

  it('compares values when either run lacks a ratio', () => {
    expect(
      flagged(
        [figure({ id: 'tbt', value: 300, ratio: 3 })],
        [figure({ id: 'tbt', value: 100, ratio: null })],
      ),
    ).toEqual(['tbt']);
  });

  it('ignores a worsening smaller than the unit’s noise floor', () => {
    expect(flagged([figure({ id: 'fast', value: 7 })], [figure({ id: 'fast', value: 5 })])).toEqual([]);
    expect(flagged([figure({ id: 'fast', value: 8 })], [figure({ id: 'fast', value: 5 })])).toEqual(['fast']);
    expect(flagged([figure({ id: 'tbt', value: 40 })], [figure({ id: 'tbt', value: 0 })])).toEqual(['tbt']);
  });

  it('lists figures the committed run does not have instead of flagging them', () => {
    const comparison = findRegressions(
      [figure({ id: 'new', value: 500 }), figure({ id: 'old', value: 10 })],
      [figure({ id: 'old', value: 10 })],
    );
    expect(comparison).toEqual({ regressions: [], compared: 1, missing: ['new'], referenceMoved: [] });
  });

  it('prints what regressed, by how much, against what', () => {
    const [regression] = findRegressions(
      [figure({ id: 'x', label: 'Pages table: sweep median frame', value: 18, ratio: 0.2 })],
      [figure({ id: 'x', value: 9, ratio: 0.1 })],
    ).regressions;
    const table = regressionTable([regression!]);
    expect(table.split('\n')[0]).toMatch(/^figure\s+compared\s+committed\s+now\s+worse$/);
    expect(table).toMatch(/Pages table: sweep median frame\s+ratio to reference\s+0.1 ×\s+0.2 ×\s+\+100 %/);
  });
});

describe('figures of a result', () => {
  it('carries each browser figure’s ratio to its reference and which way is better', () => {
    const figures = figuresOf(benchResult({ pagesTable: appTable({ frame: 16 }) }));
    const byId = new Map(figures.map((entry) => [entry.id, entry]));
    expect(byId.get('pagesTable.sweepMedianFrame')).toMatchObject({
      value: 16,
      ratio: 0.2,
      better: 'lower',
      reference: 'naive table',
    });
    expect(byId.get('chart.render')).toMatchObject({ value: 120, ratio: 2 });
    expect(byId.get('lighthouse.mobile./audits.score')).toMatchObject({
      value: 92,
      better: 'higher',
      ratio: 0.92,
    });
    expect(byId.get('lighthouse.desktop./audits.tbt')).toMatchObject({ value: 40, ratio: 0.2 });
    expect(byId.get('engine.1000000.grouped')).toMatchObject({ value: 80, ratio: 0.8 });
    expect(byId.has('engine.100000.grouped')).toBe(false);
  });

  it('flags the table that got slower against the naive reference, not the chart that got faster', () => {
    const previous = figuresOf(benchResult());
    const current = figuresOf(
      benchResult({
        gridTable: appTable({ frame: 14 }),
        chart: { ...benchResult().chart!, renderMs: flat(90), ratio: 1.5 },
      }),
    );
    expect(flagged(current, previous)).toEqual(['gridTable.sweepMedianFrame']);
  });
});

describe('the verdict of --check', () => {
  const quiet = () => undefined;
  it('fails on a missed budget or a regression, and passes otherwise', () => {
    const result = benchResult();
    const figures = figuresOf(result);
    const baseline = { file: 'docs/benchmarks.json', date: '2026-11-25', figures };
    const inBudget = checkBudgets(result);
    expect(summarize({ budgets: inBudget, figures, baseline, log: quiet }).passed).toBe(true);
    const missed = [{ budget: 'Initial JS ≤ 130 KB gzip', measured: '131 KB', met: false }];
    expect(summarize({ budgets: missed, figures, baseline, log: quiet }).passed).toBe(false);
    const worse = figuresOf(
      benchResult({
        lighthouse: { ...result.lighthouse!, pages: [lighthousePage('desktop', { score: 70, tbt: 40 })] },
      }),
    );
    expect(summarize({ budgets: inBudget, figures: worse, baseline, log: quiet }).passed).toBe(false);
  });

  it('says so and checks budgets only when there is no committed result', () => {
    const lines: string[] = [];
    const baseline = readBaseline('/nonexistent/docs/benchmarks.json');
    const verdict = summarize({
      budgets: [],
      figures: figuresOf(benchResult()),
      baseline,
      log: (line) => lines.push(line),
    });
    expect(verdict).toMatchObject({ passed: true, comparison: null });
    expect(lines).toContain('benchmarks.json: no committed result; checking budgets only');
  });
});
