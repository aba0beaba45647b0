import { z } from 'zod';
import { dateTime, id } from '../../common';
import { runTrendsSchema, specificTrendSchema, tagInfoShape } from '../common';
import { defineFamily } from '../define';

/** Tag filters of the audit summary (AuditRun_AuditSummary_RequestDTO); it takes no page filters. */
const requestSchema = z.looseObject({
  primaryTagsOnly: z.boolean().optional(),
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagVendorId: id.optional(),
});
export type AuditSummaryRequest = z.input<typeof requestSchema>;

/** Points earned in one part of the run's score out of its maximum (AuditRun_AuditSummary_Score). */
const scoreSchema = z.looseObject({ score: z.number(), max: z.number().int() });

/** Every part of the run's score and the total (AuditRun_AuditSummary_ScoresDTO). */
const scoresSchema = z.looseObject({
  total: scoreSchema,
  tagPresence: scoreSchema,
  tagPerformance: scoreSchema,
  rules: scoreSchema,
  pagePerformance: scoreSchema,
  cookies: scoreSchema,
});

/** Trend names of the audit summary (AuditRun_AuditSummary_TrendsEnum). */
export const auditSummaryTrendNames = ['unique_tags', 'broken_tags', 'broken_pages'] as const;
/** Score trend names of the audit summary, one per score part. */
export const auditSummaryScoreTrendNames = [
  'total',
  'tag_presence',
  'tag_performance',
  'rules',
  'page_performance',
  'cookies',
] as const;

/** Audit summary: the run's score, its primary tags and every tag detected, with trends. */
export const auditSummary = defineFamily({
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'audit-summary',
    body: requestSchema,
    response: z.looseObject({
      totalUniquePrimaryTagCount: z.number().int(),
      filteredUniquePrimaryTagCount: z.number().int(),
    }),
  },
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'audit-summary/trends',
    response: runTrendsSchema({
      totalBrokenPageCount: z.number().int(),
      totalUniqueTagCount: z.number().int(),
      totalBrokenTagCount: z.number().int(),
    }),
  },
  trend: {
    method: 'GET',
    scope: 'audit',
    path: 'audit-summary/trends/{trendName}',
    trendNames: auditSummaryTrendNames,
    days: true,
    response: specificTrendSchema,
  },
  primaryTags: {
    method: 'POST',
    scope: 'run',
    path: 'audit-summary/primary-tags',
    body: requestSchema,
    response: z.looseObject({
      tags: z.array(
        z.looseObject({
          ...tagInfoShape,
          pageCount: z.number().int(),
          tagAccountCount: z.number().int(),
          tagVersionCount: z.number().int(),
          tagLoadTimeAverage: z.number().int(),
          statusCodeDistribution: z.looseObject({
            good: z.number().int(),
            redirect: z.number().int(),
            broken: z.number().int(),
          }),
        }),
      ),
    }),
  },
  tags: {
    method: 'POST',
    scope: 'run',
    path: 'audit-summary/tags',
    body: requestSchema,
    response: z.looseObject({
      tags: z.array(
        z.looseObject({
          ...tagInfoShape,
          pageCount: z.number().int(),
          pageNotPresentCount: z.number().int(),
          tagLoadTimeAverage: z.number().int(),
          tagAccountCount: z.number().int(),
          uniqueVariableCount: z.number().int(),
        }),
      ),
    }),
  },
  scores: {
    method: 'GET',
    scope: 'run',
    path: 'audit-summary/scores',
    response: scoresSchema,
  },
  scoreTrends: {
    method: 'GET',
    scope: 'run',
    path: 'audit-summary/scores/trends',
    response: runTrendsSchema({ scores: scoresSchema }),
  },
  scoreTrend: {
    method: 'GET',
    scope: 'audit',
    path: 'audit-summary/scores/trends/{trendName}',
    trendNames: auditSummaryScoreTrendNames,
    days: true,
    response: z.looseObject({
      runs: z.array(z.looseObject({ runId: id, completedAt: dateTime, score: scoreSchema })),
    }),
  },
});
