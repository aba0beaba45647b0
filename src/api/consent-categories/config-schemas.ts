import { z } from '@/lib/zod';
import { isValidRegex } from '../audits/config-schemas';
import { dateTime, id } from '../common';
import {
  consentCategorySchema,
  consentCategoryTypes,
  consentCmpDataSchema,
  consentCookieEntrySchema,
  consentRequestDomainEntrySchema,
  consentTagEntrySchema,
} from './schemas';

// ---------------------------------------------------------------------------------------------
// Answers of /v3/consent-categories/{consentCategoryId}/… (loose)
// ---------------------------------------------------------------------------------------------

/** GET/PATCH …/tags (ConsentCategory_TagEntryResponseDTO). */
export const consentTagEntriesSchema = z.looseObject({ tags: z.array(consentTagEntrySchema) });
/** GET/PATCH …/cookies (ConsentCategory_CookieEntryResponseDTO). */
export const consentCookieEntriesSchema = z.looseObject({ cookies: z.array(consentCookieEntrySchema) });
/** GET/PATCH …/request-domains (ConsentCategory_RequestDomainResponseDTO). */
export const consentRequestDomainEntriesSchema = z.looseObject({
  requestDomains: z.array(consentRequestDomainEntrySchema),
});

/** An audit a consent category is applied to (ConsentCategory_WebAudits_ItemDTO). */
export const consentWebAuditSchema = z.looseObject({
  auditId: id,
  auditName: z.string(),
  domain: z.optional(z.string()),
  createdBy: z.optional(id),
  access: z.optional(z.boolean()),
  lastRun: z.optional(dateTime),
});
export type ConsentWebAudit = z.infer<typeof consentWebAuditSchema>;
/** GET/PATCH …/web-audits (ConsentCategory_WebAudits_ResponseDTO). */
export const consentWebAuditsSchema = z.looseObject({ webAudits: z.array(consentWebAuditSchema) });

/** GET/PATCH …/labels (LabelResponseDTO). */
export const consentLabelsSchema = z.looseObject({
  labels: z.array(z.looseObject({ id, name: z.string() })),
});

// ---------------------------------------------------------------------------------------------
// Request bodies (shared by the forms and the embedded mock)
// ---------------------------------------------------------------------------------------------

const name = z
  .string()
  .check(z.trim())
  .check(z.minLength(1, { error: 'Enter a name' }))
  .check(z.maxLength(255, { error: 'Use at most 255 characters' }));
const notes = z.string().check(z.maxLength(10_000, { error: 'Use at most 10,000 characters' }));

/** Body of POST /v3/consent-categories (ConsentCategory_CreateRequestDTO). */
export const consentCategoryInputSchema = z.object({
  name,
  type: z.enum(consentCategoryTypes, { error: 'Choose approved or unapproved' }),
  notes: z.optional(notes),
  isDefaultCC: z.optional(z.boolean()),
  cmpData: z.optional(consentCmpDataSchema),
});
export type ConsentCategoryInput = z.infer<typeof consentCategoryInputSchema>;

/** Body of PUT /v3/consent-categories/{id} (ConsentCategory_UpdateRequestDTO): the type cannot change. */
export const consentCategoryUpdateSchema = z.omit(consentCategoryInputSchema, { type: true });
export type ConsentCategoryUpdate = z.infer<typeof consentCategoryUpdateSchema>;

const pattern = z
  .string()
  .check(z.trim())
  .check(z.maxLength(500, { error: 'Use at most 500 characters' }));

/** Require a pattern unless the match type is "any", and a valid regular expression for "regex". */
function checkPattern(
  ctx: z.core.$RefinementCtx,
  field: string,
  value: string | undefined,
  type: string,
  what: string,
) {
  if (type.endsWith('_any')) return;
  if (!value) ctx.addIssue({ code: 'custom', path: [field], message: `Enter the ${what}` });
  else if (type.endsWith('_regex') && !isValidRegex(value))
    ctx.addIssue({ code: 'custom', path: [field], message: 'This is not a valid regular expression' });
}

/** One cookie rule as a form or a patch sends it: a name and a domain, each exact, regex or any. */
export const cookieEntryInputSchema = z
  .object({
    nameType: z.enum(['name_any', 'name_regex', 'name_exact_match']),
    name: z.optional(pattern),
    domainType: z.enum(['domain_any', 'domain_regex', 'domain_exact_match']),
    domain: z.optional(pattern),
    cookieDescription: z.optional(
      z
        .string()
        .check(z.trim())
        .check(z.maxLength(500, { error: 'Use at most 500 characters' })),
    ),
  })
  .check(
    z.superRefine((entry, ctx) => {
      checkPattern(ctx, 'name', entry.name, entry.nameType, 'cookie name');
      checkPattern(ctx, 'domain', entry.domain, entry.domainType, 'cookie domain');
      if (entry.nameType === 'name_any' && entry.domainType === 'domain_any')
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: 'Match a name or a domain (not both "any")',
        });
    }),
  );
