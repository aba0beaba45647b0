import { z } from '@/lib/zod';
import { id } from '../common';

const ids = z.array(z.number());

/** A label with the items it is attached to (GET /v2/labels). */
export const labelSchema = z.looseObject({
  id,
  name: z.string(),
  audits: ids,
  webJourney: ids,
  mobileJourney: ids,
  rules: ids,
  alerts: ids,
  savedReports: ids,
  consentCategories: ids,
  emailInboxes: ids,
});
export type Label = z.infer<typeof labelSchema>;
export const labelListSchema = z.array(labelSchema);

/** Body of POST /v2/labels and PUT /v2/labels/{labelId}. */
export const labelInputSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a label name' }))
    .check(z.maxLength(100, { error: 'Use at most 100 characters' })),
});
export type LabelInput = z.infer<typeof labelInputSchema>;
