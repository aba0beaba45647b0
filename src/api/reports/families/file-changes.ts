import { z } from 'zod';
import { id } from '../../common';
import {
  pagedSchema,
  reportBody,
  reportPageShape,
  reportPageSort,
  statusClassSchema,
  tagInfoShape,
} from '../common';
import { defineFamily } from '../define';

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
const differenceBounds = z.object({ min: z.number().int().optional(), max: z.number().int().optional() });

/** Filters every file changes request shares (page status and the size and date differences). */
const differenceFilters = {
  pageStatusCode: statusClassSchema.optional(),
  dateDifference: differenceBounds.optional(),
  sizeDifference: differenceBounds.optional(),
  changeType: fileChangeTypeSchema.optional(),
};

/** File filters of the file changes report (AuditRun_FileChanges_RequestDTO, after the page filters). */
const requestSchema = reportBody({
  ...differenceFilters,
  primaryTagsOnly: z.boolean().optional(),
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagVendorId: id.optional(),
  filename: z.string().optional(),
  anyRelatedTag: z.boolean().optional(),
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
  file: z.object({ ...fileShape, tagId: id.optional() }),
});
export type FileChangesFilePagesRequest = z.input<typeof filePagesRequestSchema>;

const pagesResponse = pagedSchema('pages', z.looseObject(reportPageShape));

/** File changes: the run's tag files compared with the previous completed run (new, changed, removed). */
export const fileChanges = defineFamily({
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'file-changes',
    body: requestSchema,
    response: z.looseObject({
      totalPageCount: z.number().int(),
      filteredPageCount: z.number().int(),
      totalChangedFileCount: z.number().int(),
      filteredChangedFileCount: z.number().int(),
      totalNewFileCount: z.number().int(),
      filteredNewFileCount: z.number().int(),
      totalFileDateDifferenceCount: z.number().int(),
      filteredFileDateDifferenceCount: z.number().int(),
      totalFileSizeDifferenceCount: z.number().int(),
      filteredFileSizeDifferenceCount: z.number().int(),
    }),
  },
  files: {
    method: 'POST',
    scope: 'run',
    path: 'file-changes/files',
    body: requestSchema,
    list: {
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
    response: pagedSchema(
      'files',
      z.looseObject({
        ...fileShape,
        tag: z.looseObject(tagInfoShape).optional(),
        largestDateDifference: z.number().int().optional(),
        largestSizeDifference: z.number().int().optional(),
        pageCount: z.number().int(),
      }),
    ),
  },
  pages: {
    method: 'POST',
    scope: 'run',
    path: 'file-changes/pages',
    body: requestSchema,
    list: { items: 'pages', size: 50, sort: reportPageSort },
    response: pagesResponse,
  },
  filePages: {
    method: 'POST',
    scope: 'run',
    path: 'file-changes/file-pages',
    body: filePagesRequestSchema,
    list: { items: 'pages', size: 50, sort: reportPageSort },
    response: pagesResponse,
  },
});
