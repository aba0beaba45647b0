import type { ConsoleMessage, PageCookie, PageRequest, PageTag } from '../../db/run-data';
import { vendorById } from '../../db/run-data';
import { evaluateRules, type RuleCheck, type RuleOutcome } from '../../db/run-data/rules';
import { runRuleChecks } from '../../db/run-data/run-rules';
import { isPrimaryTag } from '../../reports/tags';
import { auditColumns, pageColumns, runColumns, statusTypeId, urlParts, visitStartMs } from '../blocks';
import { bool, col, lift, type ColumnSpec } from '../columns';
import { detailContexts, iso, memoPerDb, type DetailCtx, type PageCtx } from '../context';
import {
  cookieExpirationType,
  cookiePartyType,
  cookieSameSite,
  logLevel,
  partyType,
  requestMethod,
  resourceType,
  ruleResult,
  statusCodeType,
  TAG_ENUM,
  vendorName,
} from '../enums';

const DAY = 86_400_000;

/** The page, run and audit columns of anything found on a page. */
export function pageBlock<E>(to: (entity: E) => PageCtx): ColumnSpec<E>[] {
  return [
    ...lift(pageColumns, to),
    ...lift(runColumns, (entity: E) => to(entity).run),
    ...lift(auditColumns, (entity: E) => to(entity).run.audit),
  ];
}

