import { MutationObserver, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { auditConfigQueries } from '@/api/audits/config-queries';
import type { AuditAction } from '@/api/audits/config-schemas';
import { auditMutations } from '@/api/audits/mutations';
import type { AttachmentPatch } from '@/api/consent-categories/audit-schemas';
import { consentCategoryMutations } from '@/api/consent-categories/mutations';
import { consentCategoryQueries } from '@/api/consent-categories/queries';
import { createBatch, runBatch, type BatchEntry } from '@/lib/batch';

/** The parts applied to an audit after it is created: its labels, and what a duplicate copies. */
export type PartId =
  'labels' | 'actions' | 'login-actions' | 'blocking' | 'filters' | 'rules' | 'consent-categories';

/** One part: applying it writes it to the new audit and answers what was written, in words. */
export interface AuditPart {
  id: PartId;
  apply(client: QueryClient): Promise<string>;
}

/** One part in a batch: where it stands, what was written (`result`, in words) or why it failed. */
export type PartEntry = BatchEntry<AuditPart, string>;

/** "1 rule", "3 rules", "no rules". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n === 0 ? 'no' : n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** Run a mutation through the cache, so its `meta.invalidates` applies as for any other write. */
function write<TData, TVariables>(
  client: QueryClient,
  options: UseMutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(client, options).mutate(variables);
}

/**
 * Actions as written to another audit: without their ids (the copy numbers its own), and how many
 * carry a masked value, which the service never sends back in clear (to be typed again).
 */
export function actionsForCopy(actions: readonly AuditAction[]): { actions: AuditAction[]; masked: number } {
  return {
    actions: actions.map(({ id, ...action }) => action),
    masked: actions.filter((action) => action.actionType === 'maskedinput').length,
  };
}

/** The add / remove operations that turn the applied consent category ids into the wanted ones. */
export function consentPatch(applied: readonly number[], wanted: readonly number[]): AttachmentPatch {
  return [
    ...wanted
      .filter((id) => !applied.includes(id))
      .map((value) => ({ op: 'add' as const, path: '/-', value })),
    ...applied
      .filter((id) => !wanted.includes(id))
      .map((value) => ({ op: 'remove' as const, path: '/', value })),
  ];
}

function actionsPart(id: 'actions' | 'login-actions', sourceId: number, targetId: number): AuditPart {
  const read = id === 'actions' ? auditConfigQueries.actions : auditConfigQueries.loginActions;
  const save = id === 'actions' ? auditMutations.saveActions : auditMutations.saveLoginActions;
  return {
    id,
    apply: async (client) => {
      const { actions, masked } = actionsForCopy(
        await client.fetchQuery({ ...read(sourceId), staleTime: 0 }),
      );
      await write(client, save(targetId), actions);
      const retype = masked ? ` · type ${countOf(masked, 'masked value')} again` : '';
      return `${countOf(actions.length, 'action')}${retype}`;
    },
  };
}

/**
 * What a duplicate copies from its source once created, in the order of the settings sections:
 * each part read from the source audit and written to the copy with the same API clients the
 * settings screens use.
 */
export function copyParts(sourceId: number, targetId: number): AuditPart[] {
  return [
    actionsPart('actions', sourceId, targetId),
    actionsPart('login-actions', sourceId, targetId),
    {
      id: 'blocking',
      apply: async (client) => {
        const source = await client.fetchQuery({ ...auditConfigQueries.blocking(sourceId), staleTime: 0 });
        const body = { tagIds: source.tagIds ?? [], tagCategoryIds: source.tagCategoryIds ?? [] };
        await write(client, auditMutations.saveBlocking(targetId), body);
        return `${countOf(body.tagIds.length, 'tag')}, ${countOf(body.tagCategoryIds.length, 'tag category', 'tag categories')}`;
      },
    },
    {
      id: 'filters',
      apply: async (client) => {
        const source = await client.fetchQuery({ ...auditConfigQueries.filters(sourceId), staleTime: 0 });
        const body = {
          include: source.include.map(({ value, includeLimit }) => ({ value, includeLimit })),
          exclude: source.exclude,
        };
        await write(client, auditMutations.saveFilters(targetId), body);
        return `${countOf(body.include.length, 'include pattern')}, ${countOf(body.exclude.length, 'exclude pattern')}`;
      },
    },
    {
      id: 'rules',
      apply: async (client) => {
        const source = await client.fetchQuery({ ...auditConfigQueries.rules(sourceId), staleTime: 0 });
        await write(
          client,
          auditMutations.saveRules(targetId),
          source.map((rule) => rule.id),
        );
        return countOf(source.length, 'rule');
      },
    },
    {
      id: 'consent-categories',
      apply: async (client) => {
        const ids = async (auditId: number) =>
          (
            await client.fetchQuery({ ...consentCategoryQueries.forAudit(auditId), staleTime: 0 })
          ).consentCategories.map((category) => category.id);
        const wanted = await ids(sourceId);
        // A new audit may start with the account's default categories: the copy gets exactly the source's.
        const patch = consentPatch(await ids(targetId), wanted);
        if (patch.length) await write(client, consentCategoryMutations.patchAudit(targetId), patch);
        return countOf(wanted.length, 'category', 'categories');
      },
    },
  ];
}

/** The labels chosen in the form, set on the new audit (they are not part of the create body). */
export function labelsPart(targetId: number, labelIds: readonly number[]): AuditPart {
  return {
    id: 'labels',
    apply: async (client) => {
      await write(client, auditMutations.setLabels(targetId), [...labelIds]);
      return countOf(labelIds.length, 'label');
    },
  };
}

/** The parts as a batch, every one waiting, each known by its id. */
export function partsBatch(parts: readonly AuditPart[]): PartEntry[] {
  return createBatch<AuditPart, string>(
    parts,
    (part) => part.id,
    (part) => part.id,
  );
}

/**
 * Apply the parts of `entries` that have not succeeded, one at a time, telling `onChange` each change;
 * a failed part does not stop the others. Run it again on its result to retry the failed ones.
 */
export function applyParts(
  entries: readonly PartEntry[],
  client: QueryClient,
  onChange?: (entries: PartEntry[]) => void,
): Promise<PartEntry[]> {
  return runBatch(entries, (part) => part.apply(client), { onChange });
}
