import { z } from '@/lib/zod';
import { dateTime, id } from '../common';

/** A folder of audits and journeys (GET /v2/folders). */
export const folderSchema = z.looseObject({
  id,
  accountId: id,
  name: z.string(),
  createdAt: dateTime,
  createdByUserId: id,
  createdByUserName: z.string(),
  auditsCount: z.int(),
  auditsRunning: z.int(),
  domainsCount: z.int(),
  journeysCount: z.int(),
  appsCount: z.int(),
  appsInQueue: z.int(),
  appsRunning: z.int(),
  appFailures: z.int(),
  appRuleFailures: z.int(),
  simulationErrors: z.int(),
  simulationsRunning: z.int(),
});
export type Folder = z.infer<typeof folderSchema>;
export const folderListSchema = z.array(folderSchema);

/** Body of POST /v2/folders and PUT /v2/folders/{folderId}. */
export const folderInputSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a folder name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
});
export type FolderInput = z.infer<typeof folderInputSchema>;