/** The registrable domain of a host (`acme-outdoors.co.uk`, `acme-outdoors.com`). */
function baseDomain(host: string): string {
  const labels = host.split('.');
  const keep = /\.(co|com|org|ac)\.[a-z]{2}$/.test(host) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** One firing of a tag on a page (a tag instance). */
export interface TagCtx {
  page: DetailCtx;
  tag: PageTag;
  request: PageRequest;
  /** 0 for the first firing on the page. */
  fire: number;
  instanceId: number;
}

/** Every tag firing of the detail pages. */
export const tagContexts = memoPerDb('tag-instances', (db): TagCtx[] => {
  const out: TagCtx[] = [];
  for (const page of detailContexts(db)) {
    for (const tag of page.detail.tags) {
      tag.harEntryIndices.forEach((index, fire) => {
        const request = page.detail.requests[index];
        if (request) out.push({ page, tag, request, fire, instanceId: out.length + 1 });
      });
    }
  }
  return out;
});

const tagOwnColumns: ColumnSpec<TagCtx>[] = [
  col.intId('TAG_INSTANCE_ID', 'Tag instance ID', (t) => t.instanceId),
  col.intId('TAG_ID', 'Tag ID', (t) => t.tag.vendor.tagId),
  col.text('TAG_NAME', 'Tag', (t) => t.tag.vendor.name, { nullable: false }),
  col.reference(
    'TAG',
    'Tag (reference)',
    'tag_technology',
    [
      ['id', 'TAG_ID'],
      ['name', 'TAG_NAME'],
    ],
    (t) => [t.tag.vendor.tagId, t.tag.vendor.name],
  ),
  col.intId('TAG_VENDOR_ID', 'Tag vendor ID', (t) => t.tag.vendor.vendorId),
  col.text('TAG_VENDOR_NAME', 'Tag vendor', (t) => vendorName(t.tag.vendor.name)),
  col.intId('TAG_CATEGORY_ID', 'Tag category ID', (t) => t.tag.vendor.categoryId),
  col.text('TAG_CATEGORY_NAME', 'Tag category', (t) => t.tag.vendor.category),
  col.text('TAG_ACCOUNT', 'Tag account', (t) => t.tag.account),
  col.integer('TAG_STATUS_CODE', 'Tag status code', (t) => t.request.statusCode, 'code'),
  col.enumeration('TAG_STATUS_CODE_TYPE', 'Tag status type', statusCodeType.def, (t) =>
    statusTypeId(t.request.statusCode),
  ),
  col.integer('TAG_DURATION', 'Tag load time (ms)', (t) => t.request.loadTime, 'measure'),
  col.integer('TAG_SIZE', 'Tag size (bytes)', (t) => t.request.responseSizeBytes, 'measure'),
  col.timestamp('TAG_STARTED_AT', 'Tag started', (t) =>
    iso(visitStartMs(t.page) + t.request.startedAtRelativeToPageNavigation),
  ),
  bool('TAG_IS_DUPLICATED', 'Fired more than once', (t) => t.tag.harEntryIndices.length > 1),
  bool('IS_PRIMARY_TAG', 'Primary tag', (t) => isPrimaryTag(t.tag.vendor)),
  col.text('REQUEST_URL', 'Request URL', (t) => t.request.url, { nullable: false }),
  col.text('REQUEST_URL_DOMAIN', 'Request domain', (t) => t.request.host),
  col.text('REQUEST_URL_PATH', 'Request path', (t) => urlParts(t.request.url).path),
  col.enumeration('REQUEST_METHOD', 'Request method', requestMethod.def, (t) =>
    requestMethod.id(t.request.method),
  ),
  col.enumeration('REQUEST_RESOURCE_TYPE', 'Resource type', resourceType.def, (t) =>
    resourceType.id(t.request.resourceType),
  ),
  col.text('REQUEST_COUNTRY_CODE', 'Request country', (t) => t.request.country.code),
  col.integer(
    'REQUEST_STARTED_AT_RELATIVE_TO_PAGE_NAVIGATION',
    'Started after navigation (ms)',
    (t) => t.request.startedAtRelativeToPageNavigation,
    'measure',
  ),
];

/** Tag grid columns: the tag firing, then its page, run and audit. */
export const tagColumns: ColumnSpec<TagCtx>[] = [...tagOwnColumns, ...pageBlock((t: TagCtx) => t.page)];

/** One variable a tag sent on its first firing on a page. */
export interface VariableCtx {
  tag: TagCtx;
  name: string;
  value: string;
}

/** Every variable of every first tag firing. */
export const variableContexts = memoPerDb('tag-variables', (db): VariableCtx[] =>
  tagContexts(db)
    .filter((tag) => tag.fire === 0)
    .flatMap((tag) => Object.entries(tag.tag.variables).map(([name, value]) => ({ tag, name, value }))),
);

/** Tag variable grid columns. */
export const variableColumns: ColumnSpec<VariableCtx>[] = [
  col.text('TAG_VARIABLE_NAME', 'Variable', (v) => v.name, { nullable: false }),
  col.text('TAG_VARIABLE_VALUE', 'Value', (v) => v.value),
  ...lift(tagColumns, (v: VariableCtx) => v.tag),
];

/** A cookie present after a page loaded. */
export interface CookieCtx {
  page: DetailCtx;
  cookie: PageCookie;
}

/** Every cookie of the detail pages. */
export const cookieContexts = memoPerDb('cookies', (db): CookieCtx[] =>
  detailContexts(db).flatMap((page) => page.detail.cookies.map((cookie) => ({ page, cookie }))),
);

/** Cookie grid columns. */
export const cookieColumns: ColumnSpec<CookieCtx>[] = [
  col.text('COOKIE_NAME', 'Cookie', (c) => c.cookie.name, { nullable: false }),
  col.text('COOKIE_DOMAIN', 'Cookie domain', (c) => c.cookie.domain, { nullable: false }),
  col.text('COOKIE_PATH', 'Cookie path', () => '/'),
  col.text('COOKIE_VALUE', 'Cookie value', (c) => c.cookie.value),
  bool('COOKIE_HTTP_ONLY', 'HttpOnly', (c) => c.cookie.httpOnly),
  bool('COOKIE_SECURE', 'Secure', (c) => c.cookie.secure),
  col.enumeration('COOKIE_SAME_SITE', 'SameSite', cookieSameSite.def, (c) =>
    cookieSameSite.id(c.cookie.sameSite),
  ),
  col.enumeration('COOKIE_PARTY_TYPE', 'Party', cookiePartyType.def, (c) =>
    cookiePartyType.id(c.cookie.partyType === '1st_party' ? '1st party' : '3rd party'),
  ),
  col.enumeration('COOKIE_EXPIRATION_TYPE', 'Expiration type', cookieExpirationType.def, (c) =>
    cookieExpirationType.id(c.cookie.expiresInDays === undefined ? 'Session' : 'Timestamp'),
  ),
  col.timestamp(
    'COOKIE_EXPIRATION_DATE',
    'Expires',
    (c) =>
      c.cookie.expiresInDays === undefined ? null : iso(visitStartMs(c.page) + c.cookie.expiresInDays * DAY),
    { nullable: true },
  ),
  col.integer('COOKIE_DURATION', 'Lifetime (days)', (c) => c.cookie.expiresInDays ?? null, 'measure', {
    nullable: true,
  }),
  col.integer('COOKIE_SIZE', 'Cookie size (bytes)', (c) => c.cookie.size, 'measure'),
  col.list(
    'INITIATORS_TAG_IDS',
    'Set by tags',
    'tag_technology_id',
    ['id'],
    (c) => (c.cookie.tagId === undefined ? [] : [c.cookie.tagId]),
    { enumDef: TAG_ENUM },
  ),
  ...pageBlock((c: CookieCtx) => c.page),
];

/** A network request of a page visit. */
export interface RequestCtx {
  page: DetailCtx;
  request: PageRequest;
}

/** Every request of the detail pages. */
export const requestContexts = memoPerDb('requests', (db): RequestCtx[] =>
  detailContexts(db).flatMap((page) => page.detail.requests.map((request) => ({ page, request }))),
);

function chainLength(ctx: RequestCtx): number {
  let length = 0;
  let parent = ctx.request.parentIndex;
  while (parent !== undefined && length < 50) {
    length++;
    parent = ctx.page.detail.requests[parent]?.parentIndex;
  }
  return length;
}

/** Network request grid columns. */
export const requestColumns: ColumnSpec<RequestCtx>[] = [
  col.text('REQUEST_URL', 'Request URL', (r) => r.request.url, { nullable: false }),
  col.text('REQUEST_URL_DOMAIN', 'Request domain', (r) => r.request.host),
  col.text('REQUEST_URL_PATH', 'Request path', (r) => urlParts(r.request.url).path),
  col.text('REQUEST_URL_QUERY_PARAMS', 'Query string', (r) => urlParts(r.request.url).query),
  col.integer('REQUEST_STATUS_CODE', 'Status code', (r) => r.request.statusCode, 'code'),
  col.enumeration('REQUEST_METHOD', 'Method', requestMethod.def, (r) => requestMethod.id(r.request.method)),
  col.enumeration('REQUEST_RESOURCE_TYPE', 'Resource type', resourceType.def, (r) =>
    resourceType.id(r.request.resourceType),
  ),
  col.enumeration('REQUEST_PARTY_TYPE', 'Party', partyType.def, (r) =>
    partyType.id(
      baseDomain(r.request.host) === baseDomain(r.page.data.site.host) ? '1st party' : '3rd party',
    ),
  ),
  col.integer(
    'RESPONSE_CONTENT_SIZE',
    'Response size (bytes)',
    (r) => r.request.responseSizeBytes,
    'measure',
  ),
  col.text('RESPONSE_CONTENT_MIME_TYPE', 'MIME type', (r) => r.request.mimeType),
  col.text('REQUEST_COUNTRY_CODE', 'Country', (r) => r.request.country.code),
  col.integer(
    'REQUEST_STARTED_AT_RELATIVE_TO_PAGE_NAVIGATION',
    'Started after navigation (ms)',
    (r) => r.request.startedAtRelativeToPageNavigation,
    'measure',
  ),
  col.integer('REQUEST_INITIATORS_CHAIN_LENGTH', 'Initiator chain length', chainLength, 'count'),
  col.list('COOKIES_SET', 'Cookies set', 'simple_cookie', ['name'], (r) => r.request.setsCookies),
  col.intId('TAG_ID', 'Tag ID', (r) => r.request.tagId ?? null, { nullable: true }),
  col.text('TAG_NAME', 'Tag', (r) =>
    r.request.tagId === undefined ? null : (vendorById(r.request.tagId)?.name ?? null),
  ),
  col.text('TAG_CATEGORY_NAME', 'Tag category', (r) =>
    r.request.tagId === undefined ? null : (vendorById(r.request.tagId)?.category ?? null),
  ),
  ...pageBlock((r: RequestCtx) => r.page),
];

/** A console message of a page visit. */
export interface LogCtx {
  page: DetailCtx;
  log: ConsoleMessage;
}

/** Every console message of the detail pages. */
export const logContexts = memoPerDb('browser-logs', (db): LogCtx[] =>
  detailContexts(db).flatMap((page) => page.detail.console.map((log) => ({ page, log }))),
);

/** Browser log grid columns. */
export const logColumns: ColumnSpec<LogCtx>[] = [
  col.text('LOG_MESSAGE', 'Message', (l) => l.log.message, { nullable: false }),
  col.enumeration('LOG_LEVEL', 'Level', logLevel.def, (l) => logLevel.id(l.log.level)),
  col.timestamp('LOG_TIME', 'Logged at', (l) => iso(visitStartMs(l.page) + l.log.timestamp)),
  col.integer('LOG_OCCURRENCES', 'Occurrences', (l) => l.log.count, 'count'),
  col.intId('RELATED_TAG_ID', 'Related tag ID', (l) => l.log.tagId ?? null, { nullable: true }),
  col.text('RELATED_TAG_NAME', 'Related tag', (l) =>
    l.log.tagId === undefined ? null : (vendorById(l.log.tagId)?.name ?? null),
  ),
  col.text('SOURCE_JAVASCRIPT_URL', 'Source script', (l) => l.log.source),
  ...pageBlock((l: LogCtx) => l.page),
];

/** The outcome of one of the rules a run applied on a page. */
export interface RuleCtx {
  page: DetailCtx;
  outcome: RuleOutcome;
}

/** Every rule outcome of the detail pages (the rules each page's run applied). */
export const ruleContexts = memoPerDb('rules', (db): RuleCtx[] => {
  const checks = new Map<number, RuleCheck[]>();
  return detailContexts(db).flatMap((page) => {
    const { audit, run } = page.run;
    let applied = checks.get(run.id);
    if (!applied) checks.set(run.id, (applied = runRuleChecks(db, audit.audit.id, run.id)));
    return evaluateRules(applied, page.page, page.detail).map((outcome) => ({ page, outcome }));
  });
});

const resultName = { Passed: 'Passed', Failed: 'Failed', NotApplied: 'Not applied' } as const;

/** Rule grid columns. */
export const ruleColumns: ColumnSpec<RuleCtx>[] = [
  col.intId('RULE_ID', 'Rule ID', (r) => r.outcome.check.rule.id),
  col.text('RULE_NAME', 'Rule', (r) => r.outcome.check.rule.name, { nullable: false }),
  col.reference(
    'RULE',
    'Rule (reference)',
    'rule',
    [
      ['id', 'RULE_ID'],
      ['name', 'RULE_NAME'],
    ],
    (r) => [r.outcome.check.rule.id, r.outcome.check.rule.name],
  ),
  col.enumeration('RULE_RESULT', 'Result', ruleResult.def, (r) =>
    ruleResult.id(resultName[r.outcome.result]),
  ),
  bool('HAS_RULE_RECIPIENTS', 'Has recipients', (r) => (r.outcome.check.rule.recipients ?? []).length > 0),
  col.list('CONFIGURED_TAGS', 'Configured tags', 'tag_technology_id', ['id'], (r) => r.outcome.check.tagIds, {
    enumDef: TAG_ENUM,
  }),
  col.intId('THEN_CONDITION_TAG_ID', 'Checked tag ID', (r) => r.outcome.check.tagIds[0] ?? null, {
    nullable: true,
  }),
  col.text('THEN_CONDITION_TAG_NAME', 'Checked tag', (r) => {
    const tagId = r.outcome.check.tagIds[0];
    return tagId === undefined ? null : (vendorById(tagId)?.name ?? null);
  }),
  col.integer(
    'THEN_CONDITION_EVALUATION_COUNT',
    'Tag requests checked',
    (r) => r.outcome.fired.reduce((sum, tag) => sum + tag.harEntryIndices.length, 0),
    'count',
  ),
  col.text('THEN_CONDITION_VARIABLE_NAME', 'Checked variable', (r) => r.outcome.check.variable?.name ?? null),
  col.text('THEN_CONDITION_VARIABLE_ACTUAL_VALUE', 'Variable value', (r) => r.outcome.actualValue ?? null),
  ...pageBlock((r: RuleCtx) => r.page),
];
