import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { auditQueries } from './queries';
import {
  auditActionListSchema,
  auditFiltersSchema,
  auditLabelListSchema,
  auditLocationListSchema,
  auditNotesSchema,
  blockingConfigSchema,
  frequencyListSchema,
  ruleDescriptionListSchema,
  userAgentListSchema,
} from './config-schemas';

/** An audit archived in this browser session (the interface has no list of archived audits). */
export interface ArchivedAudit {
  id: number;
  name: string;
  folderId: number;
  domainId: number;
  archivedAt: string;
}

const detail = (auditId: number) => auditQueries.detail(auditId).queryKey;
const HOUR = 3_600_000;

/** Query options for an audit's configuration and the lists its settings pick from. */
export const auditConfigQueries = {
  /** GET /v3/web-audits/{auditId}: the audit's notes. */
  notes: (auditId: number) =>
    queryOptions({
      queryKey: [...detail(auditId), 'notes'],
      queryFn: ({ signal }) => request(`/v3/web-audits/${auditId}`, { schema: auditNotesSchema, signal }),
    }),
  /** GET /v3/web-audits/{auditId}/actions: actions performed on every page. */
  actions: (auditId: number) =>
    queryOptions({
      queryKey: [...detail(auditId), 'actions'],
      queryFn: ({ signal }) =>
        request(`/v3/web-audits/${auditId}/actions`, { schema: auditActionListSchema, signal }),
    }),
  /** GET /v3/web-audits/{auditId}/login-actions: the sign-in sequence run before the scan. */
  loginActions: (auditId: number) =>
    queryOptions({
      queryKey: [...detail(auditId), 'login-actions'],
      queryFn: ({ signal }) =>
        request(`/v3/web-audits/${auditId}/login-actions`, { schema: auditActionListSchema, signal }),
    }),
  /** GET /v3/web-audits/{auditId}/blocking-configuration: tags and tag categories not loaded. */
  blocking: (auditId: number) =>
    queryOptions({
      queryKey: [...detail(auditId), 'blocking'],
      queryFn: ({ signal }) =>
        request(`/v3/web-audits/${auditId}/blocking-configuration`, { schema: blockingConfigSchema, signal }),
    }),
  /** GET /v2/web-audits/{webAuditId}/filters: which discovered URLs are scanned. */
  filters: (auditId: number) =>
    queryOptions({
      queryKey: [...detail(auditId), 'filters'],
      queryFn: ({ signal }) =>
        request(`/v2/web-audits/${auditId}/filters`, { schema: auditFiltersSchema, signal }),
    }),
  /** GET /v2/web-audits/{webAuditId}/rules: rules checked on every page. */
  rules: (auditId: number) =>
    queryOptions({
      queryKey: [...detail(auditId), 'rules'],
      queryFn: ({ signal }) =>
        request(`/v2/web-audits/${auditId}/rules`, { schema: ruleDescriptionListSchema, signal }),
    }),
  /** GET /v2/web-audits/{auditId}/labels: the labels on the audit, for a view that needs only them. */
  labels: (auditId: number) =>
    queryOptions({
      queryKey: [...detail(auditId), 'labels'],
      queryFn: ({ signal }) =>
        request(`/v2/web-audits/${auditId}/labels`, { schema: auditLabelListSchema, signal }),
    }),
  /** GET /v2/web-audits/frequencies. */
  frequencies: () =>
    queryOptions({
      queryKey: ['audits', 'options', 'frequencies'],
      queryFn: ({ signal }) => request('/v2/web-audits/frequencies', { schema: frequencyListSchema, signal }),
      staleTime: HOUR,
    }),
  /** GET /v2/web-audits/locations. */
  locations: () =>
    queryOptions({
      queryKey: ['audits', 'options', 'locations'],
      queryFn: ({ signal }) =>
        request('/v2/web-audits/locations', { schema: auditLocationListSchema, signal }),
      staleTime: HOUR,
    }),
  /** GET /v2/web-audits/user-agents. */
  userAgents: () =>
    queryOptions({
      queryKey: ['audits', 'options', 'user-agents'],
      queryFn: ({ signal }) => request('/v2/web-audits/user-agents', { schema: userAgentListSchema, signal }),
      staleTime: HOUR,
    }),
  /**
   * Audits archived in this session, kept in the query cache only: the interface cannot list
   * archived audits (see docs/api-assumptions.md). Refetching keeps what is there.
   */
  archived: () =>
    queryOptions({
      queryKey: ['session', 'archived-audits'] as const,
      queryFn: ({ client, queryKey }) => client.getQueryData<ArchivedAudit[]>(queryKey) ?? [],
      staleTime: Infinity,
      gcTime: Infinity,
    }),
};
