import { queryOptions } from '@tanstack/react-query';
import { auditQueries } from '../audits/queries';
import { request } from '../client';
import { runQueries } from '../runs/queries';
import {
  auditConsentCategoriesSchema,
  consentLibrarySchema,
  runConsentSnapshotsSchema,
} from './audit-schemas';

/** Query options for consent categories: the account's library, an audit's and a run's. */
export const consentCategoryQueries = {
  all: () => ['consent-categories'] as const,
  /** GET /v3/consent-categories/library: the account's categories (first 1,000). */
  library: () =>
    queryOptions({
      queryKey: [...consentCategoryQueries.all(), 'library'],
      queryFn: ({ signal }) =>
        request('/v3/consent-categories/library', {
          query: { page: 0, pageSize: 1000 },
          schema: consentLibrarySchema,
          signal,
        }),
    }),
  /** GET /v3/web-audits/{auditId}/consent-categories: the categories applied to an audit. */
  forAudit: (auditId: number) =>
    queryOptions({
      queryKey: [...auditQueries.detail(auditId).queryKey, 'consent-categories'],
      queryFn: ({ signal }) =>
        request(`/v3/web-audits/${auditId}/consent-categories`, {
          schema: auditConsentCategoriesSchema,
          signal,
        }),
    }),
  /** GET /v3/web-audits/{auditId}/runs/{runId}/consent-categories: what applied to one run. */
  runSnapshots: (auditId: number, runId: number) =>
    queryOptions({
      queryKey: [...runQueries.all(auditId, runId), 'consent-categories'],
      queryFn: ({ signal }) =>
        request(`/v3/web-audits/${auditId}/runs/${runId}/consent-categories`, {
          schema: runConsentSnapshotsSchema,
          signal,
        }),
    }),
};
