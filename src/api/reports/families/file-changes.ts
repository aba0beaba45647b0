import { z } from '@/lib/zod';
import { id } from '../../common';
import { reportBody, statusClassSchema, tagInfoShape } from '../common';
import { defineFamily } from '../define';
import { tagFilters } from './shared/filters';
import { listOperation, pagesOperation, summaryOperation, totalAndFiltered } from './shared/operations';

/** How a file differs from the previous run (AuditRun_FileChanges_FileChangeType). */
export const fileChangeTypeSchema = z.enum([
  'new_file',
  'not_changed',
  'changed_file',
  'deleted_file',
  'unknown',
]);
export type FileChangeType = z.infer<typeof fileChangeTypeSchema>;

/** Bounds on the absolute difference (minutes or bytes): `min` inclusive, `max` exclusive. */
const differenceBounds = z.object({ min: z.optional(z.int()), max: z.optional(z.int()) });

/** Filters every file changes request shares (page status and the size and date differences). */
const differenceFilters = {
  pageStatusCode: z.optional(statusClassSchema),
  dateDifference: z.optional(differenceBounds),
  sizeDifference: z.optional(differenceBounds),
  changeType: z.optional(fileChangeTypeSchema),
};

/** File filters of the file changes report (AuditRun_FileChanges_RequestDTO, after the page filters). */
const requestSchema = reportBody({
  ...differenceFilters,
  ...tagFilters,
  filename: z.optional(z.string()),
  anyRelatedTag: z.optional(z.boolean()),
});
export type FileChangesRequest = z.input<typeof requestSchema>;

/** A file's identity (AuditRun_FileChanges_FileItemTrait). */
const fileShape = {
  filename: z.string(),
  requestDomain: z.string(),
  partyType: z.enum(['1st_party', '3rd_party']),
  fileChangeType: fileChangeTypeSchema,
};

/** The pages of one file (AuditRun_FileChanges_FilePagesRequestDTO). */
const filePagesRequestSchema = reportBody({
  ...differenceFilters,
  file: z.object({ ...fileShape, tagId: z.optional(id) }),
});
export type FileChangesFilePagesRequest = z.input<typeof filePagesRequestSchema>;

/** File changes: the run's tag files compared with the previous completed run (new, changed, removed). */
export const fileChanges = defineFamily({
  summary: summaryOperation(
    'file-changes',
    requestSchema,
    totalAndFiltered(['Page', 'ChangedFile', 'NewFile', 'FileDateDifference', 'FileSizeDifference']),
  ),
  files: listOperation(
    'file-changes/files',
    requestSchema,
    {
      items: 'files',
      size: 50,
      sort: {
        largest_size_diff: 'largestSizeDifference',
        page_count: 'pageCount',
        tag: 'tag.tagName',
        filename: 'filename',
        change_type: 'fileChangeType',
        domain: 'requestDomain',
        party_type: 'partyType',
        largest_date_diff: 'largestDateDifference',
      },
    },
    z.looseObject({
      ...fileShape,
      tag: z.optional(z.looseObject(tagInfoShape)),
      largestDateDifference: z.optional(z.int()),
      largestSizeDifference: z.optional(z.int()),
      pageCount: z.int(),
    }),
  ),
  pages: pagesOperation('file-changes/pages', requestSchema, {}, {}),
  filePages: pagesOperation('file-changes/file-pages', filePagesRequestSchema, {}, {}),
});
