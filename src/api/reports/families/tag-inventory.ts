import { z } from '@/lib/zod';
import { id } from '../../common';
import { reportBody, statusClassSchema } from '../common';
import { defineFamily } from '../define';
import { tagFilters } from './shared/filters';
import {
  counts,
  listOperation,
  pagesOperation,
  runOperation,
  summaryOperation,
  tagsResponse,
  totalAndFiltered,
  totalCounts,
  trendOperations,
} from './shared/operations';

/** Tag filters of the tag inventory (AuditRun_TagInventory_RequestDTO, after the page filters). */
const presenceFilters = {
  pageStatusCode: z.optional(statusClassSchema),
  tagAccount: z.optional(z.string()),
  pagesWithoutTagId: z.optional(id),
  pagesWithoutTagCategoryId: z.optional(id),
  pagesWithoutTagVendorId: z.optional(id),
};
const requestSchema = reportBody({
  ...presenceFilters,
  ...tagFilters,
  pagesWithoutTag: z.optional(z.object({ tagId: id, tagAccount: z.optional(z.string()) })),
});
export type TagInventoryRequest = z.input<typeof requestSchema>;

const presence = { tagPresentPageCount: z.int(), tagAbsentPageCount: z.int() };

/** Trend names of the tag inventory (AuditRun_TagInventory_TrendsEnum). */
export const tagInventoryTrendNames = ['unique_tags', 'broken_tags', 'broken_pages'] as const;

/** Tag inventory: which tags fired where, their accounts, and pages with or without them. */
export const tagInventory = defineFamily({
  summary: summaryOperation('tag-inventory', requestSchema, {
    ...totalAndFiltered(['Page']),
    ...counts(['filteredBrokenPageCount', 'filteredUniqueTagCount', 'filteredBrokenTagCount']),
    totalTagInstanceCount: z.int(),
  }),
  tagCategories: runOperation(
    'tag-inventory/tag-categories',
    requestSchema,
    z.looseObject({
      tagCategories: z.array(
        z.looseObject({
          tagCategoryId: id,
          totalTagInstanceCount: z.int(),
          tagFilterStatus: z.boolean(),
        }),
      ),
    }),
  ),
  ...trendOperations(
    'tag-inventory',
    tagInventoryTrendNames,
    totalCounts(['BrokenPage', 'UniqueTag', 'BrokenTag']),
  ),
  tags: runOperation(
    'tag-inventory/tags',
    requestSchema,
    tagsResponse({ ...presence, filteredTagAccountCount: z.int() }),
  ),
  tagAccounts: listOperation(
    'tag-inventory/tags/{tagId}/accounts',
    reportBody(presenceFilters),
    { items: 'tagAccounts', size: 100 },
    z.looseObject({ ...presence, tagAccount: z.string() }),
  ),
  pages: pagesOperation(
    'tag-inventory/pages',
    requestSchema,
    {
      tagInstanceCount: z.int(),
      uniqueTagCount: z.int(),
      brokenTagCount: z.int(),
    },
    {
      tag_instance_count: 'tagInstanceCount',
      unique_tag_count: 'uniqueTagCount',
      broken_tag_count: 'brokenTagCount',
    },
  ),
});
