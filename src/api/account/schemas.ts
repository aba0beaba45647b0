import { z } from 'zod';
import { id } from '../common';

/** GET /v2/account: the account of the signed-in user, with its usage and limits. */
export const accountSchema = z.looseObject({
  id,
  name: z.string(),
  accountType: z.number().int(),
  auditsUsed: z.number().int(),
  maxAudits: z.number().int(),
  usersUsed: z.number().int(),
  maxUsers: z.number().int(),
  webJourneysUsed: z.number().int(),
  maxWebJourneys: z.number().int(),
  appsUsed: z.number().int(),
  maxApps: z.number().int(),
  appTestsUsed: z.number().int(),
  urlsUsed: z.number().int(),
  customProxySupport: z.boolean(),
  vpnSupport: z.boolean(),
  strongPasswordPolicy: z.boolean(),
  auditPageLimit: z.number().optional(),
  webJourneyRunLimit: z.number().optional(),
  subDomainIdentifier: z.string().optional(),
  /** Not in the reference: the signed-in user's id where the server sends it (see docs/api-assumptions.md). */
  currentUserId: id.optional(),
  /** Not in the reference: whether the signed-in user is an operator-level administrator (see docs/api-assumptions.md). */
  currentUserIsOpAdmin: z.boolean().optional(),
});
export type Account = z.infer<typeof accountSchema>;
