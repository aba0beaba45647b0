import { ruleDescriptionInputSchema, type SchedulePreset } from '@/api/schedules/schemas';
import { checkRecurrenceRule, ruleParts, ruleSentence, sameRule } from '@/lib/schedule';
import { badRequest } from '../lib/errors';
import type { Route } from '../lib/route';

/** The ready-made recurrences (their freqId is the Schedule presetType enum of the reference). */
export const schedulePresets: SchedulePreset[] = [
  { freqId: '15_MIN', friendlyName: 'Every 15 minutes', rule: 'FREQ=MINUTELY;INTERVAL=15', groupId: 'hours' },
  { freqId: 'HOURLY', friendlyName: 'Every hour', rule: 'FREQ=HOURLY;INTERVAL=1', groupId: 'hours' },
  { freqId: '6_HOUR', friendlyName: 'Every 6 hours', rule: 'FREQ=HOURLY;INTERVAL=6', groupId: 'hours' },
  { freqId: '12_HOUR', friendlyName: 'Every 12 hours', rule: 'FREQ=HOURLY;INTERVAL=12', groupId: 'hours' },
  { freqId: 'DAILY', friendlyName: 'Every day', rule: 'FREQ=DAILY;INTERVAL=1', groupId: 'days' },
  { freqId: 'WEEKLY', friendlyName: 'Every week', rule: 'FREQ=WEEKLY;INTERVAL=1', groupId: 'weeks' },
  { freqId: 'BIWEEKLY', friendlyName: 'Every 2 weeks', rule: 'FREQ=WEEKLY;INTERVAL=2', groupId: 'weeks' },
  { freqId: 'MONTHLY', friendlyName: 'Every month', rule: 'FREQ=MONTHLY;INTERVAL=1', groupId: 'months' },
  { freqId: 'QUARTERLY', friendlyName: 'Every 3 months', rule: 'FREQ=MONTHLY;INTERVAL=3', groupId: 'months' },
  {
    freqId: 'SEMI_ANNUALLY',
    friendlyName: 'Every 6 months',
    rule: 'FREQ=MONTHLY;INTERVAL=6',
    groupId: 'months',
  },
  { freqId: 'YEARLY', friendlyName: 'Every year', rule: 'FREQ=YEARLY;INTERVAL=1', groupId: 'months' },
  { freqId: 'RUN_ONCE', friendlyName: 'Once', rule: 'FREQ=DAILY;COUNT=1', groupId: 'once' },
];

/** The preset a rule is (its freqId), CUSTOM otherwise; a single run is RUN_ONCE. */
export function presetTypeFor(rule: string): string {
  if (ruleParts(rule)?.get('COUNT') === '1') return 'RUN_ONCE';
  return schedulePresets.find((preset) => sameRule(preset.rule, rule))?.freqId ?? 'CUSTOM';
}

/** Schedules: the presets, and a recurrence rule in words (400 with a validationReport for a bad rule). */
export const scheduleHandlers = (route: Route) => [
  route('get', '/v3/schedules/presets', {}, () => schedulePresets),
  route('post', '/v3/schedules/rule-description', { body: ruleDescriptionInputSchema }, ({ body }) => {
    const check = checkRecurrenceRule(body.recurrenceRule);
    if (!check.ok) {
      badRequest(`Not a valid recurrence rule: ${check.message}`, {
        valid: false,
        issues: [
          {
            path: ['recurrenceRule'],
            message: `Not a valid recurrence rule: ${check.message}`,
            code: 'custom',
          },
        ],
      });
    }
    return { description: ruleSentence(body.recurrenceRule) };
  }),
];
