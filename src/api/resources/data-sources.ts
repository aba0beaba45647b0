import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';
import { defineResource } from './define';
import { targetItemPageSchema, targetSearchFilters, targetSearchQuery } from './target-items';

/** Audits and web journeys as data sources (DataSourceItemType). */
export const dataSourceItemTypes = ['audit', 'web-journey'] as const;
/** What a data-source target search can be relative to (DataSourcesTargetItemsSearchRequest.searchItemType). */
export const searchedItemTypes = ['ALERT', 'CUSTOM_HEADER', 'EMAIL_INBOX', 'RULE'] as const;

/** An audit or a web journey with its labels and last completed run (DataSource). */
export const dataSourceSchema = z.looseObject({
  itemType: z.string(),
  itemId: id,
  itemName: z.optional(z.string()),
  lastCompletedRun: z.optional(z.looseObject({ runId: z.optional(id), completedAt: z.optional(dateTime) })),
  consentCategoryType: z.optional(z.string()),
  labels: z.array(z.looseObject({ id, name: z.string() })),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

/** One page of data sources (DataSourcesResult). */
export const dataSourcePageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  dataSources: z.array(dataSourceSchema),
});

/** Body of POST /v3/data-sources/search. */
export const dataSourceSearchSchema = z.object({
  itemName: z.optional(z.string()),
  labelIds: z.optional(z.array(id)),
  itemIds: z.optional(z.array(id)),
  itemType: z.optional(z.enum(dataSourceItemTypes)),
  withRuns: z.optional(z.boolean()),
});

/** The key of a data source: its type and id (`audit:1001`). */
export const dataSourceKey = (row: Pick<DataSource, 'itemType' | 'itemId'>) =>
  `${row.itemType}:${row.itemId}`;

/** `/v3/data-sources`: the account's audits and web journeys (read-only), their search, and target-item search. */
export const dataSources = defineResource({
  key: ['data-sources'],
  path: '/v3/data-sources',
  idParam: 'dataSource',
  rowId: (row: DataSource) => dataSourceKey(row),
  list: {
    response: dataSourcePageSchema,
    rows: (answer) => answer.dataSources,
    params: ['itemType', 'withRuns'],
    paging: {
      page: 'page',
      size: 'pageSize',
      pageSize: 200,
      more: (answer, page) => page + 1 < answer.metadata.pagination.totalPageCount,
    },
  },
  ops: {
    /** POST /v3/data-sources/search: by name, labels or ids. */
    search: {
      method: 'POST',
      path: '/v3/data-sources/search',
      query: ['page', 'pageSize', 'sortBy', 'sortDesc'],
      body: dataSourceSearchSchema,
      response: dataSourcePageSchema,
    },
    /** Audits or web journeys, and whether each is assigned to an alert, header group, inbox or rule. */
    searchTargets: {
      method: 'POST',
      path: '/v3/data-sources/target-items/{itemType}/search',
      query: targetSearchQuery,
      body: z.object({
        searchItemType: z.optional(z.enum(searchedItemTypes)),
        searchedItemId: z.optional(id),
        assignedToSearchedItem: z.optional(z.boolean()),
        ...targetSearchFilters,
      }),
      response: targetItemPageSchema,
    },
  },
});
