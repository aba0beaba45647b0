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
    const bytes = (id: string, value: number) => figure({ id, value, unit: 'KB' });
    const previous = [bytes('a', 100), bytes('b', 100), bytes('c', 100)];
    const current = [bytes('a', 121), bytes('b', 120), bytes('c', 50)];
    expect(flagged(current, previous)).toEqual(['a']);
  });

  it('reports scores, TBT and times without a reference, and judges none of them', () => {
    const score = (value: number) => figure({ id: 'score', value, unit: 'score', better: 'higher' });
    const comparison = findRegressions(
      [
        score(40),
        figure({ id: 'tbt', value: 300, ratio: 3 }),
        figure({ id: 'ms', value: 900 }),
        figure({ id: 'blocking', value: 900, ratio: 3, judged: false }),
      ],
      [
        score(95),
        figure({ id: 'tbt', value: 100, ratio: null }),
        figure({ id: 'ms', value: 100 }),
        figure({ id: 'blocking', value: 100, ratio: 1, judged: false }),
      ],
    );
    expect(comparison).toMatchObject({
      regressions: [],
      compared: 0,
      notJudged: ['score', 'tbt', 'ms', 'blocking'],
    });
    const chart = (ratio: number, reference: string) => figure({ id: 'chart', value: 100, ratio, reference });
    expect(findRegressions([chart(1.3, 'recharts alone')], [chart(0.5, 'polylines')]).notJudged).toEqual([
      'chart',
    ]);
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

  it('does not flag a ratio that stays inside the committed run’s spread of it', () => {
    // Runs of 80–140 ms against a reference of 100 ms: ratios 0.8–1.4.
    const noisy = figure({
      id: 'chart',
      value: 100,
      ratio: 1,
      spread: { min: 80, max: 140 },
      referenceSpread: { median: 100, min: 95, max: 105, runs: 5 },
    });
    expect(flagged([figure({ id: 'chart', value: 135, ratio: 1.35 })], [noisy])).toEqual([]);
    expect(flagged([figure({ id: 'chart', value: 141, ratio: 1.41 })], [noisy])).toEqual(['chart']);
  });

  it('judges a ratio whose reference moved (another host), and tells the host apart from the app', () => {
    const reference = (median: number) => ({ median, min: median * 0.95, max: median * 1.05, runs: 5 });
    const committed = figure({
      id: 'rows',
      label: 'rows',
      value: 100,
      spread: { min: 90, max: 110 },
      ratio: 0.02,
      referenceSpread: reference(5000),
      reference: 'naive table',
    });
    // A host 1.8× slower, the app unchanged: its ratio holds, nothing is flagged.
    const slowHost = figure({
      id: 'rows',
      value: 180,
      ratio: 0.02,
      ratioSpread: { min: 0.018, max: 0.022 },
      referenceSpread: reference(9000),
      reference: 'naive table',
    });
    const onSlowHost = findRegressions([slowHost], [committed]);
    expect(onSlowHost.regressions).toEqual([]);
    expect(onSlowHost.calibration).toEqual([{ reference: 'naive table', previous: 5000, current: 9000 }]);
    // The same host, and the app 50 % slower: flagged although the reference moved.
    const slowerApp = { ...slowHost, value: 270, ratio: 0.03, ratioSpread: { min: 0.029, max: 0.031 } };
    expect(flagged([slowerApp], [committed])).toEqual(['rows']);
  });

  it('does not judge a figure whose committed spread is too wide to tell 20 % from noise: a finding', () => {
    const committed = figure({
      id: 'rows',
      value: 75,
      ratio: 0.0105,
      ratioSpread: { min: 0.0099, max: 0.0171 },
    });
    const comparison = findRegressions([figure({ id: 'rows', value: 120, ratio: 0.019 })], [committed]);
    expect(comparison.regressions).toEqual([]);
    expect(comparison.wideRatios).toMatchObject([{ id: 'rows', committed: 0.0105, now: 0.019 }]);
  });

  it('ignores a worsening smaller than the unit’s noise floor', () => {
    const timed = (id: string, value: number) => figure({ id, value, ratio: value / 100 });
    expect(flagged([timed('fast', 7)], [timed('fast', 5)])).toEqual([]);
    expect(flagged([timed('fast', 8)], [timed('fast', 5)])).toEqual(['fast']);
    expect(flagged([timed('tbt', 40)], [timed('tbt', 0)])).toEqual(['tbt']);
  });

  it('lists figures the committed run does not have instead of flagging them', () => {
    const comparison = findRegressions(
      [figure({ id: 'new', value: 500, unit: 'KB' }), figure({ id: 'old', value: 10, unit: 'KB' })],
      [figure({ id: 'old', value: 10, unit: 'KB' })],
    );
    expect(comparison).toMatchObject({ regressions: [], compared: 1, missing: ['new'] });
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
    expect(byId.get('chart.work')).toMatchObject({ value: 120, ratio: 1.2, reference: 'recharts alone' });
    expect(byId.get('chart.painted')).toMatchObject({ value: 150, ratio: null });
    expect(byId.get('home.large.settled')).toMatchObject({ value: 3000, ratio: 1.5 });
    expect(byId.get('home.huge.settled')).toMatchObject({ value: 6000, ratio: 2 });
    expect(byId.get('home.huge.wire')).toMatchObject({ value: 2000, unit: 'KB', ratio: null });
    expect(byId.get('library.huge.firstRow')).toMatchObject({ value: 1500, ratio: 1.5 });
    expect(byId.get('lighthouse.mobile./audits.score')).toMatchObject({
      value: 92,
      better: 'higher',
      ratio: 0.92,
    });
    expect(byId.get('lighthouse.desktop./audits.tbt')).toMatchObject({ value: 40, ratio: 0.1 });
    expect(byId.get('engine.1000000.grouped')).toMatchObject({ value: 80, ratio: 0.8 });
    expect(byId.has('engine.100000.grouped')).toBe(false);
  });

  it('takes the ratio and its spread (the middle half) from the per-run ratios of interleaved runs', () => {
    const chart = {
      ...benchResult().chart!,
      ratio: 1.3,
      ratios: { median: 1.3, min: 1.2, max: 1.45, runs: 5 },
    };
    const [figure] = figuresOf(benchResult({ chart })).filter((entry) => entry.id === 'chart.work');
    expect(figure).toMatchObject({ ratio: 1.3, ratioSpread: { min: 1.2, max: 1.45 } });
  });

  it('flags the table that got slower against the naive reference, not the chart that got faster', () => {
    const previous = figuresOf(benchResult());
    const current = figuresOf(
      benchResult({
        gridTable: appTable({ frame: 10 }),
        chart: { ...benchResult().chart!, renderMs: flat(90), ratio: 0.9 },
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
        lighthouse: {
          ...result.lighthouse!,
          pages: [lighthousePage('mobile', { score: 92, tbt: 300, lcp: 1500 })],
        },
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
