import { z } from '@/lib/zod';
import { dateTime, id } from '../../common';
import { runTrendsSchema } from '../common';
import { defineFamily } from '../define';
import { tagFilters } from './shared/filters';
import {
  runOperation,
  summaryOperation,
  tagsResponse,
  totalAndFiltered,
  totalCounts,
  trendOperations,
} from './shared/operations';

/** Tag filters of the audit summary (AuditRun_AuditSummary_RequestDTO); it takes no page filters. */
const requestSchema = z.looseObject(tagFilters);
export type AuditSummaryRequest = z.input<typeof requestSchema>;

/** Points earned in one part of the run's score out of its maximum (AuditRun_AuditSummary_Score). */
const scoreSchema = z.looseObject({ score: z.number(), max: z.int() });

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
  summary: summaryOperation('audit-summary', requestSchema, totalAndFiltered(['UniquePrimaryTag'])),
  ...trendOperations(
    'audit-summary',
    auditSummaryTrendNames,
    totalCounts(['BrokenPage', 'UniqueTag', 'BrokenTag']),
  ),
  primaryTags: runOperation(
    'audit-summary/primary-tags',
    requestSchema,
    tagsResponse({
      pageCount: z.int(),
      tagAccountCount: z.int(),
      tagVersionCount: z.int(),
      tagLoadTimeAverage: z.int(),
      statusCodeDistribution: z.looseObject({
        good: z.int(),
        redirect: z.int(),
        broken: z.int(),
      }),
    }),
  ),
  tags: runOperation(
    'audit-summary/tags',
    requestSchema,
    tagsResponse({
      pageCount: z.int(),
      pageNotPresentCount: z.int(),
      tagLoadTimeAverage: z.int(),
      tagAccountCount: z.int(),
      uniqueVariableCount: z.int(),
    }),
  ),
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
