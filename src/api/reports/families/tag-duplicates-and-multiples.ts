import { z } from 'zod';
import { id } from '../../common';
import {
  pagedSchema,
  reportBody,
  reportPageShape,
  reportPageSort,
  runTrendsSchema,
  specificTrendSchema,
  tagInfoShape,
} from '../common';
import { defineFamily } from '../define';

const tagFilters = {
  primaryTagsOnly: z.boolean().optional(),
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagVendorId: id.optional(),
  tagAccount: z.string().optional(),
};
const requestSchema = reportBody(tagFilters);
const filteredRequestSchema = reportBody({ tagAccount: z.string().optional() });
const pagesRequestSchema = reportBody({
  ...tagFilters,
  type: z.enum(['tag_duplicates', 'tag_multiples']).optional(),
});
/** Body of the summary and the tags (AuditRun_TagDuplicatesAndMultiples_RequestDTO). */
export type TagDuplicatesRequest = z.input<typeof requestSchema>;
/** Body of a tag's accounts, the tag being in the path (AuditRun_TagDuplicatesAndMultiples_FilteredRequestDTO). */
export type TagDuplicatesFilteredRequest = z.input<typeof filteredRequestSchema>;
/** Body of the page list: the tag filters and, optionally, only pages with duplicates or multiples. */
export type TagDuplicatesPagesRequest = z.input<typeof pagesRequestSchema>;

const count = z.number().int();

/** Duplicate and multiple figures of a tag or tag account (AuditRun_TagDuplicatesAndMultiples_TagsItemTrait). */
const figures = {
  filteredTagDuplicateCount: count,
  filteredTagDuplicatePageCount: count,
  filteredTagMultipleCount: count,
  filteredTagMultiplePageCount: count,
  filteredTagInstanceCount: count,
};

/** Trend names of tag duplicates and multiples (AuditRun_TagDuplicatesAndMultiples_TrendsEnum). */
export const tagDuplicatesTrendNames = [
  'unique_tags',
  'tag_requests',
  'tag_duplicates',
  'tag_multiples',
] as const;

/** Tag duplicates and multiples: tags that fired more than once on a page, as copies or not. */
export const tagDuplicatesAndMultiples = defineFamily({
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'tag-duplicates-and-multiples',
    body: requestSchema,
    response: z.looseObject({
      totalPageCount: count,
      filteredPageCount: count,
      filteredUniqueTagCount: count,
      totalTagInstanceCount: count,
      filteredTagInstanceCount: count,
      filteredTagDuplicateCount: count,
      filteredTagMultipleCount: count,
    }),
  },
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'tag-duplicates-and-multiples/trends',
    response: runTrendsSchema({
      totalUniqueTagCount: count,
      totalTagInstanceCount: count,
      totalTagDuplicateCount: count,
      totalTagMultipleCount: count,
    }),
  },
  trend: {
    method: 'GET',
    scope: 'audit',
    path: 'tag-duplicates-and-multiples/trends/{trendName}',
    trendNames: tagDuplicatesTrendNames,
    days: true,
    response: specificTrendSchema,
  },
  tags: {
    method: 'POST',
    scope: 'run',
    path: 'tag-duplicates-and-multiples/tags',
    body: requestSchema,
    response: z.looseObject({ tags: z.array(z.looseObject({ ...tagInfoShape, ...figures })) }),
  },
  tagAccounts: {
    method: 'POST',
    scope: 'run',
    path: 'tag-duplicates-and-multiples/tags/{tagId}/accounts',
    body: filteredRequestSchema,
    list: {
      items: 'tagAccounts',
      size: 100,
      sort: {
        tag_account: 'tagAccount',
        tag_duplicates: 'filteredTagDuplicateCount',
        duplicate_tag_pages: 'filteredTagDuplicatePageCount',
        tag_multiples: 'filteredTagMultipleCount',
        multiple_tag_pages: 'filteredTagMultiplePageCount',
        tag_instance_count: 'filteredTagInstanceCount',
      },
    },
    response: pagedSchema('tagAccounts', z.looseObject({ ...figures, tagAccount: z.string() })),
  },
  pages: {
    method: 'POST',
    scope: 'run',
    path: 'tag-duplicates-and-multiples/pages',
    body: pagesRequestSchema,
    list: {
      items: 'pages',
      size: 50,
      sort: {
        ...reportPageSort,
        tag_duplicates: 'filteredTagDuplicateCount',
        tag_multiples: 'filteredTagMultipleCount',
      },
    },
    response: pagedSchema(
      'pages',
      z.looseObject({
        ...reportPageShape,
        filteredTagDuplicateCount: count,
        filteredTagMultipleCount: count,
      }),
    ),
  },
});
