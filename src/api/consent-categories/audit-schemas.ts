import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';
import { consentCategorySchema, consentCategoryTypes } from './schemas';

/** GET/PATCH /v3/web-audits/{auditId}/consent-categories: the categories applied to an audit. */
export const auditConsentCategoriesSchema = z.looseObject({
  consentCategories: z.array(consentCategorySchema),
});
export type AuditConsentCategories = z.infer<typeof auditConsentCategoriesSchema>;

/** A consent category as it was applied to one run (ConsentCategorySnapshotDTO). */
export const consentCategorySnapshotSchema = z.looseObject({
  name: z.string(),
  notes: z.optional(z.string()),
  type: z.enum(consentCategoryTypes),
  consentCategoryId: id,
  consentCategorySnapshotId: id,
  /** False when the category has since been deleted from the account. */
  consentCategoryConfigExists: z.boolean(),
});
export type ConsentCategorySnapshot = z.infer<typeof consentCategorySnapshotSchema>;

/**
 * GET /v3/web-audits/{auditId}/runs/{runId}/consent-categories. `reprocessedAt` is not in the
 * reference: the embedded mock adds it after a reprocess (see docs/api-assumptions.md).
 */
export const runConsentSnapshotsSchema = z.looseObject({
  consentCategorySnapshots: z.optional(z.array(consentCategorySnapshotSchema)),
  reprocessedAt: z.optional(dateTime),
});
export type RunConsentSnapshots = z.infer<typeof runConsentSnapshotsSchema>;

/** GET /v3/consent-categories/library: the account's consent categories with their use. */
export const consentLibrarySchema = z.looseObject({
  metadata: z.optional(iterableMetadataSchema),
  consentCategories: z.array(
    z.extend(consentCategorySchema, {
      itemCounts: z.optional(
        z.looseObject({
          tags: z.optional(z.int()),
          cookies: z.optional(z.int()),
          requestDomainsAndGeos: z.optional(z.int()),
        }),
      ),
      auditCount: z.optional(z.int()),
      labelIds: z.optional(z.array(z.int())),
    }),
  ),
});
export type ConsentLibrary = z.infer<typeof consentLibrarySchema>;

/** One operation of PATCH …/consent-categories (AttachmentPatchDocument_ItemDTO). */
export const attachmentPatchItemSchema = z.object({
  op: z.enum(['add', 'remove']),
  path: z.string(),
  value: id,
});
/** Body of PATCH /v3/web-audits/{auditId}/consent-categories: add and remove operations. */
export const attachmentPatchSchema = z.array(attachmentPatchItemSchema);
export type AttachmentPatch = z.infer<typeof attachmentPatchSchema>;
