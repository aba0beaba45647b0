import { z } from '@/lib/zod';
import { reportBody, statusClassSchema, tagInfoShape } from '../common';
import { defineFamily } from '../define';
import { stringInclusionFilter, tagIdFilters } from './shared/filters';
import {
  listOperation,
  pagesOperation,
  summaryOperation,
  totalAndFiltered,
  trendOperations,
} from './shared/operations';

/** Level of a browser console message (BrowserLogMessageLevelEnum). */
export const browserLogLevelSchema = z.enum(['error', 'warn', 'info', 'debug', 'other']);
export type BrowserLogLevel = z.infer<typeof browserLogLevelSchema>;

/** Message filters of the browser logs (AuditRun_BrowserLogs_RequestDTO, after the page filters). */
const messageFilters = {
  pageStatusCode: z.optional(statusClassSchema),
  ...tagIdFilters,
  level: z.optional(browserLogLevelSchema),
  messageText: z.optional(stringInclusionFilter),
  anyRelatedTag: z.optional(z.boolean()),
};
const requestSchema = reportBody(messageFilters);
export type BrowserLogsRequest = z.input<typeof requestSchema>;

/** The pages request adds one selected message (AuditRun_BrowserLogs_PagesRequestDTO). */
const pagesRequestSchema = reportBody({
  ...messageFilters,
  message: z.optional(z.object({ message: z.string().check(z.minLength(1)), level: browserLogLevelSchema })),
});
export type BrowserLogsPagesRequest = z.input<typeof pagesRequestSchema>;

/** Messages per level (AuditRun_BrowserLogs_MessageCountTrait). */
const messageCounts = {
  errorLogCount: z.int(),
  warnLogCount: z.int(),
  infoLogCount: z.int(),
  debugLogCount: z.int(),
  otherLogCount: z.int(),
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
  summary: summaryOperation('browser-logs', requestSchema, {
    ...messageCounts,
    ...totalAndFiltered(['Page']),
  }),
  ...trendOperations('browser-logs', browserLogsTrendNames, messageCounts),
  messages: listOperation(
    'browser-logs/messages',
    requestSchema,
    {
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
    z.looseObject({
      level: browserLogLevelSchema,
      message: z.string(),
      logCount: z.int(),
      pageCount: z.int(),
      relatedTag: z.optional(z.looseObject(tagInfoShape)),
    }),
  ),
  pages: pagesOperation('browser-logs/pages', pagesRequestSchema, messageCounts, {
    error_log_count: 'errorLogCount',
    warn_log_count: 'warnLogCount',
    info_log_count: 'infoLogCount',
    debug_log_count: 'debugLogCount',
    other_log_count: 'otherLogCount',
  }),
});
