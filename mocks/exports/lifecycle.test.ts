// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDb, mockOptions } from '../db/seed';
import { exportLifecycle, exportProgress, liveExportsOf, settleExports } from './lifecycle';

const timeline = { queuedMs: 1000, runningMs: 4000 };
const at = 1_800_000_000_000;

describe('exportLifecycle', () => {
  it('is queued, then in progress with a growing share, then completed', () => {
    expect(exportLifecycle(at, at, timeline, 10)).toEqual({ status: 'queued', progressPercent: 0 });
    expect(exportLifecycle(at, at + 999, timeline, 10)).toEqual({ status: 'queued', progressPercent: 0 });
    expect(exportLifecycle(at, at + 1000, timeline, 10)).toEqual({
      status: 'in_progress',
      progressPercent: 1,
    });
    expect(exportLifecycle(at, at + 3000, timeline, 10)).toEqual({
      status: 'in_progress',
      progressPercent: 50,
    });
    expect(exportLifecycle(at, at + 4999, timeline, 10)).toEqual({
      status: 'in_progress',
      progressPercent: 99,
    });
    expect(exportLifecycle(at, at + 5000, timeline, 10)).toEqual({
      status: 'completed',
      progressPercent: 100,
    });
    expect(exportLifecycle(at, at + 60_000, timeline, 10)).toEqual({
      status: 'completed',
      progressPercent: 100,
    });
  });

  it('ends without data when the query matched no row', () => {
    expect(exportLifecycle(at, at + 5000, timeline, 0)).toEqual({ status: 'no_data', progressPercent: 100 });
  });

  it('completes at once with a zero timeline', () => {
    expect(exportLifecycle(at, at, { queuedMs: 0, runningMs: 0 }, 3).status).toBe('completed');
  });

  it('never goes back as the clock moves on', () => {
    const order = ['queued', 'in_progress', 'completed'];
    let last = 0;
    for (let t = at; t <= at + 6000; t += 250) {
      const { status, progressPercent } = exportLifecycle(at, t, timeline, 5);
      expect(order.indexOf(status)).toBeGreaterThanOrEqual(last);
      last = order.indexOf(status);
      expect(progressPercent).toBeGreaterThanOrEqual(0);
      expect(progressPercent).toBeLessThanOrEqual(100);
    }
  });
});

describe('settleExports', () => {
  it('moves a started export row through its states and stops tracking it once finished', () => {
    const db = createDb(mockOptions({ runTimeline: timeline }));
    const row = db.exports.insert({
      ...db.exports.all()[0]!,
      exportStatus: 'queued',
      dateExported: new Date(at).toISOString(),
    });
    liveExportsOf(db).set(row.id, { exportId: row.id, requestedAt: at, rowCount: 3 });

    settleExports(db, at + 500);
    expect(db.exports.get(row.id)?.exportStatus).toBe('queued');
    expect(exportProgress(db, db.exports.get(row.id)!, at + 500)).toBe(0);

    settleExports(db, at + 2000);
    expect(db.exports.get(row.id)?.exportStatus).toBe('in_progress');
    expect(exportProgress(db, db.exports.get(row.id)!, at + 2000)).toBe(25);

    settleExports(db, at + 5000);
    expect(db.exports.get(row.id)?.exportStatus).toBe('completed');
    expect(liveExportsOf(db).has(row.id)).toBe(false);
    expect(exportProgress(db, db.exports.get(row.id)!)).toBe(100);
  });

  it('gives seeded exports a stable progress: 0 queued, a share in progress, 100 finished', () => {
    const db = createDb(mockOptions());
    for (const row of db.exports.all()) {
      const progress = exportProgress(db, row);
      if (row.exportStatus === 'queued') expect(progress).toBe(0);
      else if (row.exportStatus === 'in_progress') {
        expect(progress).toBeGreaterThan(0);
        expect(progress).toBeLessThan(100);
        expect(exportProgress(db, row)).toBe(progress);
      } else expect(progress).toBe(100);
    }
  });
});
