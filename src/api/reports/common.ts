import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';

/** Longest look-back of a current-day-relative trend (`days`, 1–390). */
export const MAX_REPORT_TREND_DAYS = 390;

/** URL filter: contains or matches a regular expression, optionally negated (PageUrlFilter). */
export const pageUrlFilterSchema = z.object({
  filterType: z.enum(['contains', 'regex']),
  filterValue: z.string().check(z.minLength(1)),
  negated: z.optional(z.boolean()),
});
export type PageUrlFilter = z.infer<typeof pageUrlFilterSchema>;

/** Status code filter: one code or a [min, max) range, optionally negated (IntegerFilter). */
export const integerFilterSchema = z.discriminatedUnion('filterType', [
  z.object({ filterType: z.literal('specific'), negated: z.boolean(), filterValue: z.int() }),
  z.object({
    filterType: z.literal('range'),
    negated: z.boolean(),
    minInclusive: z.optional(z.int()),
    maxExclusive: z.optional(z.int()),
  }),
]);
export type IntegerFilter = z.infer<typeof integerFilterSchema>;

/** A min / max range (IntegerRangeFilterTrait); either end may be left open. */
export const rangeFilterSchema = z.object({
  min: z.optional(z.int().check(z.minimum(0))),
  max: z.optional(z.int()),
});
export type RangeFilter = z.infer<typeof rangeFilterSchema>;

/** Page filters every report request body accepts (PageFiltersTrait). */
export const pageFiltersShape = {
  pageUrl: z.optional(pageUrlFilterSchema),
  finalPageUrl: z.optional(pageUrlFilterSchema),
  pageTitle: z.optional(
    z.object({
      filterType: z.enum(['contains', 'not_contains']),
      filterValue: z.string().check(z.minLength(1)),
    }),
  ),
  initialPageStatusCode: z.optional(integerFilterSchema),
  finalPageStatusCode: z.optional(integerFilterSchema),
  combinedPageStatusCode: z.optional(z.enum(['broken', 'good'])),
  pageLoadTime: z.optional(rangeFilterSchema),
  pageSize: z.optional(rangeFilterSchema),
  redirectCount: z.optional(rangeFilterSchema),
  hasBrokenLinks: z.optional(z.boolean()),
};
export const pageFiltersSchema = z.looseObject(pageFiltersShape);
export type PageFilters = z.infer<typeof pageFiltersSchema>;

/** Status class of a page (StatusCodeEnum). */
export const statusClassSchema = z.enum(['good', 'redirects', 'broken']);

/** A report request body: the page filters plus the family's own fields. */
export function reportBody<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.looseObject({ ...pageFiltersShape, ...shape });
}

/** `runId` and `completedAt` of every trend item (ItemRunTrendsItemTrait). */
const trendItemBase = { runId: id, completedAt: dateTime };

/** GET RP/<family>/trends: the family's figures in this run and the runs before it. */
export function runTrendsSchema<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.looseObject({ runs: z.array(z.looseObject({ ...trendItemBase, ...shape })) });
}

/** GET AP/<family>/trends/{trendName}: one figure per run over the last `days` days (ItemRun_SpecificTrendValuesDTO). */
export const specificTrendSchema = z.looseObject({
  runs: z.array(z.looseObject({ ...trendItemBase, trendValue: z.number() })),
});
export type SpecificTrend = z.infer<typeof specificTrendSchema>;

/** A paged list answer: `metadata.pagination` and the rows under `items`. */
export function pagedSchema<K extends string, S extends z.ZodMiniType>(items: K, row: S) {
  return z.looseObject({ metadata: iterableMetadataSchema, [items]: z.array(row) } as {
    metadata: typeof iterableMetadataSchema;
  } & Record<K, z.ZodMiniArray<S>>);
}

/** Columns every report page row has (AuditRunPageCommonColumnsWithFinalValuesTrait). */
export const reportPageShape = {
  pageId: z.string(),
  pageUrl: z.string(),
  pageLoadTime: z.number(),
  pageStatusCode: z.int(),
  finalPageUrl: z.optional(z.string()),
  finalPageStatusCode: z.optional(z.int()),
};

/** Sort keys of report page lists shared by every family (page URL, load time, status codes). */
export const reportPageSort = {
  page_url: 'pageUrl',
  final_page_url: 'finalPageUrl',
  page_load_time: 'pageLoadTime',
  page_status_code: 'pageStatusCode',
  final_page_status_code: 'finalPageStatusCode',
} as const;

/** A tag's identity in report rows (TagInfoTrait). */
export const tagInfoShape = {
  tagId: id,
  tagName: z.string(),
  tagCategoryId: id,
  tagCategoryName: z.string(),
};
