import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';
import type { z } from '@/lib/zod';
import { request } from '../client';
import { consentCategoryQueries } from '../consent-categories/queries';
import { gridQueries } from '../grid/queries';
import { pageQueries } from '../pages/queries';
import { reportQueries } from '../reports/queries';
import { runQueries } from '../runs/queries';
import { auditConfigQueries, type ArchivedAudit } from './config-queries';
import {
  auditActionListSchema,
  auditFiltersSchema,
  auditLabelListSchema,
  auditNotesSchema,
  blockingConfigSchema,
  ruleDescriptionListSchema,
  undeleteResultSchema,
  type AuditAction,
  type AuditFilters,
  type AuditFiltersInput,
  type AuditNotes,
  type AuditUpdateInput,
  type BlockingConfig,
  type BlockingConfigInput,
  type NewAuditInput,
  type RuleDescription,
  type UndeleteInput,
  type UndeleteResult,
} from './config-schemas';
import { auditQueries } from './queries';
import { auditRunReferenceSchema, auditSchema, type Audit, type AuditRunReference } from './schemas';

/** Everything about audits: lists, details, runs and settings. */
const everyAudit = auditQueries.all();
/** Lists whose counts depend on which audits exist. */
const containers = [everyAudit, ['folders'], ['domains'], ['labels']];
/** The rules library: which audits check each rule. */
const rulesLibrary = ['rules'];
/** The libraries that count the live audits using each rule and consent category. */
const libraries = [rulesLibrary, consentCategoryQueries.all()];

/**
 * The reads of an audit's run results kept outside the audits' keys: its reports and trends, its
 * pages, and the grid's rows.
 */
const resultsBeyondAudits = (auditId: number): QueryKey[] => [
  reportQueries.audit(auditId),
  pageQueries.audit(auditId),
  gridQueries.all(),
];

/** The account-wide reads of the audits' runs: the runs grid, the lists with latest runs, Home's period. */
const accountRunReads: QueryKey[] = [
  auditQueries.grid(),
  auditQueries.lists(),
  runQueries.latestRuns().queryKey,
  auditQueries.periods(),
  gridQueries.all(),
];

/**
 * Every read that shows the results of an audit's runs, for a write that changes them (a
 * reprocess): its run history and each run's reads (scores, comparison rows…), its reports and
 * trends, and the account-wide reads of runs (run totals, Home).
 */
export const runResultReads = (auditId: number): QueryKey[] => [
  auditQueries.runs(auditId).queryKey,
  ...accountRunReads,
  reportQueries.audit(auditId),
];

type Mutation<TData, TVariables> = UseMutationOptions<TData, Error, TVariables>;

/** A PUT of a body to `path`, its answer checked against `schema`. */
function put<S extends z.ZodMiniType>(path: string, schema: S) {
  return (body: unknown) => request(path, { method: 'PUT', body, schema });
}

