import { z } from 'zod';
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
  pageStatusCode: statusClassSchema.optional(),
  tagAccount: z.string().optional(),
  pagesWithoutTagId: id.optional(),
  pagesWithoutTagCategoryId: id.optional(),
  pagesWithoutTagVendorId: id.optional(),
};
const requestSchema = reportBody({
  ...presenceFilters,
  ...tagFilters,
  pagesWithoutTag: z.object({ tagId: id, tagAccount: z.string().optional() }).optional(),
});
export type TagInventoryRequest = z.input<typeof requestSchema>;

const presence = { tagPresentPageCount: z.number().int(), tagAbsentPageCount: z.number().int() };

/** Trend names of the tag inventory (AuditRun_TagInventory_TrendsEnum). */
export const tagInventoryTrendNames = ['unique_tags', 'broken_tags', 'broken_pages'] as const;

/** Tag inventory: which tags fired where, their accounts, and pages with or without them. */
export const tagInventory = defineFamily({
  summary: summaryOperation('tag-inventory', requestSchema, {
    ...totalAndFiltered(['Page']),
    ...counts(['filteredBrokenPageCount', 'filteredUniqueTagCount', 'filteredBrokenTagCount']),
    totalTagInstanceCount: z.number().int(),
  }),
  tagCategories: runOperation(
    'tag-inventory/tag-categories',
    requestSchema,
    z.looseObject({
      tagCategories: z.array(
        z.looseObject({
          tagCategoryId: id,
          totalTagInstanceCount: z.number().int(),
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
    tagsResponse({ ...presence, filteredTagAccountCount: z.number().int() }),
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
      tagInstanceCount: z.number().int(),
      uniqueTagCount: z.number().int(),
      brokenTagCount: z.number().int(),
    },
    {
      tag_instance_count: 'tagInstanceCount',
      unique_tag_count: 'uniqueTagCount',
      broken_tag_count: 'brokenTagCount',
    },
  ),
});
