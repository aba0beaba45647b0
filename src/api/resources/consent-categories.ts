import { z } from '@/lib/zod';
import { attachmentPatchSchema, consentLibrarySchema } from '../consent-categories/audit-schemas';
import {
  consentCategoryInputSchema,
  consentCategoryUpdateSchema,
  consentCookieEntriesSchema,
  consentLabelsSchema,
  consentRequestDomainEntriesSchema,
  consentTagEntriesSchema,
  consentUploadAnswerSchema,
  consentUploadPreviewSchema,
  consentUploadRequestSchema,
  consentWebAuditsSchema,
  patchDocumentSchema,
  type ConsentCategoryUpdate,
} from '../consent-categories/config-schemas';
import { consentCategorySchema, type ConsentCategory } from '../consent-categories/schemas';
import { gridExportResultSchema } from '../exports/schemas';
import { defineResource, type ExtraOperation } from './define';

/** A row of the consent category library (ConsentCategory_LibraryItemDTO). */
export type ConsentLibraryRow = z.infer<typeof consentLibrarySchema>['consentCategories'][number];
/** What create and update send: the type only on create (it cannot change). */
export type ConsentCategoryBody = ConsentCategoryUpdate & { type?: ConsentCategory['type'] };

const ONE = '/v3/consent-categories/{consentCategoryId}';

/** The rule lists of a category: each read with GET and changed with a JSON Patch document. */
export const consentEntryLists = {
  tags: { path: `${ONE}/tags`, response: consentTagEntriesSchema },
  cookies: { path: `${ONE}/cookies`, response: consentCookieEntriesSchema },
  requestDomains: { path: `${ONE}/request-domains`, response: consentRequestDomainEntriesSchema },
} as const;
/** A rule list of a category. */
export type ConsentEntryList = keyof typeof consentEntryLists;

const entryOps = Object.fromEntries(
  Object.entries(consentEntryLists).flatMap(([name, list]) => [
    [name, { method: 'GET', path: list.path, response: list.response }],
    [
      `patch-${name}`,
      { method: 'PATCH', path: list.path, body: patchDocumentSchema, response: list.response },
    ],
  ]),
) as Record<ConsentEntryList | `patch-${ConsentEntryList}`, ExtraOperation>;

/**
 * `/v3/consent-categories`: the library (paged, filtered by name, type and labels), one category,
 * create / update / delete, notes, its rule lists, audits and labels, the file upload with its
 * preview, and the export (the replacement operation; the deprecated one is answered by the mock
 * but never called).
 */
export const consentCategories = defineResource<
  ConsentLibraryRow,
  ConsentCategory,
  ConsentCategoryBody,
  z.infer<typeof consentLibrarySchema>
>({
  key: ['consent-categories'],
  path: '/v3/consent-categories',
  idParam: 'consentCategoryId',
  rowId: (row) => row.id,
  list: {
    path: '/v3/consent-categories/library',
    response: consentLibrarySchema,
    rows: (answer) => answer.consentCategories,
    params: ['name', 'type', 'labels'],
    paging: {
      page: 'page',
      size: 'pageSize',
      pageSize: 1000,
      more: (answer, page) => page + 1 < (answer.metadata?.pagination.totalPageCount ?? 0),
    },
  },
  get: { response: consentCategorySchema },
  create: { body: consentCategoryInputSchema, response: consentCategorySchema },
  update: { body: consentCategoryUpdateSchema, response: consentCategorySchema },
  remove: {},
  invalidates: [['audits'], ['labels'], ['exports']],
  ops: {
    notes: { method: 'PUT', path: `${ONE}/notes` },
    ...entryOps,
    webAudits: { method: 'GET', path: `${ONE}/web-audits`, response: consentWebAuditsSchema },
    'patch-webAudits': {
      method: 'PATCH',
      path: `${ONE}/web-audits`,
      body: attachmentPatchSchema,
      response: consentWebAuditsSchema,
    },
    labels: { method: 'GET', path: `${ONE}/labels`, response: consentLabelsSchema },
    'patch-labels': {
      method: 'PATCH',
      path: `${ONE}/labels`,
      body: attachmentPatchSchema,
      response: consentLabelsSchema,
    },
    uploadPreview: {
      method: 'POST',
      path: '/v3/consent-categories/upload/preview',
      response: consentUploadPreviewSchema,
    },
    upload: {
      method: 'POST',
      path: '/v3/consent-categories/upload',
      body: consentUploadRequestSchema,
      response: consentUploadAnswerSchema,
    },
    export: {
      method: 'POST',
      path: '/v3/consent-categories/exports/ACCOUNT_CONSENT_CATEGORY_CONFIGS_EXPORT',
      response: gridExportResultSchema,
      status: 201,
    },
    /** Deprecated (replaced by `export`): answered by the mock, never offered in the UI. */
    deprecatedExport: { method: 'POST', path: '/v3/consent-categories/export' },
  },
});
