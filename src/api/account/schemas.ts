import { z } from '@/lib/zod';
import { id } from '../common';

/** GET /v2/account: the account of the signed-in user, with its usage and limits. */
export const accountSchema = z.looseObject({
  id,
  name: z.string(),
  accountType: z.int(),
  auditsUsed: z.int(),
  maxAudits: z.int(),
  usersUsed: z.int(),
  maxUsers: z.int(),
  webJourneysUsed: z.int(),
  maxWebJourneys: z.int(),
  appsUsed: z.int(),
  maxApps: z.int(),
  appTestsUsed: z.int(),
  urlsUsed: z.int(),
  customProxySupport: z.boolean(),
  vpnSupport: z.boolean(),
  strongPasswordPolicy: z.boolean(),
  auditPageLimit: z.optional(z.number()),
  webJourneyRunLimit: z.optional(z.number()),
  subDomainIdentifier: z.optional(z.string()),
  /** Not in the reference: the signed-in user's id where the server sends it (see docs/api-assumptions.md). */
  currentUserId: z.optional(id),
  /** Not in the reference: whether the signed-in user is an operator-level administrator (see docs/api-assumptions.md). */
  currentUserIsOpAdmin: z.optional(z.boolean()),
});
export type Account = z.infer<typeof accountSchema>;
