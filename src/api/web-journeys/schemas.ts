import { z } from 'zod';
import { dateTime, id } from '../common';

/** How often a web journey runs (WebJourneyFrequencyEnum). */
export const webJourneyFrequencies = [
  'paused',
  'once',
  '15 minutes',
  '1 hour',
  '6 hours',
  '12 hours',
  'daily',
  'weekly',
  'biweekly',
  'monthly',
] as const;
export type WebJourneyFrequency = (typeof webJourneyFrequencies)[number];

/** A journey's recurrence: an RFC 5545 rule from a start date in a time zone. */
export const journeyScheduleSchema = z.looseObject({
  dtStart: z.string(),
  tzId: z.string(),
  recurrenceRule: z.string(),
  isPaused: z.boolean(),
  description: z.string(),
  presetType: z.string(),
});
export type JourneySchedule = z.infer<typeof journeyScheduleSchema>;

/** GET /v3/web-journeys: a web journey's configuration (WebJourneyDTO). */
export const webJourneySchema = z.looseObject({
  id,
  name: z.string(),
  notes: z.string().nullish(),
  domainId: id,
  userId: id,
  folderId: id.nullish(),
  browserWidth: z.number().int().nullish(),
  browserHeight: z.number().int().nullish(),
  loadVideos: z.boolean().nullish(),
  vpnEnabled: z.boolean().nullish(),
  gpcEnabled: z.boolean().nullish(),
  blockThirdPartyCookies: z.boolean().nullish(),
  /** One of {@link webJourneyFrequencies}; a newer server may send others. */
  frequency: z.enum(webJourneyFrequencies).or(z.string()).optional(),
  location: z.string().nullish(),
  userAgent: z.string().nullish(),
  userAgentDescription: z.string().nullish(),
  customProxy: z.string().nullish(),
  monitoredByScriptServices: z.boolean().nullish(),
  createdAt: dateTime.optional(),
  nextCheck: dateTime.nullish(),
  schedule: journeyScheduleSchema.nullish(),
});
export type WebJourney = z.infer<typeof webJourneySchema>;
export const webJourneyListSchema = z.array(webJourneySchema);

/** Query parameters of GET /v3/web-journeys. */
export interface WebJourneyListFilters {
  /** Only the journeys of this sub-folder. */
  domainId?: number;
}
