import { z } from '@/lib/zod';
import { reportBody } from '../common';
import { defineFamily } from '../define';
import { tagFilters } from './shared/filters';
import {
  listOperation,
  pagesOperation,
  runOperation,
  summaryOperation,
  tagsResponse,
  totalAndFiltered,
  totalCounts,
  trendOperations,
} from './shared/operations';

const accountFilters = { ...tagFilters, tagAccount: z.optional(z.string()) };
const requestSchema = reportBody(accountFilters);
const filteredRequestSchema = reportBody({ tagAccount: z.optional(z.string()) });
const pagesRequestSchema = reportBody({
  ...accountFilters,
  type: z.optional(z.enum(['tag_duplicates', 'tag_multiples'])),
});
/** Body of the summary and the tags (AuditRun_TagDuplicatesAndMultiples_RequestDTO). */
export type TagDuplicatesRequest = z.input<typeof requestSchema>;
/** Body of a tag's accounts, the tag being in the path (AuditRun_TagDuplicatesAndMultiples_FilteredRequestDTO). */
export type TagDuplicatesFilteredRequest = z.input<typeof filteredRequestSchema>;
/** Body of the page list: the tag filters and, optionally, only pages with duplicates or multiples. */
export type TagDuplicatesPagesRequest = z.input<typeof pagesRequestSchema>;

const count = z.int();

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
  summary: summaryOperation('tag-duplicates-and-multiples', requestSchema, {
    ...totalAndFiltered(['Page']),
    filteredUniqueTagCount: count,
    ...totalAndFiltered(['TagInstance']),
    filteredTagDuplicateCount: count,
    filteredTagMultipleCount: count,
  }),
  ...trendOperations(
    'tag-duplicates-and-multiples',
    tagDuplicatesTrendNames,
    totalCounts(['UniqueTag', 'TagInstance', 'TagDuplicate', 'TagMultiple']),
  ),
  tags: runOperation('tag-duplicates-and-multiples/tags', requestSchema, tagsResponse(figures)),
  tagAccounts: listOperation(
    'tag-duplicates-and-multiples/tags/{tagId}/accounts',
    filteredRequestSchema,
    {
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
    z.looseObject({ ...figures, tagAccount: z.string() }),
  ),
  pages: pagesOperation(
    'tag-duplicates-and-multiples/pages',
    pagesRequestSchema,
    { filteredTagDuplicateCount: count, filteredTagMultipleCount: count },
    { tag_duplicates: 'filteredTagDuplicateCount', tag_multiples: 'filteredTagMultipleCount' },
  ),
});
