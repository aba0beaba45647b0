import {
  MutationObserver,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { auditMutations } from '@/api/audits/mutations';
import type { Audit } from '@/api/audits/schemas';
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

/** An audit's label ids with `add` put on and `remove` taken off. */
export function nextLabelIds(audit: Audit, add: readonly number[], remove: readonly number[]): number[] {
  const ids = new Set([...audit.labels.map((label) => label.id), ...add]);
  for (const id of remove) ids.delete(id);
  return [...ids];
}

/** The whole audit as PUT /v2/web-audits/{id} takes it, placed in sub-folder `domainId` (and so its folder). */
export function movedAudit(audit: Audit, domainId: number) {
  return { ...auditUpdate(audit, generalValues(audit)), domainId };
}

/** The one request each bulk action sends per audit. */
export const bulkWrites: Record<BulkAction['id'], (audit: Audit, params: BulkParams) => BulkWrite> = {
  run: (audit) => write(auditMutations.startRun(audit.id), undefined),
  move: (audit, params) => write(auditMutations.update(audit.id), movedAudit(audit, params.domainId!)),
  labels: (audit, params) =>
    write(auditMutations.setLabels(audit.id), nextLabelIds(audit, params.addLabelIds, params.removeLabelIds)),
  archive: (audit) => write(auditMutations.archive(), audit),
};
