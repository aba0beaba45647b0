/**
 * Request bodies of the mock's write operations, keyed by operation (`PUT /v2/folders/{}`). Each is
 * a real body for the seeded database: ids come from the fixture path values (`mocks/fixtures.ts`)
 * or from the database itself, and the shape is the reference OpenAPI request schema of the
 * operation (mocks/contract.test.ts checks every body against it).
 *
 * Two tests send them: the contract test, so that a write is validated on its success answer and
 * not on a 400; and mocks/operations.test.ts, with an unknown id in the path, so that a body check
 * cannot answer before the id is looked up.
 */
import { operationPath, type ReportOperation } from '@/api/reports/define';
import { reportFamilies } from '@/api/reports/families';
import { consoleLevels } from '@/api/pages/network-schemas';
import { buildHarText, sampleHarRequests } from '@/lib/har-fixtures';
import { userAgents } from './db/factories/audit-options';
import { pageWithDetail, tagAccount, vendorById } from './db/run-data';
import type { Db } from './db/types';
import { sampleConsentUpload } from './resources/consent-categories/sample-file';
import { inboxStore } from './resources/email-inboxes/store';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Path values of the fixture (`mocks/fixtures.ts` params, overridden by the operation's own). */
export type BodyParams = Record<string, string | number>;
/** The body of one write, from the fixture's path values and the database in force. */
export type BodyFactory = (params: BodyParams, db: Db) => Json | FormData;

/** `GET /v2/folders/{}`: a method and path with the parameter names left out. */
export const operationKey = (method: string, specPath: string) =>
  `${method.toUpperCase()} ${specPath.replace(/\{[^}]+\}|:\w+/g, '{}')}`;

/** The host of the audit's first starting URL: every page of its runs is on it. */
function auditHost(db: Db, auditId: number): string {
  const url = db.audits.get(auditId)?.startingUrls[0];
  return url ? new URL(url).hostname : 'www.acme-outdoors.com';
}

/** The audit, run and page of the fixture path values. */
const fixturePage = (params: BodyParams, db: Db) =>
  pageWithDetail(db, Number(params.auditId), Number(params.runId), String(params.pageId));

/** A V2 web journey with one navigation. */
const v2JourneyBody = (params: BodyParams): Json => ({
  name: 'Contract journey',
  domainId: Number(params.domainId),
  emails: [],
  actions: [
    { action: 'navto', preventNav: false, selectors: [], sequence: 0, url: 'https://www.acme-outdoors.com/' },
  ],
  options: { alerts: false, browserWidth: 1366, loadFlash: false, location: 'us-east', userAgent: 'x' },
});

/** A weekly scheduled export of the fixture saved report. */
const scheduledExportBody = (params: BodyParams): Json => ({
  name: 'Contract schedule',
  exportedItemType: 'saved_report',
  exportedItemId: Number(params.scheduledExportReportId),
  exportFileFormat: 'csv',
  exportEmailConfig: { addExportFileAttachment: true, reportLinkType: 'regular_link' },
  emails: ['contract@example.com'],
  schedule: {
    dtStart: '2030-01-07T09:00:00',
    recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO',
    tzId: 'America/New_York',
    isPaused: false,
  },
});

/** A V2 rule with a page filter and a tag that must send a variable. */
const contractRule: Json = {
  name: 'Contract rule',
  checkTimes: 1,
  matchAllFilters: true,
  pageFilters: [{ type: 1, matchType: 'Contains', value: '/products' }],
  tags: [
    {
      tagId: 101,
      clause: 'Then',
      matchType: 'IsSet',
      variables: [{ variable: 'page_title', matchType: 'IsSet' }],
    },
  ],
};

/** A site census of one host that ignores its search pages. */
const contractCensus: Json = {
  name: 'Contract census',
  autoPauseAfter: 60,
  notificationEmails: ['contract@example.com'],
  startingUrls: ['https://www.acme-outdoors.com/'],
  filterPatterns: [{ pathPattern: '/search*', fqdn: 'www.acme-outdoors.com', type: 'IGNORE' }],
};

/** Bodies of the consent category, email inbox and action set writes. */
const entryPatch = (value: Json): Json => [{ op: 'add', path: '/-', value }];
const contractActionSet: Json = {
  name: 'Contract action set',
  actions: [{ actionType: 'watch', sequence: 0, seconds: 1 }],
};
const configBodies: Record<string, BodyFactory> = {
  'POST /v3/consent-categories': () => ({ name: 'Contract category', type: 'approved' }),
  'PUT /v3/consent-categories/{}': () => ({ name: 'Contract category renamed' }),
  'PUT /v3/consent-categories/{}/notes': () => 'Contract notes',
  'PATCH /v3/consent-categories/{}/tags': () => entryPatch({ tagId: 105, anyAccount: true, accounts: [] }),
  'PATCH /v3/consent-categories/{}/cookies': () =>
    entryPatch({ nameType: 'name_exact_match', name: 'contract', domainType: 'domain_any' }),
  'PATCH /v3/consent-categories/{}/request-domains': () =>
    entryPatch({
      domain: 'contract.example',
      domainType: 'domain_exact_match',
      anyLocation: true,
      locationIds: [],
    }),
  'PATCH /v3/consent-categories/{}/web-audits': (params) => entryPatch(Number(params.auditId)),
  'PATCH /v3/consent-categories/{}/labels': (params) => entryPatch(Number(params.labelId)),
  'POST /v3/consent-categories/upload/preview': () => sampleConsentUpload(),
  'POST /v3/email-inboxes': () => ({ name: 'Contract inbox' }),
  'PUT /v3/email-inboxes/{}': () => ({ name: 'Contract inbox renamed' }),
  'PUT /v3/email-inboxes/{}/audit-configurations': (params) => [Number(params.auditId)],
  'PUT /v3/email-inboxes/{}/labels': (params) => [Number(params.labelId)],
  'PUT /v3/email-inboxes/{}/notes': () => 'Contract notes',
  'POST /v3/email-inboxes/{}/messages/statuses': (params) => [Number(params.receivedEmailMessageId)],
  'POST /v3/action-sets': () => contractActionSet,
  'PUT /v3/action-sets/{}': () => ({
    ...(contractActionSet as JsonObject),
    name: 'Contract action set renamed',
  }),
  'PUT /v3/action-sets/{}/actions/{}': () => ({
    actionType: 'click',
    sequence: 0,
    selectors: [{ selectorType: 'css', value: '#contract' }],
  }),
  'PUT /v3/action-sets/{}/actions/{}/rules': () => [401],
};

/** Bodies of the settings resources' writes (remote file mappings, custom headers, users, calendar…). */
const contractHeaderGroup: Json = {
  groupName: 'Contract headers',
  headers: [{ name: 'X-Contract', value: '1', type: 'REQUEST' }],
  requestUrlFilters: [{ requestUrlFilter: 'acme-outdoors.com', allowSubdomains: true }],
  assignments: [],
  applyToAll: false,
};
const contractMapping: Json = {
  name: 'Contract mapping',
  matchType: 'equals',
  matchValue: 'https://www.acme-outdoors.com/app.js',
  fileUrl: 'https://staging.acme-outdoors.com/app.js',
};
const settingsBodies: Record<string, BodyFactory> = {
  'POST /v3/remote-file-mappings': () => contractMapping,
  'PUT /v3/remote-file-mappings/{}': () => ({
    ...(contractMapping as JsonObject),
    name: 'Contract mapping renamed',
  }),
  'POST /v3/custom-headers': () => contractHeaderGroup,
  'PUT /v3/custom-headers/{}': () => ({
    ...(contractHeaderGroup as JsonObject),
    groupName: 'Contract renamed',
  }),
  'POST /v3/custom-headers/target-items/{}/search': () => ({ itemName: 'a' }),
  'POST /v3/data-sources/search': () => ({ itemType: 'audit' }),
  'POST /v3/data-sources/target-items/{}/search': () => ({ itemName: 'a' }),
  'POST /v3/notification-center/emails': (params) => ({
    itemType: 'AUDIT',
    itemIds: [Number(params.auditId)],
  }),
  'POST /v3/notification-center/target-items/{}/search': () => ({ email: 'avery.chen@acme-outdoors.com' }),
  'PUT /v3/schedules/calendar': (params) => ({
    updateItems: [
      {
        itemType: 'AUDIT',
        itemId: Number(params.auditId),
        schedule: {
          dtStart: '2026-12-01T09:00:00',
          tzId: 'UTC',
          recurrenceRule: 'FREQ=WEEKLY',
          isPaused: false,
          exceptions: ['2026-12-29T09:00:00'],
        },
      },
    ],
  }),
  'POST /v2/users': () => ({
    username: 'contract.user',
    email: 'contract.user@acme-outdoors.com',
    firstName: 'Contract',
    lastName: 'User',
    timezone: 'UTC',
    permissions: 'user',
  }),
  'PUT /v2/users/{}': () => ({
    username: 'avery.chen',
    email: 'avery.chen@acme-outdoors.com',
    firstName: 'Avery',
    lastName: 'Chen',
    timezone: 'America/New_York',
  }),
  'POST /v2/users/{}/folders': (params) => [Number(params.folderId)],
  'PUT /v2/users/{}/folders': (params) => [Number(params.folderId)],
  'POST /v2/folders/{}/users': (params) => [Number(params.userId)],
};

/** Bodies of the other writes: folders, sub-folders, labels, journeys, exports, grid reports, drill-downs, rules, censuses. */
const otherBodies: Record<string, BodyFactory> = {
  'POST /v2/folders': () => ({ name: 'Contract folder' }),
  'PUT /v2/folders/{}': () => ({ name: 'Contract folder renamed' }),
  'POST /v2/domains': (params) => ({
    name: 'Contract sub-folder',
    domain: 'www.example.com',
    folderId: Number(params.folderId),
  }),
  'PUT /v2/domains/{}': (params) => ({
    name: 'Contract sub-folder renamed',
    domain: 'www.example.com',
    folderId: Number(params.folderId),
  }),
  'POST /v2/labels': () => ({ name: 'Contract label' }),
  'POST /v3/web-journeys': (params) => ({
    name: 'Contract journey',
    domainId: Number(params.domainId),
    frequency: 'daily',
  }),
  'PUT /v3/web-journeys/{}': (params) => ({
    name: 'Contract journey renamed',
    domainId: Number(params.domainId),
  }),
  'POST /v3/web-journeys/{}/runs/{}/cookies/origin': () => ({ name: '_ga', domain: '.acme-outdoors.com' }),
  'POST /v3/web-journeys/{}/runs/{}/actions/{}/cookies/origin': () => ({
    name: 'OptanonConsent',
    domain: '.acme-outdoors.com',
  }),
  'PUT /v3/web-journeys/{}/custom-headers': () => ({
    assignedCustomHttpHeaders: [{ groupId: 501, isApplyToAll: false }],
  }),
  'PUT /v3/web-journeys/{}/blocking-configuration': () => ({ tagIds: [108], tagCategoryIds: [] }),
  'POST /v2/web-journeys': (params) => v2JourneyBody(params),
  'PUT /v2/web-journeys/{}': (params) => v2JourneyBody(params),
  'POST /v2/manual-journeys': (params) => ({
    name: 'Contract journey',
    folderId: Number(params.folderId),
    osOfDevice: 'iOS',
    versionOfOs: '18.5',
    emails: [],
  }),
  'PUT /v2/manual-journeys/{}': (params) => ({
    name: 'Contract journey renamed',
    folderId: Number(params.folderId),
    osOfDevice: 'Android',
    versionOfOs: '15',
    emails: [],
  }),
  'PUT /v2/manual-journeys/{}/labels': (params) => [{ id: Number(params.labelId), name: 'Contract label' }],
  'PUT /v2/manual-journeys/{}/rules': () => [],
  'POST /v2/manual-journeys/{}/har-runs': () => ({
    harFiles: [
      { name: 'contract.har', s3Key: 'inline/1/contract.har', content: buildHarText(sampleHarRequests) },
    ],
  }),
  'POST /v2/manual-journeys/{}/runs/{}/actions': () => ({ name: 'Contract step', actionType: 2 }),
  'POST /v2/manual-journeys/{}/runs/{}/control': () => ({ command: 'stop' }),
  'PUT /v2/manual-journeys/{}/runs/{}/labels': (params) => [
    { id: Number(params.labelId), name: 'Contract label' },
  ],
  'PUT /v2/manual-journeys/{}/runs/{}/request-filters': () => ['google-analytics.com'],
  'POST /v3/exports/scheduled': (params) => scheduledExportBody(params),
  'PUT /v3/exports/scheduled/{}': (params) => scheduledExportBody(params),
  'POST /v3/schedules/rule-description': () => ({ recurrenceRule: 'FREQ=WEEKLY;BYDAY=MO' }),
  'POST /v3/reports/grid/saved': () => ({
    name: 'Contract report',
    visibility: 'private',
    gridEntityType: 'pages',
    queryDefinition: { columns: [{ columnId: 'PAGE_TITLE' }] },
  }),
  'PUT /v3/reports/grid/saved/{}': () => ({ name: 'Contract report renamed', visibility: 'public' }),
  // Report drill-downs for one item: a tag of the fixture run, its account, host and first cookie.
  'POST /v3/web-audits/{}/runs/{}/reports/tag-privacy/tag-pages': (params) => ({
    tagId: Number(params.tagId),
    tagAccount: tagAccount(Number(params.auditId), vendorById(Number(params.tagId))!),
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/variable-inventory/tag-account-variables': (params) => ({
    tagId: Number(params.tagId),
    tagAccount: tagAccount(Number(params.auditId), vendorById(Number(params.tagId))!),
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/request-privacy/request-pages': (params) => ({
    requestDomain: vendorById(Number(params.tagId))!.host,
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/cookie-inventory/cookie-pages': (params) => ({
    cookie: {
      name: String(params.cookieName),
      domain: String(params.cookieDomain),
      partyType: '3rd_party',
      expirationType: 'timestamp',
      secure: true,
      httpOnly: false,
    },
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/file-changes/file-pages': () => ({
    file: {
      filename: 'gtm.js',
      requestDomain: 'www.googletagmanager.com',
      partyType: '3rd_party',
      fileChangeType: 'changed_file',
    },
  }),
  'POST /v3/web-audits/{}/runs/{}/reports/cookie-privacy/cookie-pages': (params) => ({
    cookie: { name: String(params.cookieName), domain: String(params.cookieDomain) },
  }),
  'PUT /v2/labels/{}': () => ({ name: 'Contract label renamed' }),
  'POST /v2/rules': () => contractRule,
  'PUT /v2/rules/{}': () => ({ ...contractRule, name: 'Contract rule renamed' }),
  'POST /v3/site-censuses': () => contractCensus,
  'PUT /v3/site-censuses/{}': (params) => ({
    ...(contractCensus as JsonObject),
    id: Number(params.censusId),
    isArchived: false,
    name: 'Contract census renamed',
  }),
  'POST /v3/site-censuses/{}/current-results/url-preview': () => ({
    fqdn: 'www.acme-outdoors.com',
    renderedPathPattern: '/products/*',
  }),
};
/** Bodies of an audit's own writes: create and update (V2), notes, actions, blocking, filters, rules, labels, runs. */
const auditFilters: Json = { include: [{ value: '/products', includeLimit: 50 }], exclude: ['/search'] };
const auditBody = (params: BodyParams, db: Db): JsonObject => ({
  name: 'Contract audit',
  domainId: Number(params.domainId),
  limit: 100,
  startingUrls: [`https://${auditHost(db, Number(params.auditId))}/`],
  recipients: ['contract@example.com'],
  frequency: 'weekly',
  options: {
    fireTags: true,
    loadFlash: false,
    location: 'us-east',
    requestRate: 2,
    stripQueryString: false,
    userAgent: userAgents[0]!.name,
  },
  filters: auditFilters,
});
const auditBodies: Record<string, BodyFactory> = {
  'POST /v2/web-audits': auditBody,
  'PUT /v2/web-audits/{}': (params, db) => ({
    ...auditBody(params, db),
    id: Number(params.webAuditId),
    name: 'Contract audit renamed',
  }),
  'PUT /v2/web-audits/{}/filters': () => auditFilters,
  'PUT /v2/web-audits/{}/rules': (params) => [Number(params.ruleId)],
  'PUT /v2/web-audits/{}/labels': (params) => [Number(params.labelId)],
  'DELETE /v2/web-audits/{}/labels': (params) => Number(params.labelId),
  'PUT /v3/web-audits/{}': (params) => ({
    id: Number(params.auditId),
    notes: 'Checked by the contract test',
  }),
  'PUT /v3/web-audits/{}/actions': () => [
    { sequence: 0, actionType: 'click', selectors: [{ selectorType: 'css', value: '#accept-cookies' }] },
  ],
  'PUT /v3/web-audits/{}/login-actions': (params, db): Json[] => [
    {
      sequence: 0,
      actionType: 'navto',
      url: `https://${auditHost(db, Number(params.auditId))}/account/login`,
    },
    {
      sequence: 1,
      actionType: 'input',
      selectors: [{ selectorType: 'id', value: 'email' }],
      value: 'contract@example.com',
    },
  ],
  'PUT /v3/web-audits/{}/blocking-configuration': (params) => ({
    tagIds: [Number(params.tagId)],
    tagCategoryIds: [],
  }),
  'PATCH /v3/web-audits/{}/consent-categories': (params) => [
    { op: 'add', path: '/-', value: Number(params.consentCategoryId) },
  ],
  'POST /v3/web-audits/{}/runs': () => ({
    callbackWorkflowEventType: 'audit_completed',
    callbackRepositoryOwner: 'acme-outdoors',
    callbackRepositoryName: 'storefront',
    maxPages: 10,
  }),
};

/** Bodies of the page details of the fixture page: console, initiators, cookie origin. */
const pageBodies: Record<string, BodyFactory> = {
  'POST /v3/web-audits/{}/runs/{}/pages/{}/console-log': () => ({ includedLevels: ['error', 'warn'] }),
  'POST /v3/web-audits/{}/runs/{}/pages/{}/console-log-summary': () => ({
    includedLevels: [...consoleLevels],
  }),
  'POST /v3/web-audits/{}/runs/{}/pages/{}/initiators': () => ({ tagsOnly: true }),
  'POST /v3/web-audits/{}/runs/{}/pages/{}/initiators/request-log': () => ({ harEntryIndices: [0, 1] }),
  // The first cookie the fixture page set.
  'POST /v3/web-audits/{}/runs/{}/pages/{}/cookies/origin': (params, db) => {
    const cookie = fixturePage(params, db)?.detail.cookies[0];
    return { name: cookie?.name ?? '_ga', domain: cookie?.domain ?? '.acme-outdoors.com' };
  },
};

/** Three columns of the grid's pages, the first page of 20 rows. */
const gridQuery: Json = {
  columns: [{ columnId: 'PAGE_TITLE' }, { columnId: 'FINAL_PAGE_URL' }, { columnId: 'PAGE_LOAD_TIME' }],
  sortBy: [{ columnIndex: 2, sortDesc: true }],
  page: 0,
  size: 20,
};

/** Bodies of the library searches and the grid. */
const searchBodies: Record<string, BodyFactory> = {
  'POST /v3/reports/grid/{}': () => gridQuery,
  'POST /v3/reports/grid/{}/exports': () => ({
    ...(gridQuery as JsonObject),
    fileFormat: 'csv',
    itemName: 'Contract export',
  }),
  // The name of a seeded inbox, and of a seeded rule.
  'POST /v3/email-inboxes/library': (_, db) => ({ name: inboxStore(db).all()[0]?.name ?? 'Newsletter' }),
  'POST /v3/rule-library': (_, db) => ({ ruleName: db.rules.all()[0]?.name ?? 'Pixel' }),
};

/**
 * Every report family's POST (summaries and lists): the page filter "URL contains the audited
 * host", which keeps the fixture run's pages. Drill-downs for one item have their own body above.
 */
function reportBodies(): Record<string, BodyFactory> {
  const filter: BodyFactory = (params, db) => ({
    pageUrl: { filterType: 'contains', filterValue: auditHost(db, Number(params.auditId)) },
  });
  const entries = Object.values(reportFamilies).flatMap((operations) =>
    (Object.values(operations) as ReportOperation[])
      .filter((op) => op.method === 'POST' && op.body !== undefined)
      .map((op) => [operationKey('POST', operationPath(op)), filter] as const),
  );
  return Object.fromEntries(entries);
}

/** The body of every write the tests send one to, by operation key. */
export const requestBodies: Record<string, BodyFactory> = {
  ...reportBodies(),
  ...otherBodies,
  ...configBodies,
  ...settingsBodies,
  ...auditBodies,
  ...pageBodies,
  ...searchBodies,
};
