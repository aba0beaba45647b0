import { z } from 'zod';
import { dateTime, id } from '../common';

/** A folder of audits and journeys (GET /v2/folders). */
export const folderSchema = z.looseObject({
  id,
  accountId: id,
  name: z.string(),
  createdAt: dateTime,
  createdByUserId: id,
  createdByUserName: z.string(),
  auditsCount: z.number().int(),
  auditsRunning: z.number().int(),
  domainsCount: z.number().int(),
  journeysCount: z.number().int(),
  appsCount: z.number().int(),
  appsInQueue: z.number().int(),
  appsRunning: z.number().int(),
  appFailures: z.number().int(),
  appRuleFailures: z.number().int(),
  simulationErrors: z.number().int(),
  simulationsRunning: z.number().int(),
});
export type Folder = z.infer<typeof folderSchema>;
export const folderListSchema = z.array(folderSchema);

/** Body of POST /v2/folders and PUT /v2/folders/{folderId}. */
export const folderInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter a folder name' })
    .max(255, { error: 'Use at most 255 characters' }),
});
export type FolderInput = z.infer<typeof folderInputSchema>;
