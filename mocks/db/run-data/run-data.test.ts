// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb, mockOptions } from '../seed';
import { pageWithDetail, runData } from '.';

describe('run data', () => {
  const db = createDb(mockOptions());
  const audit = db.audits.all()[0]!;
  const run = db.runs.get(audit.id)!.find((r) => r.completed && r.totalUrl > 0)!;

  it('has as many pages as the run says, with unique ids stable across runs', () => {
    const data = runData(db, audit.id, run.id)!;
    expect(data.pages).toHaveLength(run.totalUrl);
    expect(new Set(data.pages.map((p) => p.id)).size).toBe(run.totalUrl);
    const other = db.runs.get(audit.id)!.find((r) => r.id !== run.id && r.totalUrl > 0)!;
    expect(runData(db, audit.id, other.id)!.pages[0]!.id).toBe(data.pages[0]!.id);
  });

  it('is deterministic: the same database gives the same pages and details', () => {
    const again = createDb(mockOptions());
    const a = runData(db, audit.id, run.id)!.pages[3]!;
    const b = runData(again, audit.id, run.id)!.pages[3]!;
    expect(b).toEqual(a);
    expect(pageWithDetail(again, audit.id, run.id, a.id)!.detail).toEqual(
      pageWithDetail(db, audit.id, run.id, a.id)!.detail,
    );
  });

  it('gives every page coherent detail: tags from its vendors, cookies set by its requests', () => {
    const page = runData(db, audit.id, run.id)!.pages[5]!;
    const { detail } = pageWithDetail(db, audit.id, run.id, page.id)!;
    expect(detail.tags.map((t) => t.vendor.tagId)).toEqual(page.vendors.map((v) => v.tagId));
    for (const cookie of detail.cookies) expect(detail.requests[cookie.setByHarEntryIndex]).toBeDefined();
    const levels = detail.console.reduce<Record<string, number>>(
      (acc, m) => ({ ...acc, [m.level]: (acc[m.level] ?? 0) + 1 }),
      {},
    );
    expect(levels.error ?? 0).toBe(page.consoleCounts.error);
    for (const request of detail.requests.slice(1))
      expect(request.parentIndex).toBeLessThan(request.harEntryIndex);
  });

  it('answers undefined for unknown runs and pages', () => {
    expect(runData(db, audit.id, 1)).toBeUndefined();
    expect(pageWithDetail(db, audit.id, run.id, 'nope')).toBeUndefined();
  });
});