/** Mutation options for audits: create, update, archive, restore, run controls and settings. */
export const auditMutations = {
  /** POST /v2/web-audits. */
  create: (): Mutation<Audit, NewAuditInput> => ({
    mutationFn: (body) => request('/v2/web-audits', { method: 'POST', body, schema: auditSchema }),
    meta: { invalidates: containers },
  }),
  /** PUT /v2/web-audits/{webAuditId}: the whole audit, including its webhook address. */
  update: (auditId: number): Mutation<Audit, AuditUpdateInput> => ({
    mutationFn: (body) => request(`/v2/web-audits/${auditId}`, { method: 'PUT', body, schema: auditSchema }),
    // A new name or folder shows in the folders' counts and in the grid's rows too.
    meta: { invalidates: [...containers, gridQueries.all()] },
  }),
  /** DELETE /v2/web-audits/{webAuditId}: archive; the audit is remembered for this session's restore list. */
  archive: (): Mutation<void, Audit> => ({
    mutationFn: async (audit, { client }) => {
      await request(`/v2/web-audits/${audit.id}`, { method: 'DELETE', responseType: 'none' });
      const entry: ArchivedAudit = {
        id: audit.id,
        name: audit.name,
        folderId: audit.folderId,
        domainId: audit.domainId,
        archivedAt: new Date().toISOString(),
      };
      client.setQueryData(auditConfigQueries.archived().queryKey, (list = []) => [
        entry,
        ...list.filter((item) => item.id !== audit.id),
      ]);
    },
    // Not the archived audit's own queries: they would only answer 404 now.
    meta: {
      invalidates: [
        auditQueries.summaries().queryKey,
        ...accountRunReads,
        ...libraries,
        ['folders'],
        ['domains'],
        ['labels'],
      ],
    },
  }),
  /** PATCH /v3/web-audits/undelete: restore into a folder and sub-folder; a refused restore is an error. */
  restore: (): Mutation<UndeleteResult, UndeleteInput> => ({
    mutationFn: async (body, { client }) => {
      const result = await request('/v3/web-audits/undelete', {
        method: 'PATCH',
        body,
        schema: undeleteResultSchema,
      });
      const restored = result.status === 'restored' || result.code === 'already_restored';
      if (restored) {
        client.setQueryData(auditConfigQueries.archived().queryKey, (list = []) =>
          list.filter((item) => item.id !== body.id),
        );
      }
      if (result.status !== 'restored') throw new Error(result.reason ?? 'The audit could not be restored');
      return result;
    },
    meta: { invalidates: [...containers, ...libraries, gridQueries.all()] },
  }),
  /** POST /v2/web-audits/{webAuditId}/runs: start a run now (refused while one is in progress). */
  startRun: (auditId: number): Mutation<AuditRunReference, void> => ({
    mutationFn: () =>
      request(`/v2/web-audits/${auditId}/runs`, { method: 'POST', schema: auditRunReferenceSchema }),
    meta: { invalidates: [everyAudit, ['folders'], ['domains'], gridQueries.all()] },
  }),
  /** POST /v2/web-audits/{webAuditId}/runs/current/finish: stop the running run and keep its pages. */
  finishRun: (auditId: number): Mutation<void, void> => ({
    mutationFn: async () => {
      await request(`/v2/web-audits/${auditId}/runs/current/finish`, {
        method: 'POST',
        responseType: 'none',
      });
    },
    meta: { invalidates: [everyAudit, ['folders'], ['domains'], ...resultsBeyondAudits(auditId)] },
  }),
  /** DELETE /v2/web-audits/{webAuditId}/runs/{runId}: stop (if running) and discard a run. */
  discardRun: (auditId: number): Mutation<void, number> => ({
    mutationFn: async (runId) => {
      await request(`/v2/web-audits/${auditId}/runs/${runId}`, { method: 'DELETE', responseType: 'none' });
    },
    meta: { invalidates: [everyAudit, ['folders'], ['domains'], ...resultsBeyondAudits(auditId)] },
  }),
  /** PUT /v3/web-audits/{auditId}: the audit's notes. */
  saveNotes: (auditId: number): Mutation<AuditNotes, string> => ({
    mutationFn: (notes) =>
      request(`/v3/web-audits/${auditId}`, {
        method: 'PUT',
        body: { id: auditId, notes },
        schema: auditNotesSchema,
      }),
    meta: { invalidates: [auditConfigQueries.notes(auditId).queryKey] },
  }),
  /** PUT /v2/web-audits/{auditId}/labels: the audit's labels, by id. */
  setLabels: (auditId: number): Mutation<Array<{ id: number; name: string }>, number[]> => ({
    mutationFn: put(`/v2/web-audits/${auditId}/labels`, auditLabelListSchema),
    meta: { invalidates: [everyAudit, ['labels'], gridQueries.all()] },
  }),
  /** DELETE /v2/web-audits/{auditId}/labels without a body: take every label off the audit. */
  removeAllLabels: (auditId: number): Mutation<void, void> => ({
    mutationFn: async () => {
      await request(`/v2/web-audits/${auditId}/labels`, { method: 'DELETE', responseType: 'none' });
    },
    meta: { invalidates: [everyAudit, ['labels'], gridQueries.all()] },
  }),
  /** PUT /v3/web-audits/{auditId}/actions. */
  saveActions: (auditId: number): Mutation<AuditAction[], AuditAction[]> => ({
    mutationFn: put(`/v3/web-audits/${auditId}/actions`, auditActionListSchema),
    meta: { invalidates: [auditConfigQueries.actions(auditId).queryKey] },
  }),
  /** PUT /v3/web-audits/{auditId}/login-actions. */
  saveLoginActions: (auditId: number): Mutation<AuditAction[], AuditAction[]> => ({
    mutationFn: put(`/v3/web-audits/${auditId}/login-actions`, auditActionListSchema),
    meta: { invalidates: [auditConfigQueries.loginActions(auditId).queryKey] },
  }),
  /** PUT /v3/web-audits/{auditId}/blocking-configuration. */
  saveBlocking: (auditId: number): Mutation<BlockingConfig, BlockingConfigInput> => ({
    mutationFn: put(`/v3/web-audits/${auditId}/blocking-configuration`, blockingConfigSchema),
    meta: { invalidates: [auditConfigQueries.blocking(auditId).queryKey] },
  }),
  /** PUT /v2/web-audits/{webAuditId}/filters. */
  saveFilters: (auditId: number): Mutation<AuditFilters, AuditFiltersInput> => ({
    mutationFn: put(`/v2/web-audits/${auditId}/filters`, auditFiltersSchema),
    meta: { invalidates: [everyAudit] },
  }),
  /**
   * PUT /v2/web-audits/{webAuditId}/rules: the audit's rules, by id, for its next runs (a run keeps
   * the rules it ran with); the rules library counts each rule's audits.
   */
  saveRules: (auditId: number): Mutation<RuleDescription[], number[]> => ({
    mutationFn: put(`/v2/web-audits/${auditId}/rules`, ruleDescriptionListSchema),
    meta: { invalidates: [auditConfigQueries.rules(auditId).queryKey, rulesLibrary] },
  }),
};
