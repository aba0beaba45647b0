import {
  MutationObserver,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { auditMutations } from '@/api/audits/mutations';
import { auditQueries } from '@/api/audits/queries';
import type { Audit } from '@/api/audits/schemas';
import type { LibraryAudit } from '../library';
import { auditUpdate, generalValues } from '../config/general';
import type { BulkAction, BulkParams } from './bulk-actions';

/** One write of a bulk action, bound to its audit: sent through the mutation cache, refreshed afterwards. */
export interface BulkWrite {
  send: (client: QueryClient) => Promise<unknown>;
  /** The queries this write makes stale, refreshed once when the batch ends. */
  invalidates: QueryKey[];
}

/** A mutation and its variables as one write; its invalidation waits for the end of the batch. */
function write<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): BulkWrite {
  const { meta, ...rest } = options;
  return {
    send: (client) => new MutationObserver(client, rest).mutate(variables),
    invalidates: meta?.invalidates ?? [],
  };
}

/**
 * A write that needs the whole audit (its configuration, which the library does not read): the audit
 * is read first (GET /v2/web-audits/{id}, fresh), then `write` of it is sent.
 */
function withWholeAudit(
  auditId: number,
  invalidates: QueryKey[],
  make: (audit: Audit) => BulkWrite,
): BulkWrite {
  return {
    send: async (client) => {
      const audit = await client.fetchQuery({ ...auditQueries.detail(auditId), staleTime: 0 });
      return make(audit).send(client);
    },
    invalidates,
  };
}

/** An audit's label ids with `add` put on and `remove` taken off. */
export function nextLabelIds(
  audit: Pick<LibraryAudit, 'labels'>,
  add: readonly number[],
  remove: readonly number[],
): number[] {
  const ids = new Set([...audit.labels.map((label) => label.id), ...add]);
  for (const id of remove) ids.delete(id);
  return [...ids];
}

/** The whole audit as PUT /v2/web-audits/{id} takes it, placed in sub-folder `domainId` (and so its folder). */
export function movedAudit(audit: Audit, domainId: number) {
  return { ...auditUpdate(audit, generalValues(audit)), domainId };
}

/** The one request each bulk action sends per audit. */
export const bulkWrites: Record<BulkAction['id'], (audit: LibraryAudit, params: BulkParams) => BulkWrite> = {
  run: (audit) => write(auditMutations.startRun(audit.id), undefined),
  move: (audit, params) =>
    withWholeAudit(audit.id, auditMutations.update(audit.id).meta?.invalidates ?? [], (whole) =>
      write(auditMutations.update(audit.id), movedAudit(whole, params.domainId!)),
    ),
  labels: (audit, params) =>
    write(auditMutations.setLabels(audit.id), nextLabelIds(audit, params.addLabelIds, params.removeLabelIds)),
  archive: (audit) =>
    withWholeAudit(audit.id, auditMutations.archive().meta?.invalidates ?? [], (whole) =>
      write(auditMutations.archive(), whole),
    ),
};