export type CookieEntryInput = z.infer<typeof cookieEntryInputSchema>;

/** One tag rule as a form or a patch sends it: a tag, on any account or on the listed ones. */
export const tagEntryInputSchema = z
  .object({
    tagId: z
      .number({ error: 'Choose a tag' })
      .check(z.int())
      .check(z.positive({ error: 'Choose a tag' })),
    anyAccount: z.boolean(),
    accounts: z.array(
      z
        .string()
        .check(z.trim())
        .check(z.minLength(1))
        .check(z.maxLength(200, { error: 'Use at most 200 characters' })),
    ),
  })
  .check(
    z.superRefine((entry, ctx) => {
      if (!entry.anyAccount && entry.accounts.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['accounts'],
          message: 'Enter at least one account, or choose any account',
        });
    }),
  );
export type TagEntryInput = z.infer<typeof tagEntryInputSchema>;

/** One request-domain rule as a form or a patch sends it: a domain, from any location or the listed ones. */
export const requestDomainEntryInputSchema = z
  .object({
    domain: z.optional(pattern),
    domainType: z.enum(['domain_any', 'domain_regex', 'domain_exact_match']),
    anyLocation: z.boolean(),
    locationIds: z.array(id),
  })
  .check(
    z.superRefine((entry, ctx) => {
      checkPattern(ctx, 'domain', entry.domain, entry.domainType, 'request domain');
      if (!entry.anyLocation && entry.locationIds.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['locationIds'],
          message: 'Choose at least one location, or any location',
        });
    }),
  );
export type RequestDomainEntryInput = z.infer<typeof requestDomainEntryInputSchema>;

/** One operation of a JSON Patch document (RFC 6902, PatchDocument_ItemDTO). */
export const patchOperationSchema = z.object({
  op: z.enum(['add', 'remove', 'replace', 'move', 'copy', 'test']),
  path: z.string(),
  value: z.optional(z.unknown()),
  from: z.optional(z.string()),
});
export type PatchOperation = z.infer<typeof patchOperationSchema>;
/** Body of PATCH …/tags, …/cookies and …/request-domains. */
export const patchDocumentSchema = z.array(patchOperationSchema).check(z.maxLength(1000));

// ---------------------------------------------------------------------------------------------
// Upload of a csv or xlsx file
// ---------------------------------------------------------------------------------------------

/** What a file would change in one category (ConsentCategoryFoundResult); id 0: it would be created. */
export const consentUploadFoundSchema = z.looseObject({
  consentCategoryName: z.string(),
  consentCategoryId: id,
  noOfNewCookies: z.int(),
  noOfNewTags: z.optional(z.int()),
  noOfNewRequests: z.optional(z.int()),
  labels: z.optional(z.array(z.looseObject({ id, name: z.string() }))),
});
export type ConsentUploadFound = z.infer<typeof consentUploadFoundSchema>;

/** Answer of POST /v3/consent-categories/upload/preview (ConsentCategoryUploadPreviewResult). */
export const consentUploadPreviewSchema = z.looseObject({
  fileId: z.optional(z.string()),
  results: z.array(consentUploadFoundSchema),
});
export type ConsentUploadPreview = z.infer<typeof consentUploadPreviewSchema>;

/** Body of POST /v3/consent-categories/upload (ConsentCategoriesUploadRequest): what to apply. */
export const consentUploadRequestSchema = z.object({
  fileId: z.string().check(z.minLength(1, { error: 'Upload the file first' })),
  consentCategories: z.array(
    z.object({
      consentCategoryName: z.optional(z.string()),
      labels: z._default(z.array(id), []),
      consentCategoryId: z.optional(id),
    }),
  ),
});
export type ConsentUploadRequest = z.input<typeof consentUploadRequestSchema>;

/** Answer of POST /v3/consent-categories/upload: the categories created or updated. */
export const consentUploadAnswerSchema = z.array(consentCategorySchema);

/** Sort keys of GET /v3/consent-categories/library (ConsentCategoryLibrarySortByEnum). */
export const consentLibrarySortKeys = ['name', 'type', 'updated_at'] as const;
