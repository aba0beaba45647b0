// @vitest-environment node
import { RRule } from 'rrule';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DST_CHANGES, dayAfter, instantAt } from '@/test/dst-changes';
import { FIRST_RUN_WITHIN_YEARS } from './recurrence-rule';
import {
  checkRecurrenceRule,
  describeSchedule,
  instantToLocal,
  isLocalDateTime,
  isTimeZone,
  localToInstant,
  nextOccurrence,
  occurrences,
  ruleSentence,
  ruleWithoutEnd,
  scheduleProblems,
  scheduleSentence,
  timeZones,
  toUtcDateTime,
} from './schedule';

const weeklyNewYork = {
  dtStart: '2026-10-26T09:00:00',
  recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO',
  tzId: 'America/New_York',
};

const utc = (list: Array<{ at: Date }>) => list.map((o) => toUtcDateTime(o.at));
const WEEK_MS = 7 * 86_400_000;

afterEach(() => {
  vi.restoreAllMocks();
});

// Every case is evaluated at fixed instants around the change, never at the machine's clock or in
// its zone: a weekly Sunday 09:00 schedule stays at 09:00 local while its UTC instant moves.
describe.each(DST_CHANGES)(
  'across the DST change of $day in $tzId',
  ({ tzId, day, before, after, inChange }) => {
    const schedule = {
      dtStart: `${dayAfter(day, -21)}T09:00:00`,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
      tzId,
    };
    const sundays = [dayAfter(day, -7), day, dayAfter(day, 7)];
    const offsets = [before, after, after];

    it('keeps 09:00 local, shifts the UTC instant by the change and marks the first run after it', () => {
      const seenFrom = new Date(`${dayAfter(day, -8)}T12:00:00Z`);
      const list = occurrences(schedule, { after: seenFrom, count: 3 });
      expect(list.map((o) => o.local)).toEqual(sundays.map((sunday) => `${sunday}T09:00:00`));
      expect(list.map((o) => o.offsetMinutes)).toEqual(offsets);
      expect(list.map((o) => o.offsetChanged)).toEqual([false, true, false]);
      expect(list.map((o) => o.at.getTime())).toEqual(
        sundays.map((sunday, i) => instantAt(`${sunday}T09:00:00`, offsets[i]!)),
      );
      expect(list[1]!.at.getTime() - list[0]!.at.getTime()).toBe(WEEK_MS - (after - before) * 60_000);
      expect(list[2]!.at.getTime() - list[1]!.at.getTime()).toBe(WEEK_MS);
      // Seen from the eve of the change, the next run is that Sunday at 09:00 local.
      const next = nextOccurrence(schedule, new Date(`${dayAfter(day, -1)}T12:00:00Z`));
      expect(next?.getTime()).toBe(instantAt(`${day}T09:00:00`, after));
      expect(instantToLocal(next!, tzId)).toBe(`${day}T09:00:00`);
      expect(localToInstant(`${day}T09:00:00`, tzId)?.getTime()).toBe(next?.getTime());
    });

    it('reads a time in the hour of the change with the offset before it: the first of a repeated hour, a skipped one later', () => {
      const wall = `${day}T${inChange}:00`;
      const first = instantAt(wall, before);
      expect(localToInstant(wall, tzId)?.getTime()).toBe(first);
      // Repeated (clocks back): that very time; skipped (clocks forward): later by the change.
      const shown = new Date(Date.parse(`${wall}Z`) + Math.max(0, after - before) * 60_000);
      expect(instantToLocal(new Date(first), tzId)).toBe(toUtcDateTime(shown).slice(0, 19));
      // A daily schedule at that time runs at that instant on the day of the change.
      const daily = { dtStart: `${dayAfter(day, -3)}T${inChange}:00`, recurrenceRule: 'FREQ=DAILY', tzId };
      expect(nextOccurrence(daily, new Date(`${dayAfter(day, -1)}T12:00:00Z`))?.getTime()).toBe(first);
    });
  },
);

