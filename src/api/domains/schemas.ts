import { z } from '@/lib/zod';
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
  dataLayer: z.optional(z.string()),
  totals: z.optional(
    z.looseObject({
      pages: z.int(),
      averageScore: z.int(),
      errors: z.int(),
      auditsRunning: z.int(),
      automatedJourneys: z.int(),
      guidedJourneys: z.int(),
      simulationsRunning: z.int(),
    }),
  ),
});
export type Domain = z.infer<typeof domainSchema>;
export const domainListSchema = z.array(domainSchema);

/** Body of POST /v2/domains and PUT /v2/domains/{domainId}. */
export const domainInputSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a sub-folder name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  domain: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter the site domain, e.g. www.example.com' })),
  folderId: z
    .number({ error: 'Choose a folder' })
    .check(z.int())
    .check(z.positive({ error: 'Choose a folder' })),
  dataLayer: z.optional(z.string()),
});
export type DomainInput = z.infer<typeof domainInputSchema>;
