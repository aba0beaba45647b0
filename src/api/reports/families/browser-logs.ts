import { z } from 'zod';
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
import { id } from '../../common';
import { defineFamily } from '../define';

/** Level of a browser console message (BrowserLogMessageLevelEnum). */
export const browserLogLevelSchema = z.enum(['error', 'warn', 'info', 'debug', 'other']);
export type BrowserLogLevel = z.infer<typeof browserLogLevelSchema>;

/** Text contains / does not contain (StringInclusionFilter). */
const stringInclusionFilter = z.object({
  filterType: z.enum(['contains', 'not_contains']),
  filterValue: z.string().min(1),
});

/** Message filters of the browser logs (AuditRun_BrowserLogs_RequestDTO, after the page filters). */
const messageFilters = {
  pageStatusCode: statusClassSchema.optional(),
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagVendorId: id.optional(),
  level: browserLogLevelSchema.optional(),
  messageText: stringInclusionFilter.optional(),
  anyRelatedTag: z.boolean().optional(),
};
const requestSchema = reportBody(messageFilters);
export type BrowserLogsRequest = z.input<typeof requestSchema>;

/** The pages request adds one selected message (AuditRun_BrowserLogs_PagesRequestDTO). */
const pagesRequestSchema = reportBody({
  ...messageFilters,
  message: z.object({ message: z.string().min(1), level: browserLogLevelSchema }).optional(),
});
export type BrowserLogsPagesRequest = z.input<typeof pagesRequestSchema>;

/** Messages per level (AuditRun_BrowserLogs_MessageCountTrait). */
const messageCounts = {
  errorLogCount: z.number().int(),
  warnLogCount: z.number().int(),
  infoLogCount: z.number().int(),
  debugLogCount: z.number().int(),
  otherLogCount: z.number().int(),
};

/** Trend names of the browser logs (one per message level). */
export const browserLogsTrendNames = [
  'error_logs',
  'warn_logs',
  'info_logs',
  'debug_logs',
  'other_logs',
] as const;

/** Browser logs: console messages of the run's pages by level, the most common ones and where they appear. */
export const browserLogs = defineFamily({
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'browser-logs',
    body: requestSchema,
    response: z.looseObject({
      ...messageCounts,
      totalPageCount: z.number().int(),
      filteredPageCount: z.number().int(),
    }),
  },
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'browser-logs/trends',
    response: runTrendsSchema(messageCounts),
  },
  trend: {
    method: 'GET',
    scope: 'audit',
    path: 'browser-logs/trends/{trendName}',
    trendNames: browserLogsTrendNames,
    days: true,
    response: specificTrendSchema,
  },
  messages: {
    method: 'POST',
    scope: 'run',
    path: 'browser-logs/messages',
    body: requestSchema,
    list: {
      items: 'messages',
      size: 50,
      sort: {
        level: 'level',
        message: 'message',
        instances_count: 'logCount',
        pages_count: 'pageCount',
        related_tag: 'relatedTag.tagName',
      },
    },
    response: pagedSchema(
      'messages',
      z.looseObject({
        level: browserLogLevelSchema,
        message: z.string(),
        logCount: z.number().int(),
        pageCount: z.number().int(),
        relatedTag: z.looseObject(tagInfoShape).optional(),
      }),
    ),
  },
  pages: {
    method: 'POST',
    scope: 'run',
    path: 'browser-logs/pages',
    body: pagesRequestSchema,
    list: {
      items: 'pages',
      size: 50,
      sort: {
        ...reportPageSort,
        error_log_count: 'errorLogCount',
        warn_log_count: 'warnLogCount',
        info_log_count: 'infoLogCount',
        debug_log_count: 'debugLogCount',
        other_log_count: 'otherLogCount',
      },
    },
    response: pagedSchema('pages', z.looseObject({ ...reportPageShape, ...messageCounts })),
  },
});
