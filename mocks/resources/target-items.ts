import { z } from '@/lib/zod';
import { badRequest } from '../lib/errors';
import { booleanParam, compareValues, pageOf, readQuery } from '../lib/query';
import type { Db } from '../db/types';
import { liveAudits } from '../db/views';
import { journeyStore } from '../web-journeys/store';

/** An audit or web journey (or rule) as target-item searches see it. */
export interface TargetCandidate {
  itemType: string;
  itemId: number;
  itemName: string;
  lastRunAt?: string;
  labelIds: number[];
  folderId?: number;
  domainId?: number;
}

/** The latest run time of a web journey, RFC 3339. */
function journeyLastRun(db: Db, journeyId: number): string | undefined {
  const latest = journeyStore(db).runs.get(journeyId)?.[0];
  return latest ? new Date(latest.startedAt).toISOString() : undefined;
}

/** The candidates of one item type (AUDIT, WEB_JOURNEY, RULE); other types have none in this account. */
export function targetCandidates(db: Db, itemType: string): TargetCandidate[] {
  switch (itemType) {
    case 'AUDIT':
      return liveAudits(db).map((audit) => ({
        itemType,
        itemId: audit.id,
        itemName: audit.name,
        lastRunAt: db.runs.get(audit.id)?.find((run) => run.completed)?.completed,
        labelIds: audit.labelIds,
        folderId: audit.folderId,
        domainId: audit.domainId,
      }));
    case 'WEB_JOURNEY':
      return db.webJourneys.all().map((journey) => ({
        itemType,
        itemId: journey.id,
        itemName: journey.name,
        lastRunAt: journeyLastRun(db, journey.id),
        labelIds: [],
        folderId: journey.folderId ?? undefined,
        domainId: journey.domainId,
      }));
    case 'RULE':
      return db.rules
        .all()
        .map((rule) => ({ itemType, itemId: rule.id, itemName: rule.name, labelIds: rule.labelIds }));
    default:
      return [];
  }
}

/** 400 for an item type the operation does not know. */
export function requireItemType(itemType: string | undefined, allowed: readonly string[]): string {
  if (itemType && allowed.includes(itemType)) return itemType;
  return badRequest(`Unknown item type "${itemType}"`, {
    valid: false,
    issues: [{ path: ['itemType'], message: `Use one of ${allowed.join(', ')}`, code: 'invalid_enum_value' }],
  });
}

/** The filters every target-item search takes: a name, labels, folders and sub-folders. */
export interface TargetFilters {
  itemName?: string;
  itemLabels?: number[];
  folders?: { folders: Array<{ folderId: number; domains?: number[] }> };
}

/** Candidates matching the filters (name contains, any of the labels, in one of the folders). */
export function filterTargets(items: TargetCandidate[], filters: TargetFilters): TargetCandidate[] {
  const name = filters.itemName?.toLowerCase();
  const labels = filters.itemLabels ?? [];
  const folders = filters.folders?.folders ?? [];
  return items.filter(
    (item) =>
      (!name || item.itemName.toLowerCase().includes(name)) &&
      (labels.length === 0 || labels.some((label) => item.labelIds.includes(label))) &&
      (folders.length === 0 ||
        folders.some(
          (folder) =>
            folder.folderId === item.folderId &&
            (!folder.domains?.length ||
              (item.domainId !== undefined && folder.domains.includes(item.domainId))),
        )),
  );
}

const sortFields: Record<
  string,
  (item: TargetCandidate & { isAssigned?: boolean }) => string | number | boolean | undefined
> = {
  IS_ASSIGNED: (item) => item.isAssigned,
  ITEM_NAME: (item) => item.itemName,
  RUN_DATE: (item) => item.lastRunAt,
};

/** Sort (`sortBy`, `sortDesc`) and page (`page`, `pageSize` or `size`) found items. */
export function sortAndPage<T extends TargetCandidate & { isAssigned?: boolean }>(
  items: T[],
  query: URLSearchParams,
) {
  const params = readQuery(
    z.object({
      page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
      pageSize: z.optional(z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(1000))),
      size: z.optional(z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(1000))),
      sortBy: z._default(z.enum(['IS_ASSIGNED', 'ITEM_NAME', 'RUN_DATE']), 'ITEM_NAME'),
      sortDesc: z.optional(booleanParam),
    }),
    query,
  );
  const field = sortFields[params.sortBy]!;
  const direction = params.sortDesc ? -1 : 1;
  const sorted = [...items].sort(
    (a, b) => direction * compareValues(field(a), field(b)) || a.itemId - b.itemId,
  );
  return pageOf(sorted, params.page, params.pageSize ?? params.size ?? 50);
}

/**
 * A target-item search answer: the found items marked assigned (in `assigned`) or not, kept when
 * `onlyAssigned` is unset or matches, as one sorted page.
 */
export function targetPage(
  found: TargetCandidate[],
  assigned: ReadonlySet<number>,
  onlyAssigned: boolean | undefined,
  query: URLSearchParams,
) {
  const marked = found
    .map((item) => ({ ...item, isAssigned: assigned.has(item.itemId) }))
    .filter((item) => onlyAssigned === undefined || item.isAssigned === onlyAssigned);
  const { items, pagination } = sortAndPage(marked, query);
  return {
    metadata: pagination,
    items: items.map((item) => ({
      isAssigned: item.isAssigned,
      itemType: item.itemType,
      itemId: item.itemId,
      itemName: item.itemName,
      ...(item.lastRunAt ? { lastRunAt: item.lastRunAt } : {}),
      itemLabels: item.labelIds.map((id) => ({ id })),
    })),
  };
}
