import { z } from '@/lib/zod';
import { rangeFilterSchema, reportBody, statusClassSchema, tagInfoShape } from '../common';
import { defineFamily } from '../define';
import { tagFilters } from './shared/filters';
import {
  listOperation,
  pagesOperation,
  runOperation,
  summaryOperation,
  tagsResponse,
  totalAndFiltered,
  trendOperations,
} from './shared/operations';

/** Tag request filters that stay in the body when the tag is in the path (AuditRun_TagHealth_FilteredRequestDTO). */
const requestFilters = {
  pageStatusCode: z.optional(statusClassSchema),
  /** Tag load time in ms: `min` inclusive, `max` exclusive (TagLoadTimeFilter). */
  tagLoadTime: z.optional(rangeFilterSchema),
  tagStatusCode: z.optional(statusClassSchema),
  tagAccount: z.optional(z.string()),
  /** Tag request size in bytes: `min` inclusive, `max` exclusive (AuditRun_TagHealth_TagRequestSize). */
  tagRequestSize: z.optional(rangeFilterSchema),
};
const requestSchema = reportBody({
  ...requestFilters,
  ...tagFilters,
});
const filteredRequestSchema = reportBody(requestFilters);
/** Body of the tag health summary, tags and pages (AuditRun_TagHealth_RequestDTO). */
export type TagHealthRequest = z.input<typeof requestSchema>;
/** Body of a tag's accounts, the tag being in the path (AuditRun_TagHealth_FilteredRequestDTO). */
export type TagHealthFilteredRequest = z.input<typeof filteredRequestSchema>;

const count = z.int();

/** Tag requests per load time bucket, lower bounds inclusive (AuditRun_TagHealth_TagLoadTimeDistribution). */
const loadTimeDistribution = z.looseObject({
  below500: count,
  '500to1000': count,
  '1000to2000': count,
  above2000: count,
});

/** Tag requests per status class (AuditRun_TagHealth_TagStatusCodeDistribution). */
const statusCodeDistribution = z.looseObject({ good: count, redirect: count, broken: count });

/** A tag's (or a tag account's) request figures (AuditRun_TagHealth_TagListItemTrait). */
const tagFigures = {
  ...tagInfoShape,
  tagInstanceCount: count,
  tagRequestSizeAverage: count,
  tagLoadTimeDistribution: loadTimeDistribution,
  tagStatusCodeDistribution: statusCodeDistribution,
};

/** Trend names of tag health (AuditRun_TagHealth_TrendsEnum). */
export const tagHealthTrendNames = [
  'average_tag_load_time',
  'average_tag_request_size',
  'slow_tags',
  'slow_tag_percentage',
  'broken_tags',
  'broken_tag_percentage',
  'tag_requests',
] as const;

/** Tag health: how fast and how large tag requests are, and which of them failed. */
export const tagHealth = defineFamily({
  summary: summaryOperation('tag-health', requestSchema, {
    ...totalAndFiltered(['Page']),
    filteredTagLoadTimeAverage: count,
    filteredTagRequestSizeAverage: count,
    filteredSlowTagCount: count,
    filteredSlowTagPercentage: z.number(),
    filteredBrokenTagCount: count,
    filteredBrokenTagPercentage: z.number(),
    filteredTagInstanceCount: count,
    tagLoadTimeDistribution: loadTimeDistribution,
    tagStatusCodeDistribution: statusCodeDistribution,
  }),
  ...trendOperations('tag-health', tagHealthTrendNames, {
    totalTagLoadTimeAverage: count,
    totalTagRequestSizeAverage: count,
    totalSlowTagCount: count,
    slowTagPercentage: z.optional(z.number()),
    totalBrokenTagCount: count,
    brokenTagPercentage: z.optional(z.number()),
    totalTagInstanceCount: count,
  }),
  tags: runOperation(
    'tag-health/tags',
    requestSchema,
    tagsResponse({ ...tagFigures, filteredTagAccountCount: count }),
  ),
  tagAccounts: listOperation(
    'tag-health/tags/{tagId}/accounts',
    filteredRequestSchema,
    {
      items: 'tagAccounts',
      size: 100,
      sort: {
        tag_account: 'tagAccount',
        tag_instance_count: 'tagInstanceCount',
        tag_request_size_average: 'tagRequestSizeAverage',
        tag_load_time_below_500: 'tagLoadTimeDistribution.below500',
        tag_load_time_from_500_to_1000: 'tagLoadTimeDistribution.500to1000',
        tag_load_time_from_1000_to_2000: 'tagLoadTimeDistribution.1000to2000',
        tag_load_time_above_2000: 'tagLoadTimeDistribution.above2000',
      },
    },
    z.looseObject({ ...tagFigures, tagAccount: z.string() }),
  ),
  pages: pagesOperation(
    'tag-health/pages',
    requestSchema,
    {
      filteredTagLoadTimeAverage: count,
      filteredTagRequestSizeAverage: count,
      filteredTagInstanceCount: count,
      filteredBrokenTagCount: count,
    },
    {
      tag_load_time_average: 'filteredTagLoadTimeAverage',
      tag_request_size_average: 'filteredTagRequestSizeAverage',
      tag_instance_count: 'filteredTagInstanceCount',
      broken_tag_count: 'filteredBrokenTagCount',
    },
  ),
});
