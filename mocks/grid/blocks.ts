import { linksFrom, isBrokenLink } from '../db/run-data/links';
import { pageCookieKeys } from '../db/run-data';
import { statusClass } from '../db/run-data/initiators';
import { bool, col, type ColumnSpec } from './columns';
import type { AuditCtx, PageCtx, RunCtx } from './context';
import { iso } from './context';
import { runStatus, statusCodeType, TAG_CATEGORY_ENUM, TAG_ENUM } from './enums';

/** Host, path and query of a URL without the cost of `new URL` (the mock's URLs are well formed). */
export function urlParts(url: string): { scheme: string; domain: string; path: string; query: string } {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[^#]*)?/i.exec(url);
  if (!match) return { scheme: '', domain: '', path: url, query: '' };
  return { scheme: match[1]!, domain: match[2]!, path: match[3] || '/', query: (match[4] ?? '').slice(1) };
}

/** The status class of a code as the status_code_type enumeration (null when nothing answered). */
export function statusTypeId(code: number): number | null {
  if (!code) return null;
  const type = statusClass(code);
  return statusCodeType.id(
    type === 'good' ? 'Good (2xx)' : type === 'redirects' ? 'Redirect (3xx)' : 'Broken',
  );
}

/** Audit settings and joins (owner, folder, sub-folder, labels). */
export const auditColumns: ColumnSpec<AuditCtx>[] = [
  col.intId('AUDIT_ID', 'Audit ID', (a) => a.audit.id),
  col.text('AUDIT_NAME', 'Audit name', (a) => a.audit.name, { nullable: false }),
  col.reference(
    'AUDIT',
    'Audit',
    'audit',
    [
      ['id', 'AUDIT_ID'],
      ['name', 'AUDIT_NAME'],
    ],
    (a) => [a.audit.id, a.audit.name],
  ),
  col.timestamp('AUDIT_CREATED_AT', 'Audit created', (a) => a.audit.created),
  col.timestamp('AUDIT_UPDATED_AT', 'Audit updated', (a) => a.audit.lastUpdated),
  col.integer('AUDIT_PAGE_LIMIT', 'Page limit', (a) => a.audit.limit, 'code'),
  col.text('SCHEDULE_NAME', 'Schedule', (a) => a.audit.frequency ?? null),
  col.text('LOCATION', 'Location', (a) => a.audit.options?.location ?? null),
  col.list('LABELS', 'Labels', 'label', ['id', 'name'], (a) =>
    a.labels.map((label) => [label.id, label.name]),
  ),
  col.intId('FOLDER_ID', 'Folder ID', (a) => a.audit.folderId),
  col.text('FOLDER_NAME', 'Folder', (a) => a.folder?.name ?? null),
  col.reference(
    'FOLDER',
    'Folder (reference)',
    'folder',
    [
      ['id', 'FOLDER_ID'],
      ['name', 'FOLDER_NAME'],
    ],
    (a) => [a.audit.folderId, a.folder?.name ?? null],
  ),
  col.intId('SUB_FOLDER_ID', 'Sub-folder ID', (a) => a.audit.domainId),
  col.text('SUB_FOLDER_NAME', 'Sub-folder', (a) => a.domain?.name ?? null),
  col.reference(
    'SUB_FOLDER',
    'Sub-folder (reference)',
    'sub_folder',
    [
      ['id', 'SUB_FOLDER_ID'],
      ['name', 'SUB_FOLDER_NAME'],
    ],
    (a) => [a.audit.domainId, a.domain?.name ?? null],
  ),
  col.intId('OWNER_ID', 'Owner ID', (a) => a.audit.ownerId),
  col.text('OWNER_FIRST_NAME', 'Owner first name', (a) => a.owner?.firstName ?? null),
  col.text('OWNER_LAST_NAME', 'Owner last name', (a) => a.owner?.lastName ?? null),
  col.text('OWNER_EMAIL', 'Owner email', (a) => a.owner?.email ?? null),
  col.reference(
    'OWNER',
    'Owner',
    'user',
    [
      ['id', 'OWNER_ID'],
      ['first_name', 'OWNER_FIRST_NAME'],
      ['last_name', 'OWNER_LAST_NAME'],
      ['email', 'OWNER_EMAIL'],
    ],
    (a) => [a.audit.ownerId, a.owner?.firstName ?? null, a.owner?.lastName ?? null, a.owner?.email ?? null],
  ),
  col.integer('BROWSER_WIDTH', 'Browser width', (a) => a.audit.options?.browserWidth ?? null, 'code'),
  col.integer('BROWSER_HEIGHT', 'Browser height', (a) => a.audit.options?.browserHeight ?? null, 'code'),
  col.text('USER_AGENT', 'User agent', (a) => a.audit.options?.userAgent ?? null),
  bool('GPC_SIGNAL', 'GPC signal', (a) => a.audit.options?.gpcEnabled ?? false),
  bool(
    'BLOCK_THIRD_PARTY_COOKIES',
    'Block 3rd-party cookies',
    (a) => a.audit.options?.blockThirdPartyCookies ?? false,
  ),
  bool('VPN_MODE', 'VPN', (a) => a.audit.options?.vpnEnabled ?? false),
  col.text('NOTES', 'Notes', (a) => a.notes),
];

const durations = new WeakMap<RunCtx['run'], number | null>();

/** A run's duration in ms (null while it runs), computed once per run. */
function runDuration(run: RunCtx['run']): number | null {
  let value = durations.get(run);
  if (value === undefined) {
    value = run.completed ? Date.parse(run.completed) - Date.parse(run.started) : null;
    durations.set(run, value);
  }
  return value;
}

function runStatusName(ctx: RunCtx) {
  if (ctx.run.completed === undefined) return 'In progress';
  return ctx.run.totalUrl === 0 ? 'Failed' : 'Completed';
}

/** One audit run: when, how long, how it ended. */
export const runColumns: ColumnSpec<RunCtx>[] = [
  col.intId('AUDIT_RUN_ID', 'Run ID', (r) => r.run.id),
  col.timestamp('RUN_STARTED_AT', 'Run started', (r) => r.run.started),
  col.timestamp('RUN_COMPLETED_AT', 'Run completed', (r) => r.run.completed ?? null, { nullable: true }),
  col.integer('RUN_DURATION', 'Run duration (ms)', (r) => runDuration(r.run), 'measure', { nullable: true }),
  bool('IS_MOST_RECENT_RUN', 'Most recent run', (r) => r.mostRecent),
  col.enumeration('AUDIT_RUN_COMPLETION_STATUS', 'Run status', runStatus.def, (r) =>
    runStatus.id(runStatusName(r)),
  ),
  col.integer('AUDIT_PAGES_SCANNED', 'Pages scanned', (r) => r.run.totalUrl, 'count'),
  col.intId('STOPPED_EARLY_BY_ID', 'Stopped early by (ID)', (r) => r.run.stoppedEarlyByUserId ?? null, {
    nullable: true,
  }),
  bool(
    'AUDIT_RUN_DISCOVER_SITEMAPS_ENABLED',
    'Sitemap discovery',
    (r) => r.audit.audit.options?.discoverSitemap ?? false,
  ),
];

/** What page columns derive from a page visit, computed once per page (many rows share a page). */
interface PageDerived {
  initial: ReturnType<typeof urlParts>;
  final: ReturnType<typeof urlParts>;
  startMs: number;
  visitStart: string;
  visitEnd: string;
  initialType: number | null;
  finalType: number | null;
}

const derivedCache = new WeakMap<PageCtx['page'], PageDerived>();

function derived(p: PageCtx): PageDerived {
  let value = derivedCache.get(p.page);
  if (!value) {
    const start = Date.parse(p.run.run.started) + p.page.visitOffsetMs;
    value = {
      initial: urlParts(p.page.initialUrl),
      final: urlParts(p.page.finalUrl),
      startMs: start,
      visitStart: iso(start),
      visitEnd: iso(start + p.page.loadTime),
      initialType: statusTypeId(p.page.initialStatusCode),
      finalType: statusTypeId(p.page.statusCode),
    };
    derivedCache.set(p.page, value);
  }
  return value;
}

/** When a page visit started (ms since the epoch). */
export const visitStartMs = (p: PageCtx) => derived(p).startMs;

/** One page visit: URLs, status, timings and web vitals. */
export const pageColumns: ColumnSpec<PageCtx>[] = [
  col.textId('PAGE_ID', 'Page ID', (p) => p.page.id),
  col.text('PAGE_TITLE', 'Page title', (p) => p.page.title),
  col.text('INITIAL_PAGE_URL', 'Initial page URL', (p) => p.page.initialUrl, { nullable: false }),
  col.text('INITIAL_PAGE_URL_SCHEME', 'Initial URL scheme', (p) => derived(p).initial.scheme),
  col.text('INITIAL_PAGE_URL_DOMAIN', 'Initial URL domain', (p) => derived(p).initial.domain),
  col.text('INITIAL_PAGE_URL_PATH', 'Initial URL path', (p) => derived(p).initial.path),
  col.text('FINAL_PAGE_URL', 'Final page URL', (p) => p.page.finalUrl, { nullable: false }),
  col.text('FINAL_PAGE_URL_SCHEME', 'Final URL scheme', (p) => derived(p).final.scheme),
  col.text('FINAL_PAGE_URL_DOMAIN', 'Final URL domain', (p) => derived(p).final.domain),
  col.text('FINAL_PAGE_URL_PATH', 'Final URL path', (p) => derived(p).final.path),
  col.text('FINAL_PAGE_URL_QUERY', 'Final URL query', (p) => derived(p).final.query),
  col.integer('INITIAL_PAGE_STATUS_CODE', 'Initial status code', (p) => p.page.initialStatusCode, 'code'),
  col.enumeration(
    'INITIAL_PAGE_STATUS_CODE_TYPE',
    'Initial status type',
    statusCodeType.def,
    (p) => derived(p).initialType,
  ),
  col.integer('FINAL_PAGE_STATUS_CODE', 'Final status code', (p) => p.page.statusCode, 'code'),
  col.enumeration(
    'FINAL_PAGE_STATUS_CODE_TYPE',
    'Final status type',
    statusCodeType.def,
    (p) => derived(p).finalType,
  ),
  col.integer('PAGE_REDIRECT_COUNT', 'Redirects', (p) => p.page.redirectCount, 'count'),
  col.integer('PAGE_LOAD_TIME', 'Page load time (ms)', (p) => p.page.loadTime, 'measure'),
  col.integer('PAGE_SIZE', 'Page size (bytes)', (p) => p.page.size, 'measure'),
  col.timestamp('ABSOLUTE_PAGE_VISIT_START_TIME', 'Visit started', (p) => derived(p).visitStart),
  col.timestamp('ABSOLUTE_PAGE_VISIT_END_TIME', 'Visit ended', (p) => derived(p).visitEnd),
  col.integer(
    'PAGE_LARGEST_CONTENTFUL_PAINT',
    'LCP (ms)',
    (p) => p.page.webVitals.largestContentfulPaint,
    'measure',
  ),
  col.integer(
    'PAGE_FIRST_CONTENTFUL_PAINT',
    'FCP (ms)',
    (p) => p.page.webVitals.firstContentfulPaint,
    'measure',
  ),
  col.integer('PAGE_TIME_TO_FIRST_BYTE', 'TTFB (ms)', (p) => p.page.webVitals.timeToFirstByte, 'measure'),
  col.decimal('PAGE_CUMULATIVE_LAYOUT_SHIFT', 'CLS', (p) => p.page.webVitals.cumulativeLayoutShift),
  bool('IS_MOST_RECENT_PAGE_SCAN', 'Most recent scan', (p) => p.run.mostRecent),
];

/** What the pages grid adds: counts of tags, cookies, console messages and links per page. */
export const pageMetricColumns: ColumnSpec<PageCtx>[] = [
  col.integer(
    'TAG_REQUEST_COUNT',
    'Tag requests',
    (p) => p.page.vendors.length + p.page.duplicateTagIds.length,
    'count',
  ),
  col.integer('UNIQUE_TAG_COUNT', 'Unique tags', (p) => p.page.vendors.length, 'count'),
  col.integer('BROKEN_TAG_COUNT', 'Broken tags', (p) => p.page.brokenTagIds.length, 'count'),
  col.integer('DUPLICATES_TAG_COUNT', 'Duplicate tags', (p) => p.page.duplicateTagIds.length, 'count'),
  col.list(
    'UNIQUE_PAGE_TAG_IDS',
    'Tags',
    'tag_technology_id',
    ['id'],
    (p) => p.page.vendors.map((v) => v.tagId),
    {
      enumDef: TAG_ENUM,
    },
  ),
  col.list(
    'UNIQUE_PAGE_TAG_CATEGORY_IDS',
    'Tag categories',
    'tag_category_id',
    ['id'],
    (p) => [...new Set(p.page.vendors.map((v) => v.categoryId))],
    { enumDef: TAG_CATEGORY_ENUM },
  ),
  col.integer('COOKIE_COUNT', 'Cookies', (p) => pageCookieKeys(p.data.site, p.page).length, 'count'),
  col.integer('ERROR_COUNT', 'Console errors', (p) => p.page.consoleCounts.error, 'count'),
  col.integer('WARNING_COUNT', 'Console warnings', (p) => p.page.consoleCounts.warn, 'count'),
  col.integer('INFO_COUNT', 'Console info', (p) => p.page.consoleCounts.info, 'count'),
  col.integer('DEBUG_COUNT', 'Console debug', (p) => p.page.consoleCounts.debug, 'count'),
  bool('HAS_BROWSER_ERROR', 'Has console errors', (p) => p.page.consoleCounts.error > 0),
  col.integer(
    'PAGE_LINK_COUNT',
    'Links',
    (p) => linksFrom(p.data.site, p.data.pages, p.page).length,
    'count',
  ),
  bool('PAGE_HAS_BROKEN_LINKS', 'Has broken links', (p) =>
    linksFrom(p.data.site, p.data.pages, p.page).some(isBrokenLink),
  ),
];
