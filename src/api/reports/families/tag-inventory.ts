import { z } from 'zod';
import { id } from '../../common';
import {
  pagedSchema,
  reportBody,
  reportPageShape,
  reportPageSort,
  runTrendsSchema,
  specificTrendSchema,
  statusClassSchema,
  tagInfoShape,
} from '../common';
import { defineFamily } from '../define';

/** Tag filters of the tag inventory (AuditRun_TagInventory_RequestDTO, after the page filters). */
const tagFilters = {
  pageStatusCode: statusClassSchema.optional(),
  tagAccount: z.string().optional(),
  pagesWithoutTagId: id.optional(),
  pagesWithoutTagCategoryId: id.optional(),
  pagesWithoutTagVendorId: id.optional(),
};
const requestSchema = reportBody({
  ...tagFilters,
  primaryTagsOnly: z.boolean().optional(),
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagVendorId: id.optional(),
  pagesWithoutTag: z.object({ tagId: id, tagAccount: z.string().optional() }).optional(),
});
export type TagInventoryRequest = z.input<typeof requestSchema>;

const presence = { tagPresentPageCount: z.number().int(), tagAbsentPageCount: z.number().int() };

/** Trend names of the tag inventory (AuditRun_TagInventory_TrendsEnum). */
export const tagInventoryTrendNames = ['unique_tags', 'broken_tags', 'broken_pages'] as const;

/** Tag inventory: which tags fired where, their accounts, and pages with or without them. */
export const tagInventory = defineFamily({
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'tag-inventory',
    body: requestSchema,
    response: z.looseObject({
      totalPageCount: z.number().int(),
      filteredPageCount: z.number().int(),
      filteredBrokenPageCount: z.number().int(),
      filteredUniqueTagCount: z.number().int(),
      filteredBrokenTagCount: z.number().int(),
      totalTagInstanceCount: z.number().int(),
    }),
  },
  tagCategories: {
    method: 'POST',
    scope: 'run',
    path: 'tag-inventory/tag-categories',
    body: requestSchema,
    response: z.looseObject({
      tagCategories: z.array(
        z.looseObject({
          tagCategoryId: id,
          totalTagInstanceCount: z.number().int(),
          tagFilterStatus: z.boolean(),
        }),
      ),
    }),
  },
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'tag-inventory/trends',
    response: runTrendsSchema({
      totalBrokenPageCount: z.number().int(),
      totalUniqueTagCount: z.number().int(),
      totalBrokenTagCount: z.number().int(),
    }),
  },
  trend: {
    method: 'GET',
    scope: 'audit',
    path: 'tag-inventory/trends/{trendName}',
    trendNames: tagInventoryTrendNames,
    days: true,
    response: specificTrendSchema,
  },
  tags: {
    method: 'POST',
    scope: 'run',
    path: 'tag-inventory/tags',
    body: requestSchema,
    response: z.looseObject({
      tags: z.array(
        z.looseObject({ ...tagInfoShape, ...presence, filteredTagAccountCount: z.number().int() }),
      ),
    }),
  },
  tagAccounts: {
    method: 'POST',
    scope: 'run',
    path: 'tag-inventory/tags/{tagId}/accounts',
    body: reportBody(tagFilters),
    list: { items: 'tagAccounts', size: 100 },
    response: pagedSchema('tagAccounts', z.looseObject({ ...presence, tagAccount: z.string() })),
  },
  pages: {
    method: 'POST',
    scope: 'run',
    path: 'tag-inventory/pages',
    body: requestSchema,
    list: {
      items: 'pages',
      size: 50,
      sort: {
        ...reportPageSort,
        tag_instance_count: 'tagInstanceCount',
        unique_tag_count: 'uniqueTagCount',
        broken_tag_count: 'brokenTagCount',
      },
    },
    response: pagedSchema(
      'pages',
      z.looseObject({
        ...reportPageShape,
        tagInstanceCount: z.number().int(),
        uniqueTagCount: z.number().int(),
        brokenTagCount: z.number().int(),
      }),
    ),
  },
});
