// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldForPath, formValuesOf, newFormValues, requestBodyOf, scheduledExportFormSchema } from './form';
import { buildRule, readRule, type RuleDraft } from './rule-builder';

const weekly: RuleDraft = {
  freq: 'WEEKLY',
  interval: 1,
  byDay: ['FR', 'MO'],
  byMonthDay: [],
  end: 'never',
  until: '',
  count: 1,
};

describe('rule builder', () => {
  it('builds rules from the controls, weekdays in calendar order', () => {
    expect(buildRule(weekly, 'America/New_York')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,FR');
    expect(buildRule({ ...weekly, freq: 'MONTHLY', byMonthDay: [-1, 15, 1] }, 'UTC')).toBe(
      'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1,15,-1',
    );
    expect(buildRule({ ...weekly, end: 'count', count: 6 }, 'UTC')).toBe(
      'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,FR;COUNT=6',
    );
  });

  it('ends on a local day: UNTIL is the end of that day in the zone, in UTC', () => {
    const rule = buildRule({ ...weekly, end: 'until', until: '2027-01-31' }, 'America/New_York');
    expect(rule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,FR;UNTIL=20270201T045959Z');
    expect(readRule(rule, 'America/New_York')).toMatchObject({ end: 'until', until: '2027-01-31' });
  });

  it('reads what it can show, and leaves other rules to the text field', () => {
    expect(readRule('FREQ=WEEKLY;BYDAY=MO', 'UTC')).toEqual({ ...weekly, byDay: ['MO'] });
    expect(readRule('FREQ=DAILY;COUNT=1', 'UTC')).toMatchObject({ freq: 'DAILY', end: 'count', count: 1 });
    expect(readRule('FREQ=DAILY;BYHOUR=9', 'UTC')).toBeUndefined();
    expect(readRule('FREQ=MONTHLY;BYDAY=1MO', 'UTC')).toBeUndefined();
    expect(readRule('FREQ=DAILY;BYDAY=MO', 'UTC')).toBeUndefined();
    expect(readRule('nonsense', 'UTC')).toBeUndefined();
  });
});

describe('editor form', () => {
  const values = { ...newFormValues({ savedReportId: 7001 }), name: 'Weekly', emails: ['a@example.com'] };

  it('sends exactly the spec’s body, exceptions at the start’s time of day', () => {
    const body = requestBodyOf({
      ...values,
      startDate: '2026-10-26',
      startTime: '09:00',
      tzId: 'America/New_York',
      exceptions: ['2026-11-02'],
      customMessage: '  ',
    });
    expect(body).toEqual({
      name: 'Weekly',
      exportedItemType: 'saved_report',
      exportedItemId: 7001,
      exportFileFormat: 'csv',
      exportEmailConfig: { addExportFileAttachment: true, reportLinkType: 'regular_link' },
      emails: ['a@example.com'],
      schedule: {
        dtStart: '2026-10-26T09:00:00',
        recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
        tzId: 'America/New_York',
        isPaused: false,
        exceptions: ['2026-11-02T09:00:00'],
      },
    });
  });

  it('validates emails, zone, start and rule at their fields', () => {
    const result = scheduledExportFormSchema.safeParse({
      ...values,
      emails: ['ok@example.com', 'nope'],
      tzId: 'Mars/Olympus',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=XX',
      startDate: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      emails: '“nope” is not a valid email address',
      startDate: 'Pick the date of the first run',
      tzId: '“Mars/Olympus” is not a tz database time zone, such as America/New_York',
      recurrenceRule: 'Not a valid recurrence rule: BYDAY=XX is not a valid value',
    });
  });

  it('maps server validation paths to fields', () => {
    expect(fieldForPath(['emails', '2'])).toBe('emails');
    expect(fieldForPath(['schedule', 'dtStart'])).toBe('startDate');
    expect(fieldForPath(['schedule', 'exceptions', '0'])).toBe('exceptions');
    expect(fieldForPath(['exportEmailConfig', 'reportLinkType'])).toBe('reportLinkType');
    expect(fieldForPath(['somethingElse'])).toBeUndefined();
  });

  it('reads a saved schedule back into the same values', () => {
    const body = requestBodyOf({ ...values, exceptions: ['2030-01-01'] });
    const item = {
      ...body,
      id: 1,
      schedule: { ...body.schedule, description: '', presetType: 'WEEKLY' },
      exportedItemName: 'Report',
      isEditable: true,
    };
    expect(formValuesOf(item)).toEqual({ ...values, exceptions: ['2030-01-01'] });
  });
});
