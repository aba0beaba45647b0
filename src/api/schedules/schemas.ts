import { z } from '@/lib/zod';

/** A ready-made recurrence (SchedulePreset). */
export const schedulePresetSchema = z.looseObject({
  /** Preset type, e.g. WEEKLY, 15_MIN. */
  freqId: z.string(),
  friendlyName: z.string(),
  /** RFC 5545 recurrence rule. */
  rule: z.string(),
  groupId: z.string(),
});
export type SchedulePreset = z.infer<typeof schedulePresetSchema>;
/** GET /v3/schedules/presets. */
export const schedulePresetListSchema = z.array(schedulePresetSchema);

/** Body of POST /v3/schedules/rule-description (ScheduleRuleDescriptionRequest). */
export const ruleDescriptionInputSchema = z.object({
  recurrenceRule: z.string(),
});

/** Answer of POST /v3/schedules/rule-description (ScheduleRuleDescriptionResponse). */
export const ruleDescriptionSchema = z.looseObject({ description: z.string() });
