import { z } from '@/lib/zod';
import type { Db } from '../db/types';
import { liveAudits } from '../db/views';
import { booleanParam, compareValues, pageOf, readQuery } from '../lib/query';
import type { MockContext } from '../lib/route';
import { journeyStore } from '../web-journeys/store';
import { defineMockResource } from './define';
import {
  filterTargets,
  requireItemType,
  targetCandidates,
  targetPage,
  type TargetFilters,
} from './target-items';

interface SourceRow {
  id: number;
  itemType: 'audit' | 'web-journey';
  itemId: number;
  itemName: string;
  labelIds: number[];
  lastCompletedRun?: { runId: number; completedAt: string };
  consentCategoryType?: string;
}

/** Every audit and web journey as a data source, with its last completed run and labels. */
function sources(db: Db): SourceRow[] {
  const audits = liveAudits(db).map((audit): SourceRow => {
    const run = db.runs.get(audit.id)?.find((r) => r.completed);
    const categories = db.auditConsentCategories.get(audit.id) ?? [];
    return {
      id: audit.id,
      itemType: 'audit',
      itemId: audit.id,
      itemName: audit.name,
      labelIds: audit.labelIds,
      ...(run?.completed ? { lastCompletedRun: { runId: run.id, completedAt: run.completed } } : {}),
      ...(categories.length ? { consentCategoryType: db.consentCategories.get(categories[0]!)?.type } : {}),
    };
  });
  const journeys = db.webJourneys.all().map((journey): SourceRow => {
    const run = journeyStore(db).runs.get(journey.id)?.[0];
    return {
      id: journey.id,
      itemType: 'web-journey',
      itemId: journey.id,
      itemName: journey.name,
      labelIds: [],
      ...(run
        ? {
            lastCompletedRun: {
              runId: run.id,
              completedAt: new Date(run.startedAt + run.durationMs).toISOString(),
            },
          }
        : {}),
    };
  });
  return [...audits, ...journeys];
}

interface SourceFilters {
  itemName?: string;
  labelIds?: number[];
  itemIds?: number[];
  itemType?: string;
  withRuns?: boolean;
}

const sortFields: Record<string, (row: SourceRow) => string | undefined> = {
  itemName: (row) => row.itemName,
  itemType: (row) => row.itemType,
  lastRun: (row) => row.lastCompletedRun?.completedAt,
};

/** Filter (ids win over name and labels, as the reference says), sort and page data sources. */
function answer(ctx: MockContext, filters: SourceFilters) {
  const { page, pageSize, sortBy, sortDesc } = readQuery(
    z.object({
      page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
      pageSize: z._default(z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(1000)), 100),
      sortBy: z._default(z.enum(['itemName', 'itemType', 'lastRun']), 'itemName'),
      sortDesc: z.optional(booleanParam),
    }),
    ctx.query,
  );
  const name = filters.itemName?.toLowerCase();
  const rows = sources(ctx.db).filter((row) => {
    if (filters.itemType && row.itemType !== filters.itemType) return false;
    if (filters.withRuns !== undefined && (row.lastCompletedRun !== undefined) !== filters.withRuns)
      return false;
    if (filters.itemIds?.length) return filters.itemIds.includes(row.itemId);
    if (name && !row.itemName.toLowerCase().includes(name)) return false;
    return !filters.labelIds?.length || filters.labelIds.some((id) => row.labelIds.includes(id));
  });
  const field = sortFields[sortBy]!;
  rows.sort((a, b) => (sortDesc ? -1 : 1) * compareValues(field(a), field(b)) || a.itemId - b.itemId);
  const { items, pagination } = pageOf(rows, page, pageSize);
  return {
    metadata: { pagination },
    dataSources: items.map(({ id: _id, labelIds, ...row }) => ({
      ...row,
      labels: labelIds.flatMap((id) => {
        const label = ctx.db.labels.get(id);
        return label ? [{ id, name: label.name }] : [];
      }),
    })),
  };
}

/** Which audits or journeys an alert, header group, inbox or rule is assigned to. */
function assignedIds(ctx: MockContext, searchItemType?: string, searchedItemId?: number): Set<number> {
  if (searchItemType === 'CUSTOM_HEADER' && searchedItemId !== undefined) {
    const journeys = [...journeyStore(ctx.db).customHeaders].filter(([, groups]) =>
      groups.some((g) => g.groupId === searchedItemId),
    );
    return new Set(journeys.map(([id]) => id));
  }
  if (searchItemType === 'RULE' && searchedItemId !== undefined) {
    return new Set(
      [...ctx.db.auditConfig.ruleIds].filter(([, ids]) => ids.includes(searchedItemId)).map(([id]) => id),
    );
  }
  return new Set();
}

/** Data sources: derived from the audits and web journeys (read-only). */
export const dataSourcesMock = defineMockResource<'data-sources', SourceRow>('data-sources', {
  noun: 'Data source',
  list: (ctx) =>
    answer(ctx, {
      itemName: ctx.query.get('itemName') ?? undefined,
      labelIds: ctx.query.getAll('labelIds').map(Number),
      itemType: ctx.query.get('itemType') ?? undefined,
      withRuns: ctx.query.has('withRuns') ? ctx.query.get('withRuns') === 'true' : undefined,
    }),
  ops: {
    search: (ctx) => answer(ctx, (ctx.body ?? {}) as SourceFilters),
    searchTargets: (ctx) => {
      const itemType = requireItemType(ctx.params.itemType, ['AUDIT', 'WEB_JOURNEY']);
      const body = ctx.body as TargetFilters & {
        searchItemType?: string;
        searchedItemId?: number;
        assignedToSearchedItem?: boolean;
      };
      const assigned = assignedIds(ctx, body.searchItemType, body.searchedItemId);
      const found = filterTargets(targetCandidates(ctx.db, itemType), body);
      return targetPage(found, assigned, body.assignedToSearchedItem, ctx.query);
    },
  },
});
