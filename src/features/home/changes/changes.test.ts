import { describe, expect, it } from 'vitest';
import type { PeriodRun, RunTotals } from '@/api/audits/period-runs';
import { auditsInPeriod, auditsWithoutBase } from '../runs/audits-in-period';
import { risingTotals } from './changes';

const run = (
  runId: number,
  auditId: number,
  completed: string,
  pages = 10,
  totals: RunTotals = {},
): PeriodRun => ({
  runId,
  auditId,
  auditName: `Audit ${auditId}`,
  completed,
  pages,
  score: pages > 0 ? 80 : undefined,
  stopped: false,
  totals,
});

describe('auditsInPeriod', () => {
  it("pairs each audit's latest scored run of the period with the scored run before it, from the period or before it", () => {
    const audits = auditsInPeriod(
      [
        run(12, 1, '2026-11-26T00:00:00.000Z'),
        run(22, 2, '2026-11-27T00:00:00.000Z'),
        // A failed run is the latest, not the one compared.
        run(23, 2, '2026-11-27T06:00:00.000Z', 0),
        run(21, 2, '2026-11-25T01:00:00.000Z'),
        // One run only: nothing to compare.
        run(41, 4, '2026-11-26T00:00:00.000Z'),
      ],
      [run(11, 1, '2026-11-20T00:00:00.000Z'), run(10, 1, '2026-11-13T00:00:00.000Z')],
    );
    expect(
      audits.map(({ auditId, latest, head, base }) => [auditId, latest.runId, head?.runId, base?.runId]),
    ).toEqual([
      [2, 23, 22, 21],
      // Finished at the same time: the higher run id first.
      [4, 41, 41, undefined],
      [1, 12, 12, 11],
    ]);
    expect(auditsWithoutBase(audits)).toEqual([4]);
  });
});

describe('risingTotals', () => {
  it('flags each kind whose total rose, and skips totals the service did not give', () => {
    const audits = auditsInPeriod(
      [run(12, 1, '2026-11-26T00:00:00.000Z', 10, { brokenPages: 5, uniqueTags: 9, ruleFailures: 39 })],
      [
        run(11, 1, '2026-11-20T00:00:00.000Z', 10, {
          brokenPages: 3,
          uniqueTags: 9,
          unapprovedCookies: 1,
          ruleFailures: 40,
        }),
      ],
    );
    const rising = risingTotals(audits);
    expect(rising.broken.map(({ from, to, baseAt }) => [from, to, baseAt])).toEqual([
      [3, 5, '2026-11-20T00:00:00.000Z'],
    ]);
    expect(rising.tags).toEqual([]);
    expect(rising.cookies).toEqual([]);
    expect(rising.rules).toEqual([]);
  });
});
