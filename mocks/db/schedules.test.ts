import { describe, expect, it } from 'vitest';
import { nextOccurrence } from '@/lib/schedule';
import { SEED_DAY } from '../lib/test-clock';
import { changeSchedule, nextAuditRun, schedulesOf } from './schedules';
import { createDb, mockOptions } from './seed';
import { auditView, liveAudits } from './views';

describe("an audit's next run", () => {
  const db = createDb(mockOptions({ now: SEED_DAY }));
  const late = new Date(SEED_DAY + 17 * 3_600_000 + 50 * 60_000); // 17:50 UTC on the seed day

  it('is never in the past: the first occurrence of its schedule after now, as the calendar has it', () => {
    for (const audit of liveAudits(db)) {
      const next = nextAuditRun(db, audit, late);
      expect(next, audit.name).toBeDefined();
      expect(Date.parse(next!)).toBeGreaterThan(late.getTime());
      const schedule = schedulesOf(db).get(`AUDIT-${audit.id}`)!;
      expect(next).toBe(nextOccurrence(schedule, late)?.toISOString());
    }
  });

  it('moves with the clock: a week later it is a week’s occurrence on', () => {
    const audit = liveAudits(db)[0]!;
    const weekLater = new Date(late.getTime() + 7 * 86_400_000);
    expect(Date.parse(nextAuditRun(db, audit, weekLater)!)).toBeGreaterThan(weekLater.getTime());
  });

  it('follows a schedule changed through the calendar, and is gone while it is paused', () => {
    const fresh = createDb(mockOptions({ now: SEED_DAY }));
    const audit = liveAudits(fresh)[1]!;
    const key = `AUDIT-${audit.id}`;
    const schedule = schedulesOf(fresh).get(key)!;
    changeSchedule(fresh, key, { ...schedule, isPaused: true });
    expect(nextAuditRun(fresh, audit, late)).toBeUndefined();
    expect(auditView(fresh, audit).nextRun).toBeUndefined();
    changeSchedule(fresh, key, { ...schedule, recurrenceRule: 'FREQ=DAILY', dtStart: '2026-01-01T23:15:00' });
    expect(nextAuditRun(fresh, audit, late)).toBe(
      nextOccurrence(
        { ...schedule, recurrenceRule: 'FREQ=DAILY', dtStart: '2026-01-01T23:15:00' },
        late,
      )?.toISOString(),
    );
  });
});
