import { z } from 'zod';
import { dateTime, id } from '../common';

export const userPermissions = ['guest', 'user', 'admin'] as const;

/** A user of the account (GET /v2/users, /v2/users/{userId}). */
export const userSchema = z.looseObject({
  id,
  accountId: id,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  permissions: z.enum(userPermissions).or(z.string()).optional(),
  timezone: z.string(),
  created: dateTime,
  updated: dateTime,
  lastLogin: dateTime.optional(),
  deleted: z.string().optional(),
  maxPagesPerAudit: z.number().int(),
  fullUsageDashboardAccess: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);
