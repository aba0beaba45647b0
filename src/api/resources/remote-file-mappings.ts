import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { defineResource } from './define';

export const matchTypes = ['equals', 'regex'] as const;

/** A remote file mapping: requests matching a URL (or a regex) are answered with a replacement file (RemoteFileMapping). */
export const remoteFileMappingSchema = z.looseObject({
  id,
  name: z.string(),
  fileId: z.nullish(z.string()),
  fileUrl: z.nullish(z.string()),
  matchType: z.union([z.enum(matchTypes), z.string()]),
  matchValue: z.string(),
  accountId: id,
  createdBy: id,
  createdAt: dateTime,
  updatedBy: id,
  updatedAt: dateTime,
});
export type RemoteFileMapping = z.infer<typeof remoteFileMappingSchema>;

/** Body of POST /v3/remote-file-mappings and PUT /v3/remote-file-mappings/{rfmId} (RemoteFileMappingRequest). */
export const remoteFileMappingInputSchema = z
  .object({
    name: z
      .string()
      .check(z.trim())
      .check(z.minLength(1, { error: 'Enter a name' }))
      .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
    matchType: z.enum(matchTypes, { error: 'Choose how the request URL is matched' }),
    matchValue: z
      .string()
      .check(z.trim())
      .check(z.minLength(1, { error: 'Enter the request URL (or the regex) to replace' })),
    fileUrl: z
      .url({ protocol: /^https?$/, error: 'Enter an http(s) address of the replacement file' })
      .check(z.maxLength(5000, { error: 'Use at most 5000 characters' })),
    fileId: z.nullish(z.string()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.matchType !== 'regex') return;
      try {
        new RegExp(value.matchValue);
      } catch {
        ctx.addIssue({
          code: 'custom',
          path: ['matchValue'],
          message: 'This is not a valid regular expression',
        });
      }
    }),
  );
export type RemoteFileMappingInput = z.infer<typeof remoteFileMappingInputSchema>;

/** `/v3/remote-file-mappings`: list, one, create, update, delete. */
export const remoteFileMappings = defineResource({
  key: ['remote-file-mappings'],
  path: '/v3/remote-file-mappings',
  idParam: 'rfmId',
  rowId: (row: RemoteFileMapping) => row.id,
  list: { response: z.array(remoteFileMappingSchema), rows: (answer) => answer },
  get: { response: remoteFileMappingSchema },
  create: { body: remoteFileMappingInputSchema, response: remoteFileMappingSchema },
  update: { body: remoteFileMappingInputSchema, response: remoteFileMappingSchema },
  remove: {},
});
