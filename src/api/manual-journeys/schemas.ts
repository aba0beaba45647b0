import { z } from 'zod';
import { dateTime, id } from '../common';

const labelRefSchema = z.looseObject({ id, name: z.string() });

/** GET /v2/manual-journeys: a recorded journey on a device (Journey). */
export const manualJourneySchema = z.looseObject({
  id,
  name: z.string(),
  folderId: id,
  userId: id,
  journeyType: z.number().int().optional(),
  osOfDevice: z.string(),
  versionOfOs: z.string(),
  emails: z.array(z.string()),
  labels: z.array(labelRefSchema).optional(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type ManualJourney = z.infer<typeof manualJourneySchema>;
export const manualJourneyListSchema = z.array(manualJourneySchema);
