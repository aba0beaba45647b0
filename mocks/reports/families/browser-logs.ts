import {
  browserLogLevelSchema,
  type BrowserLogLevel,
  type BrowserLogsPagesRequest,
  type browserLogs,
} from '@/api/reports/families/browser-logs';
import { vendorById, type ConsoleMessage, type RunPage } from '../../db/run-data';
import { statusClass } from '../../db/run-data/initiators';
import { pageDetail } from '../../db/run-data/page-detail';
import type { MockFamily, RunReportContext } from '../context';
import { auditTrend, remember, runTrends } from '../trends';
import { pageColumns, tagInfo } from '../tags';

type Request = BrowserLogsPagesRequest;
type Counts = Record<BrowserLogLevel, number>;

const levels = browserLogLevelSchema.options;

/**
 * Most pages whose message texts one answer reads. A message's text exists only in the page's
 * generated detail (expensive), so the messages list and text or tag filters read the first
 * pages of the selection up to this bound; counts by level alone come from every page.
 */
const MESSAGE_PAGE_LIMIT = 2_000;

const consoleCache = new WeakMap<RunPage, readonly ConsoleMessage[]>();

/** The console messages of a page exactly as its page details list them (generated once per page). */
function consoleOf(ctx: RunReportContext, page: RunPage): readonly ConsoleMessage[] {
  let messages = consoleCache.get(page);
  if (!messages) {
    messages = pageDetail(ctx.data.site, page).console;
    consoleCache.set(page, messages);
  }
  return messages;
}

/** Whether the request filters on something only the message itself knows (text, related tag). */
const readsMessages = (body: Request) =>
  body.message !== undefined ||
  body.messageText !== undefined ||
  body.anyRelatedTag !== undefined ||
  body.tagId !== undefined ||
  body.tagCategoryId !== undefined ||
  body.tagVendorId !== undefined;

/** Whether a console message passes the request's level, message, text and related-tag filters. */
function messageMatches(message: ConsoleMessage, body: Request): boolean {
  if (body.level && message.level !== body.level) return false;
  if (body.message && (message.level !== body.message.level || message.message !== body.message.message))
    return false;
  if (body.messageText) {
    const found = message.message.toLowerCase().includes(body.messageText.filterValue.toLowerCase());
    if (found !== (body.messageText.filterType === 'contains')) return false;
  }
  if (body.anyRelatedTag !== undefined && (message.tagId !== undefined) !== body.anyRelatedTag) return false;
  const byTag =
    body.tagId !== undefined || body.tagCategoryId !== undefined || body.tagVendorId !== undefined;
  if (byTag) {
    const vendor = message.tagId === undefined ? undefined : vendorById(message.tagId);
    if (!vendor) return false;
    if (body.tagId !== undefined && vendor.tagId !== body.tagId) return false;
    if (body.tagCategoryId !== undefined && vendor.categoryId !== body.tagCategoryId) return false;
    if (body.tagVendorId !== undefined && vendor.vendorId !== body.tagVendorId) return false;
  }
  return true;
}

const noCounts = (): Counts => ({ error: 0, warn: 0, info: 0, debug: 0, other: 0 });
const total = (counts: Counts) => levels.reduce((sum, level) => sum + counts[level], 0);

/** The page's counts by level (RunPage.consoleCounts), only the requested level's when one is set. */
function levelCounts(page: RunPage, level: BrowserLogLevel | undefined): Counts {
  if (!level) return page.consoleCounts;
  return { ...noCounts(), [level]: page.consoleCounts[level] };
}

/** The pages of the page filters in the requested status class. */
const statusPages = (ctx: RunReportContext<Request>) =>
  ctx.body.pageStatusCode
    ? ctx.pages.filter((page) => statusClass(page.statusCode) === ctx.body.pageStatusCode)
    : ctx.pages;

/** The pages whose messages are read one by one (bounded, see MESSAGE_PAGE_LIMIT). */
const messagePages = (ctx: RunReportContext<Request>) => statusPages(ctx).slice(0, MESSAGE_PAGE_LIMIT);

/**
 * The pages the request selects with their matching messages counted by level: every page of
 * the filters, or only pages with a matching message once a message filter (level, text, tag) is set.
 */
function selectedPages(ctx: RunReportContext<Request>): Array<{ page: RunPage; counts: Counts }> {
  const { body } = ctx;
  if (readsMessages(body)) {
    return messagePages(ctx)
      .map((page) => {
        const counts = noCounts();
        for (const message of consoleOf(ctx, page))
          if (messageMatches(message, body)) counts[message.level]++;
        return { page, counts };
      })
      .filter((row) => total(row.counts) > 0);
  }
  const rows = statusPages(ctx).map((page) => ({ page, counts: levelCounts(page, body.level) }));
  return body.level ? rows.filter((row) => total(row.counts) > 0) : rows;
}

function sumCounts(rows: Array<{ counts: Counts }>): Counts {
  const sum = noCounts();
  for (const { counts } of rows) for (const level of levels) sum[level] += counts[level];
  return sum;
}

/** A MessageCountTrait from counts by level. */
const countColumns = (counts: Counts) => ({
  errorLogCount: counts.error,
  warnLogCount: counts.warn,
  infoLogCount: counts.info,
  debugLogCount: counts.debug,
  otherLogCount: counts.other,
});

const runFigures = (pages: RunPage[]) =>
  remember(pages, 'browser-logs', () => sumCounts(pages.map((page) => ({ counts: page.consoleCounts }))));

const trendLevel: Record<string, BrowserLogLevel> = {
  error_logs: 'error',
  warn_logs: 'warn',
  info_logs: 'info',
  debug_logs: 'debug',
  other_logs: 'other',
};

/** Browser logs computed from the console counts of the run's pages and, for texts, their messages. */
export const browserLogsMock: MockFamily<typeof browserLogs> = {
  summary: (ctx) => {
    const rows = selectedPages(ctx);
    return {
      ...countColumns(sumCounts(rows)),
      totalPageCount: ctx.data.pages.length,
      filteredPageCount: rows.length,
    };
  },
  trends: (ctx) => runTrends(ctx, ({ data }) => countColumns(runFigures(data().pages))),
  trend: (ctx) => auditTrend(ctx, ({ data }) => runFigures(data().pages)[trendLevel[ctx.trendName]!]),
  messages: (ctx) => {
    const groups = new Map<
      string,
      { level: BrowserLogLevel; message: string; tagId?: number; logCount: number; pageCount: number }
    >();
    for (const page of messagePages(ctx)) {
      const seen = new Set<string>();
      for (const message of consoleOf(ctx, page)) {
        if (!messageMatches(message, ctx.body)) continue;
        const key = `${message.level}\u0000${message.tagId ?? ''}\u0000${message.message}`;
        const entry = groups.get(key) ?? {
          level: message.level,
          message: message.message,
          tagId: message.tagId,
          logCount: 0,
          pageCount: 0,
        };
        entry.logCount += 1;
        if (!seen.has(key)) entry.pageCount += 1;
        seen.add(key);
        groups.set(key, entry);
      }
    }
    return [...groups.values()]
      .sort(
        (a, b) => b.logCount - a.logCount || b.pageCount - a.pageCount || a.message.localeCompare(b.message),
      )
      .map(({ tagId, ...row }) => {
        const vendor = tagId === undefined ? undefined : vendorById(tagId);
        return vendor ? { ...row, relatedTag: tagInfo(vendor) } : row;
      });
  },
  pages: (ctx) =>
    selectedPages(ctx).map(({ page, counts }) => ({ ...pageColumns(page), ...countColumns(counts) })),
};
