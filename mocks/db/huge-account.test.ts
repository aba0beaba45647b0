// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queryGrid } from '../grid/engine';
import { SEED_DAY } from '../lib/test-clock';
import { readMockOptions } from '../options';
import { runData } from './run-data';
import { HUGE_ACCOUNT } from './scenarios';
import { createDb, mockOptions } from './seed';

const DAY = 86_400_000;
const WEEK = 7 * DAY;

describe('MOCK_SCENARIO=huge-account', () => {
  const db = createDb(mockOptions({ now: SEED_DAY, scenario: 'huge-account' }));
  const added = db.audits.all().filter((audit) => db.copies?.audits.has(audit.id));

  it('is 50,000 audits in 3,000 sub-folders, every added audit run weekly and in the last 7 days', () => {
    expect(readMockOptions({ MOCK_SCENARIO: 'huge-account' }).scenario).toBe('huge-account');
    expect(db.audits.size).toBe(HUGE_ACCOUNT.audits);
    expect(db.domains.size).toBe(HUGE_ACCOUNT.subFolders);
    for (const audit of added) {
      const runs = db.runs.get(audit.id)!;
      expect(runs).toHaveLength(HUGE_ACCOUNT.runsPerAudit);
      // In the last 7 days at any hour of the day: at 23:59 they begin 6 days before the day did.
      expect(Date.parse(runs[0]!.completed!)).toBeGreaterThan(SEED_DAY + DAY - WEEK);
      expect(Date.parse(runs[0]!.completed!)).toBeLessThanOrEqual(SEED_DAY);
      expect(Date.parse(runs[0]!.completed!) - Date.parse(runs[1]!.completed!)).toBe(WEEK);
      expect(Date.parse(audit.nextRun!)).toBeGreaterThan(SEED_DAY);
    }
  });

  it("spreads the demo's cases: failed runs, changed runs, and the planted newly broken audit", () => {
    const latest = added.map((audit) => db.runs.get(audit.id)![0]!);
    expect(latest.filter((run) => run.totalUrl === 0).length).toBeGreaterThan(10);
    const planted = added.find((audit) => audit.name.endsWith(`audit ${HUGE_ACCOUNT.plantedIndex + 1}`))!;
    const [head, base] = db.runs.get(planted.id)!;
    const answered = new Set(
      runData(db, planted.id, base!.id)!
        .pages.filter((page) => page.statusCode < 400)
        .map((page) => page.url),
    );
    const newlyBroken = runData(db, planted.id, head!.id)!.pages.filter(
      (page) => page.statusCode >= 400 && answered.has(page.url),
    );
    expect(newlyBroken.length).toBeGreaterThan(0);
    // Its latest run is the oldest of all: Home must check every audit to find it.
    const oldest = Math.min(...latest.map((run) => Date.parse(run.completed!)));
    expect(Date.parse(head!.completed!)).toBe(oldest);
  });

  it("answers a copied run's pages on the audit's own starting URLs, with the grid's totals from them", () => {
    const audit = added[123]!;
    const run = db.runs.get(audit.id)![0]!;
    const data = runData(db, audit.id, run.id)!;
    expect(data.pages).toHaveLength(run.totalUrl);
    expect(new URL(data.pages[0]!.url).host).toBe(new URL(audit.startingUrls[0]!).host);
    const answer = queryGrid(db, 'web-audit-runs', {
      columns: [{ columnId: 'AUDIT_RUN_ID' }, { columnId: 'PAGE_SUMMARY_BROKEN_FINAL_PAGE_COUNT' }],
      filters: {
        conditions: [
          { operator: 'integer_in', filteredColumn: { columnId: 'AUDIT_RUN_ID' }, args: [run.id] },
        ],
      },
    });
    expect(answer.rows).toEqual([[run.id, data.pages.filter((page) => page.statusCode >= 400).length]]);
  });
});
