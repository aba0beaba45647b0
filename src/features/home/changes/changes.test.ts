import { describe, expect, it } from 'vitest';
import type { AuditLatestRuns } from '@/api/audits/schemas';
import { changedPairs, pairRunIds, risingTotals } from './changes';

const run = (id: number, completed: string | undefined, totalUrl = 10, score = 80) => ({
  id,
  webAuditId: 1,
  userId: 1,
  started: completed ?? '2026-11-27T00:00:00.000Z',
  completed,
  score,
  totalUrl,
  taggedUrl: totalUrl,
  limit: 100,
  adobeAuditor: false,
  silentMode: false,
});
const audit = (id: number, runs: AuditLatestRuns['runs']): AuditLatestRuns => ({
  id,
  name: `Audit ${id}`,
  runs,
});
const since = Date.parse('2026-11-25T00:00:00.000Z');

describe('changedPairs', () => {
  it('pairs each audit’s latest scored run of the period with the scored run before it, newest first', () => {
    const pairs = changedPairs(
      [
        audit(1, [run(11, '2026-11-20T00:00:00.000Z'), run(12, '2026-11-26T00:00:00.000Z')]),
        // A failed run (no pages) and a running one are skipped.
        audit(2, [
          run(21, '2026-11-24T00:00:00.000Z'),
          run(22, '2026-11-27T00:00:00.000Z'),
          run(23, '2026-11-27T06:00:00.000Z', 0),
          run(24, undefined),
        ]),
        // Latest run before the period: not checked.
        audit(3, [run(31, '2026-11-20T00:00:00.000Z'), run(32, '2026-11-21T00:00:00.000Z')]),
        // One run only: nothing to compare.
        audit(4, [run(41, '2026-11-26T00:00:00.000Z')]),
      ],
      since,
    );
    expect(pairs.map(({ auditId, baseRunId, headRunId }) => [auditId, baseRunId, headRunId])).toEqual([
      [2, 21, 22],
      [1, 11, 12],
    ]);
    expect(pairRunIds(pairs)).toEqual([22, 21, 12, 11]);
  });
});

describe('risingTotals', () => {
  it('flags each kind whose total rose, and skips totals the service did not give', () => {
    const pairs = changedPairs(
      [audit(1, [run(11, '2026-11-20T00:00:00.000Z'), run(12, '2026-11-26T00:00:00.000Z')])],
      since,
    );
    const totals = new Map([
      [11, { brokenPages: 3, uniqueTags: 9, unapprovedCookies: 1, ruleFailures: 40 }],
      [12, { brokenPages: 5, uniqueTags: 9, unapprovedCookies: undefined, ruleFailures: 39 }],
    ]);
    const rising = risingTotals(pairs, totals);
    expect(rising.broken.map(({ from, to }) => [from, to])).toEqual([[3, 5]]);
    expect(rising.tags).toEqual([]);
    expect(rising.cookies).toEqual([]);
    expect(rising.rules).toEqual([]);
  });
});