describe('occurrences', () => {
  it('keeps 09:00 New York time across the November DST change', () => {
    const list = occurrences(weeklyNewYork, { count: 4 });
    expect(utc(list)).toEqual([
      '2026-10-26T13:00:00Z',
      '2026-11-02T14:00:00Z',
      '2026-11-09T14:00:00Z',
      '2026-11-16T14:00:00Z',
    ]);
    expect(list.map((o) => o.local)).toEqual([
      '2026-10-26T09:00:00',
      '2026-11-02T09:00:00',
      '2026-11-09T09:00:00',
      '2026-11-16T09:00:00',
    ]);
    expect(list.map((o) => o.zoneName)).toEqual(['EDT', 'EST', 'EST', 'EST']);
    expect(list.map((o) => o.offsetChanged)).toEqual([false, true, false, false]);
    expect(list[1]!.offsetMinutes).toBe(-300);
  });

  it('keeps 09:00 across the March change and marks it', () => {
    const list = occurrences({ ...weeklyNewYork, dtStart: '2027-03-01T09:00:00' }, { count: 3 });
    expect(utc(list)).toEqual(['2027-03-01T14:00:00Z', '2027-03-08T14:00:00Z', '2027-03-15T13:00:00Z']);
    expect(list.map((o) => o.offsetChanged)).toEqual([false, false, true]);
  });

  it('starts strictly after a given instant', () => {
    const after = new Date('2026-11-09T14:00:00Z');
    expect(utc(occurrences(weeklyNewYork, { after, count: 2 }))).toEqual([
      '2026-11-16T14:00:00Z',
      '2026-11-23T14:00:00Z',
    ]);
    expect(toUtcDateTime(nextOccurrence(weeklyNewYork, new Date('2026-11-22T06:00:00Z'))!)).toBe(
      '2026-11-23T14:00:00Z',
    );
  });

  it('skips exceptions, or lists them as skipped', () => {
    const schedule = { ...weeklyNewYork, exceptions: ['2026-11-02T09:00:00'] };
    expect(utc(occurrences(schedule, { count: 2 }))).toEqual([
      '2026-10-26T13:00:00Z',
      '2026-11-09T14:00:00Z',
    ]);
    const withSkipped = occurrences(schedule, { count: 2, includeSkipped: true });
    expect(withSkipped.map((o) => [o.local, o.skipped])).toEqual([
      ['2026-10-26T09:00:00', false],
      ['2026-11-02T09:00:00', true],
      ['2026-11-09T09:00:00', false],
    ]);
  });

  it('ends with COUNT, and with UNTIL read in the zone', () => {
    expect(
      occurrences({ ...weeklyNewYork, recurrenceRule: 'FREQ=DAILY;COUNT=3' }, { count: 10 }),
    ).toHaveLength(3);
    // 2026-11-09T14:00Z is 09:00 in New York: inclusive.
    const until = { ...weeklyNewYork, recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261109T140000Z' };
    expect(occurrences(until, { count: 10 }).map((o) => o.local.slice(0, 10))).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(nextOccurrence(until, new Date('2026-11-10T00:00:00Z'))).toBeUndefined();
  });

  it('runs every 15 minutes through the repeated hour of a fall-back day', () => {
    const list = occurrences(
      { dtStart: '2026-11-01T00:30:00', recurrenceRule: 'FREQ=HOURLY', tzId: 'America/New_York' },
      { count: 3 },
    );
    expect(utc(list)).toEqual(['2026-11-01T04:30:00Z', '2026-11-01T05:30:00Z', '2026-11-01T07:30:00Z']);
  });

  it('has none for an invalid schedule', () => {
    expect(occurrences({ ...weeklyNewYork, tzId: 'Mars/Olympus' }, { count: 3 })).toEqual([]);
    expect(occurrences({ ...weeklyNewYork, recurrenceRule: 'FREQ=SOMETIMES' }, { count: 3 })).toEqual([]);
    expect(occurrences({ ...weeklyNewYork, dtStart: '2026-10-26 09:00' }, { count: 3 })).toEqual([]);
  });

  it('answers at once for rules that never run: no search runs on towards the year 9999', () => {
    // rrule searches on to its last year (9999) unless told to stop, thousands of years for a rule
    // that never matches. The searches the schedule code starts are bounded, not timed, so this
    // does not depend on the machine's speed: ten years from the start, or a window moved close
    // to 9999 with the same calendar (which repeats every 28 years), so decades at most.
    const searches = vi.spyOn(RRule.prototype, 'all');
    for (const recurrenceRule of [
      'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
      'FREQ=MINUTELY;BYMONTH=4;BYMONTHDAY=31',
      'FREQ=HOURLY;INTERVAL=2;BYHOUR=4',
      'FREQ=MINUTELY;INTERVAL=2;BYMINUTE=3',
      'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6',
    ]) {
      expect(occurrences({ ...weeklyNewYork, recurrenceRule }, { count: 1 })).toEqual([]);
    }
    expect(searches).toHaveBeenCalled();
    for (const rule of searches.mock.contexts as RRule[]) {
      const { dtstart, until } = rule.options;
      const lastYear = until ? until.getUTCFullYear() : 9999;
      expect(lastYear - dtstart.getUTCFullYear()).toBeLessThan(FIRST_RUN_WITHIN_YEARS + 2 * 28);
    }
    // The same step from an even hour reaches 04:00.
    const even = {
      ...weeklyNewYork,
      dtStart: '2026-10-26T08:00:00',
      recurrenceRule: 'FREQ=HOURLY;INTERVAL=2;BYHOUR=4',
    };
    expect(occurrences(even, { count: 1 }).map((o) => o.local)).toEqual(['2026-10-27T04:00:00']);
  });

  it('finds rare dates: 29 February', () => {
    const leap = { ...weeklyNewYork, recurrenceRule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29' };
    expect(occurrences(leap, { count: 2 }).map((o) => o.local)).toEqual([
      '2028-02-29T09:00:00',
      '2032-02-29T09:00:00',
    ]);
  });
});

describe('validation', () => {
  it('reports each bad schedule field', () => {
    expect(scheduleProblems(weeklyNewYork)).toEqual([]);
    const problems = scheduleProblems({
      dtStart: '26/10/2026 09:00',
      tzId: 'Mars/Olympus',
      recurrenceRule: 'FREQ=SOMETIMES',
      exceptions: ['2026-11-02T09:00:00', 'soon'],
    });
    expect(problems.map((p) => p.path)).toEqual([
      ['dtStart'],
      ['tzId'],
      ['recurrenceRule'],
      ['exceptions', 1],
    ]);
    expect(problems[2]!.message).toBe('Not a valid recurrence rule: FREQ=SOMETIMES is not a valid value');
    expect(
      scheduleProblems({ ...weeklyNewYork, recurrenceRule: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31' }),
    ).toEqual([{ path: ['recurrenceRule'], message: 'This rule never runs within 10 years of the start' }]);
  });

  it('accepts only real local date-times in the spec’s form', () => {
    expect(isLocalDateTime('2026-10-26T09:00:00')).toBe(true);
    expect(isLocalDateTime('2026-10-26T09:00')).toBe(false);
    expect(isLocalDateTime('2026-10-26T09:00:00Z')).toBe(false);
    expect(isLocalDateTime('2026-02-30T09:00:00')).toBe(false);
    expect(isLocalDateTime('2026-10-26T24:00:00')).toBe(false);
  });

  it('knows tz database zones', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('US/Eastern')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+05:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(timeZones()).toContain('Europe/London');
    expect(timeZones()).toContain('UTC');
  });

  it('reads rules strictly and says what is wrong', () => {
    expect(checkRecurrenceRule('FREQ=WEEKLY;BYDAY=MO,WE')).toEqual({
      ok: true,
      parts: [
        ['FREQ', 'WEEKLY'],
        ['BYDAY', 'MO,WE'],
      ],
    });
    expect(checkRecurrenceRule('RRULE:freq=daily;interval=2').ok).toBe(true);
    const message = (rule: string) => {
      const check = checkRecurrenceRule(rule);
      return check.ok ? '' : check.message;
    };
    expect(message('')).toMatch(/Enter a recurrence rule/);
    expect(message('every monday')).toMatch(/NAME=VALUE/);
    expect(message('FREQ=FORTNIGHTLY')).toMatch(/FREQ=FORTNIGHTLY is not a valid value/);
    expect(message('FREQ=WEEKLY;BYDAY=XX')).toMatch(/BYDAY=XX/);
    expect(message('FREQ=WEEKLY;INTERVAL=0')).toMatch(/INTERVAL=0/);
    expect(message('FREQ=MONTHLY;BYMONTHDAY=40')).toMatch(/BYMONTHDAY=40/);
    expect(message('INTERVAL=2')).toMatch(/FREQ is required/);
    expect(message('FREQ=DAILY;COLOR=RED')).toMatch(/Unknown rule part “COLOR”/);
    expect(message('FREQ=DAILY;COUNT=2;UNTIL=20270101T000000Z')).toMatch(/COUNT or UNTIL/);
    expect(message('FREQ=DAILY;FREQ=WEEKLY')).toMatch(/twice/);
    expect(message('FREQ=DAILY;UNTIL=20270231')).toMatch(/UNTIL/);
  });

  it('drops the end of a rule', () => {
    expect(ruleWithoutEnd('FREQ=WEEKLY;COUNT=4;BYDAY=MO')).toBe('FREQ=WEEKLY;BYDAY=MO');
  });
});

describe('descriptions', () => {
  it('describes a rule in words', () => {
    expect(ruleSentence('FREQ=WEEKLY;BYDAY=MO')).toBe('Every week on Monday');
    expect(ruleSentence('FREQ=MINUTELY;INTERVAL=15')).toBe('Every 15 minutes');
    expect(ruleSentence('FREQ=DAILY;COUNT=1')).toBe('Once');
    expect(ruleSentence('FREQ=DAILY;COUNT=4')).toBe('Every day, 4 times');
    expect(ruleSentence('FREQ=DAILY;UNTIL=20270201T045959Z')).toBe('Every day, until 2027-02-01 04:59 UTC');
    expect(ruleSentence('nonsense')).toBe('');
  });

  it('describes a schedule with its time, end and zone', () => {
    expect(describeSchedule(weeklyNewYork)).toBe('Every week on Monday at 09:00, America/New_York');
    expect(
      describeSchedule({ ...weeklyNewYork, recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20270201T045959Z' }),
    ).toBe('Every week on Monday at 09:00 until 31 Jan 2027, America/New_York');
    expect(describeSchedule({ ...weeklyNewYork, recurrenceRule: 'FREQ=DAILY;COUNT=1' })).toBe(
      'Once on 26 Oct 2026 at 09:00, America/New_York',
    );
    expect(describeSchedule({ ...weeklyNewYork, recurrenceRule: 'FREQ=HOURLY;INTERVAL=6' })).toBe(
      'Every 6 hours, America/New_York',
    );
    expect(scheduleSentence('Each Monday', weeklyNewYork)).toBe('Each Monday at 09:00, America/New_York');
  });
});

describe('zone conversions', () => {
  it('converts between local times and instants', () => {
    expect(toUtcDateTime(localToInstant('2026-11-02T09:00:00', 'America/New_York')!)).toBe(
      '2026-11-02T14:00:00Z',
    );
    expect(instantToLocal(new Date('2026-11-02T14:00:00Z'), 'Europe/London')).toBe('2026-11-02T14:00:00');
    expect(localToInstant('bad', 'UTC')).toBeUndefined();
  });
});
