import { z } from '@/lib/zod';
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
  permissions: z.optional(z.union([z.enum(userPermissions), z.string()])),
  timezone: z.string(),
  created: dateTime,
  updated: dateTime,
  lastLogin: z.optional(dateTime),
  deleted: z.optional(z.string()),
  maxPagesPerAudit: z.int(),
  fullUsageDashboardAccess: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

/** Body of POST /v2/users and PUT /v2/users/{userId} (UserDocument). */
export const userInputSchema = z.object({
  username: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a user name' }))
    .check(z.maxLength(100, { error: 'Use at most 100 characters' })),
  email: z.email({ error: 'Enter a valid email address' }),
  firstName: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a first name' })),
  lastName: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a last name' })),
  timezone: z.string().check(z.minLength(1, { error: 'Choose a time zone' })),
  permissions: z.optional(z.enum(userPermissions, { error: 'Choose a role' })),
  maxPagesPerAudit: z.optional(
    z
      .number({ error: 'Enter a number of pages' })
      .check(z.int())
      .check(z.minimum(1, { error: 'At least 1 page' }))
      .check(z.maximum(1_000_000)),
  ),
  fullUsageDashboardAccess: z.optional(z.int().check(z.minimum(0)).check(z.maximum(1))),
});
export type UserInput = z.infer<typeof userInputSchema>;

/** A folder shared with a user (UserFolder: GET/POST/PUT /v2/users/{userId}/folders). */
export const userFolderSchema = z.looseObject({ id, accountId: id, name: z.string() });
export type UserFolder = z.infer<typeof userFolderSchema>;
export const userFolderListSchema = z.array(userFolderSchema);
/** Body of POST (adds) and PUT (sets) /v2/users/{userId}/folders: folder ids. */
export const userFolderIdsSchema = z.array(z.int().check(z.positive()));
