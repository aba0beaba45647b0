import type { UseMutationOptions } from '@tanstack/react-query';
import { runResultReads } from '../audits/mutations';
import { request } from '../client';
import {
  auditConsentCategoriesSchema,
  type AttachmentPatch,
  type AuditConsentCategories,
} from './audit-schemas';
import { consentCategoryQueries } from './queries';

/** Mutation options for the consent categories of audits and runs. */
export const consentCategoryMutations = {
  /** PATCH /v3/web-audits/{auditId}/consent-categories: add and remove categories by id. */
  patchAudit: (auditId: number): UseMutationOptions<AuditConsentCategories, Error, AttachmentPatch> => ({
    mutationFn: (body) =>
      request(`/v3/web-audits/${auditId}/consent-categories`, {
        method: 'PATCH',
        body,
        schema: auditConsentCategoriesSchema,
      }),
    meta: {
      invalidates: [consentCategoryQueries.forAudit(auditId).queryKey, consentCategoryQueries.all()],
    },
  }),
  /**
   * POST …/runs/{runId}/consent-categories/reprocess: apply the audit's current categories to the run
   * again. Its privacy results change: its snapshots, reports, comparisons, totals and Home with them.
   */
  reprocess: (auditId: number, runId: number): UseMutationOptions<void, Error, void> => ({
    mutationFn: async () => {
      await request(`/v3/web-audits/${auditId}/runs/${runId}/consent-categories/reprocess`, {
        method: 'POST',
        responseType: 'none',
      });
    },
    meta: { invalidates: runResultReads(auditId) },
  }),
};
