import { z } from 'zod';
import { dateTime, id } from '../common';

/** A sub-folder ("domain" in the V2 API), inside a folder (GET /v2/domains). */
export const domainSchema = z.looseObject({
  id,
  accountId: id,
  folderId: id,
  userId: id,
  name: z.string(),
  domain: z.string(),
  createdAt: dateTime,
  dataLayer: z.string().optional(),
  totals: z
    .looseObject({
      pages: z.number().int(),
      averageScore: z.number().int(),
      errors: z.number().int(),
      auditsRunning: z.number().int(),
      automatedJourneys: z.number().int(),
      guidedJourneys: z.number().int(),
      simulationsRunning: z.number().int(),
    })
    .optional(),
});
export type Domain = z.infer<typeof domainSchema>;
export const domainListSchema = z.array(domainSchema);

/** Body of POST /v2/domains and PUT /v2/domains/{domainId}. */
export const domainInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter a sub-folder name' })
    .max(255, { error: 'Use at most 255 characters' }),
  domain: z.string().trim().min(1, { error: 'Enter the site domain, e.g. www.example.com' }),
  folderId: z.number({ error: 'Choose a folder' }).int().positive({ error: 'Choose a folder' }),
  dataLayer: z.string().optional(),
});
export type DomainInput = z.infer<typeof domainInputSchema>;
