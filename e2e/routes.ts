import type { Page } from '@playwright/test';
import { LATEST_RUN, paths, routePatterns } from '../src/lib/routes';

/**
 * The route catalogue: every screen of the dashboard's URL scheme (src/app/router.tsx, the settings
 * registry src/features/settings/registry.ts, the report families src/features/reports/registry.ts)
 * with a concrete path into the mock's seeded data, and the h1 the screen shows when it works.
 *
 * The ids are those of the default seed (`MOCK_SEED`, mocks/db/seed.ts): the embedded mock and the
 * stub server (mocks/server.ts, `/__mock/fixtures`) both start from it, so every path opens on
 * either. Ids do not depend on the day; dates do (a run's heading names its start), so such headings
 * are patterns.
 *
 * Suites that walk every screen (smoke, faults, hostile data, accessibility) import `appRoutes`.
 */

/** The area of the dashboard a route belongs to (one group of the catalogue). */
export type RouteArea =
  | 'auth'
  | 'audits'
  | 'runs'
  | 'pages'
  | 'reports'
  | 'journeys'
  | 'grid'
  | 'exports'
  | 'settings'
  | 'webhooks'
  | 'other';

/** One screen of the dashboard at a concrete address. */
export interface AppRoute {
  /** Stable, unique identifier (for test titles and per-route options). */
  id: string;
  /** What a person calls the screen. */
  name: string;
  area: RouteArea;
  /** The router pattern it instantiates (src/app/router.tsx). */
  pattern: string;
  /** A concrete path that exists in the seeded data. */
  path: string;
  /**
   * Where the app sends that path at once (`replace`), when it is not the screen's own address: the
   * address, or a pattern of it when part of it is only known at run time (the latest run's id).
   */
  redirectsTo?: string | RegExp;
  /** The h1 the screen shows once it works (exact text, or a pattern for dated headings). */
  heading: string | RegExp;
  /** Open without signing in (only sign-in). */
  public?: boolean;
  /**
   * Whether the screen reads from the service on its own (false: a form or a static page that
   * needs no data, where a failing read has nothing to break).
   */
  reads: boolean;
}

/** Seeded ids every path below is built from (the default seed of mocks/db/seed.ts). */
export const seeded = {
  /** The audit with the longest completed history, with labels ("Acme Outdoors US — Homepage & global navigation"). */
  auditId: 1001,
  auditName: 'Acme Outdoors US — Homepage & global navigation',
  /** Its latest completed run. */
  runId: 50033,
  /** The completed run before it (the base of "Compare with previous run" on the latest run). */
  previousRunId: 50032,
  /** A section page of that run (it has a parent, child pages and tags). */
  pageId: '218c54e0f4fc05ec',
  pageTitle: 'Products | Acme Outdoors',
  webJourneyId: 3001,
  webJourneyRunId: 1200100,
  manualJourneyId: 4001,
  manualJourneyRunId: 7006,
  /** A public saved grid report the administrator can edit. */
  savedReportId: 7002,
  scheduledExportId: 9501,
  ruleSnapshotId: 500330401,
  pageFilterSnapshotId: 50071040601,
  tagSnapshotId: 50033040110,
  tagVariableSnapshotId: 50033040450,
  /** The signed-in administrator (demo-admin-key). */
  adminUserId: 101,
} as const;

/**
 * The seeded approval change (mocks/db/consent-snapshots.ts, seedApprovalChange): an audit whose
 * `_ga` cookies were approved in run `base` and are unapproved in its latest run `head`.
 */
export const approvalChange = { auditId: 1020, base: 50709, head: 50710 } as const;

const auditRef = { auditId: seeded.auditId };
const runRef = { ...auditRef, runId: seeded.runId };
const pageRef = { ...runRef, pageId: seeded.pageId };
const audit = paths.audit(auditRef);
const run = paths.run(runRef);
const runPage = paths.page(pageRef);
/** "Run of 22 Nov 2026, 22:34 PST": a run's heading names its start, which moves with the day the mock is seeded. */
const runHeading = /^Run of \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \S+$/;

/** The sections of an audit's settings (src/features/audits/config/sections.tsx). */
const auditSettingsSections = [
  ['general', 'General'],
  ['actions', 'Page actions'],
  ['login-actions', 'Login actions'],
  ['blocking', 'Blocking'],
  ['consent-categories', 'Consent categories'],
  ['filters', 'URL filters'],
  ['rules', 'Rules'],
] as const;

/** The tabs of a run after its overview (src/features/runs/run-tabs.ts). */
const runTabs = [
  ['pages', 'Pages'],
  ['cookies', 'Cookies'],
  ['request-domains', 'Request domains'],
  ['geo-locations', 'Geo-locations'],
  ['javascript-variables', 'JavaScript variables'],
  ['failures', 'Failures'],
  ['consent-categories', 'Consent categories'],
] as const;

/** The tabs of page details after its overview (src/features/pages/page-tabs.ts). */
const pageTabs = [
  ['links', 'Links'],
  ['tags', 'Tags'],
  ['cookies', 'Cookies'],
  ['request-log', 'Request log'],
  ['initiators', 'Initiators'],
  ['console', 'Console'],
  ['file-mapping', 'File mapping'],
  ['trends', 'Trends'],
] as const;

/** Every report family (src/features/reports/registry.ts) and its title. */
export const reportFamilies = [
  ['alert-summary', 'Alert summary'],
  ['audit-summary', 'Audit summary'],
  ['browser-logs', 'Browser logs'],
  ['cookie-inventory', 'Cookie inventory'],
  ['cookie-privacy', 'Cookie privacy'],
  ['file-changes', 'File changes'],
  ['page-summary', 'Page summary'],
  ['request-privacy', 'Request privacy'],
  ['rule-summary', 'Rule summary'],
  ['tag-duplicates-and-multiples', 'Tag duplicates and multiples'],
  ['tag-health', 'Tag health'],
  ['tag-inventory', 'Tag inventory'],
  ['tag-privacy', 'Tag privacy'],
  ['variable-inventory', 'Variable inventory'],
] as const;

/**
 * Every settings resource (src/features/settings/registry.ts): its list title, a seeded item and its
 * title (when the resource has a detail page of its own), and its create form's title (when it can
 * be created). Data sources link to runs, not to a page of their own; a user event's key holds its
 * timestamp, which moves with the seeding day (routes.spec.ts opens one from its list instead).
 */
export const settingsResources: ReadonlyArray<{
  id: string;
  label: string;
  item?: { key: string; title: string };
  create?: string;
  /** The create form reads the choices of its selects (other resources' lists). */
  createReads?: boolean;
}> = [
  {
    id: 'remote-file-mappings',
    label: 'Remote file mappings',
    item: { key: '301', title: 'Staged analytics library' },
    create: 'New remote file mapping',
  },
  { id: 'folders', label: 'Folders', item: { key: '1', title: 'Brand sites' }, create: 'New folder' },
  {
    id: 'sub-folders',
    label: 'Sub-folders',
    item: { key: '201', title: 'Acme Outdoors US' },
    create: 'New sub-folder',
    createReads: true,
  },
  { id: 'labels', label: 'Labels', item: { key: '11', title: 'Production' }, create: 'New label' },
  // Not the signed-in user: their record also feeds the header's account block.
  { id: 'users', label: 'Users', item: { key: '102', title: 'Jordan Patel' }, create: 'New user' },
  {
    id: 'custom-headers',
    label: 'Custom headers',
    item: { key: '501', title: 'QA traffic marker' },
    create: 'New custom header group',
  },
  { id: 'data-sources', label: 'Data sources' },
  {
    id: 'notification-center',
    label: 'Notification center',
    item: {
      key: 'antwan68@summer.acme-outdoors.com',
      title: 'antwan68@summer.acme-outdoors.com',
    },
  },
  { id: 'geo-countries', label: 'Geo-location countries', item: { key: '36', title: 'Australia' } },
  { id: 'tags', label: 'Tags', item: { key: '100', title: 'Google Tag Manager' } },
  { id: 'user-events', label: 'User events' },
  {
    id: 'schedules-calendar',
    label: 'Schedules calendar',
    item: { key: `AUDIT-${seeded.auditId}`, title: seeded.auditName },
  },
  {
    id: 'consent-categories',
    label: 'Consent categories',
    item: { key: '303', title: 'Advertising and social — not consented' },
    create: 'New consent category',
  },
  {
    id: 'rules',
    label: 'Rules',
    item: { key: '404', title: 'Adobe Analytics page name is set' },
    create: 'New rule',
    createReads: true,
  },
  {
    id: 'site-censuses',
    label: 'Site censuses',
    item: { key: '3001', title: 'Acme Outdoors US — full site' },
    create: 'New site census',
  },
  {
    id: 'email-inboxes',
    label: 'Email inboxes',
    item: { key: '1204', title: 'Loyalty programme onboarding' },
    create: 'New email inbox',
    createReads: true,
  },
  {
    id: 'action-sets',
    label: 'Action sets',
    item: { key: '701', title: 'Accept the OneTrust cookie banner' },
    create: 'New action set',
  },
];

/** Tabs of a settings item beyond "Details" that read on their own: resource, tab id, tab label. */
const settingsItemTabs = [
  ['sub-folders', 'audits', 'Audits'],
  ['sub-folders', 'web-journeys', 'Web journeys'],
] as const;

const ruleSnapshots = [
  ['rule', 'rule snapshot', seeded.ruleSnapshotId],
  ['page-filter', 'page filter snapshot', seeded.pageFilterSnapshotId],
  ['tag', 'tag condition snapshot', seeded.tagSnapshotId],
  ['tag-variable', 'tag variable snapshot', seeded.tagVariableSnapshotId],
] as const;

/** Every route of the catalogue, in navigation order. */
export const appRoutes: readonly AppRoute[] = [
  {
    id: 'sign-in',
    name: 'Sign in',
    area: 'auth',
    pattern: routePatterns.signIn,
    path: paths.signIn(),
    heading: 'Sign in',
    public: true,
    reads: false,
  },

  // Home
  {
    id: 'home',
    name: 'Home',
    area: 'other',
    pattern: routePatterns.home,
    path: paths.home(),
    heading: 'Home',
    reads: true,
  },

  // Audits
  {
    id: 'audit-library',
    name: 'Audit library',
    area: 'audits',
    pattern: routePatterns.audits,
    path: paths.audits(),
    heading: 'Audits',
    reads: true,
  },
  {
    id: 'archived-audits',
    name: 'Archived audits',
    area: 'audits',
    pattern: routePatterns.archivedAudits,
    path: paths.archivedAudits(),
    heading: 'Archived audits',
    reads: true,
  },
  {
    id: 'audit-new',
    name: 'New audit',
    area: 'audits',
    pattern: routePatterns.newAudit,
    path: paths.newAudit(),
    heading: 'New audit',
    // The choices of its selects: folders, sub-folders, frequencies, locations, browsers, labels.
    reads: true,
  },
  {
    id: 'audit-overview',
    name: 'Audit overview',
    area: 'audits',
    pattern: routePatterns.audit,
    path: audit,
    heading: seeded.auditName,
    reads: true,
  },
  {
    id: 'audit-settings',
    name: 'Audit settings',
    area: 'audits',
    pattern: routePatterns.auditSettings,
    path: paths.auditSettings(auditRef),
    redirectsTo: paths.auditSettings({ ...auditRef, section: 'general' }),
    heading: `Settings: ${seeded.auditName}`,
    reads: true,
  },
  ...auditSettingsSections.map(([section, label]): AppRoute => ({
    id: `audit-settings-${section}`,
    name: `Audit settings: ${label}`,
    area: 'audits',
    pattern: routePatterns.auditSettings,
    path: paths.auditSettings({ ...auditRef, section }),
    heading: `Settings: ${seeded.auditName}`,
    reads: true,
  })),

  {
    id: 'compare-runs',
    name: 'Compare runs',
    area: 'audits',
    pattern: routePatterns.compare,
    path: paths.compare({ ...auditRef, base: seeded.previousRunId, head: seeded.runId }),
    heading: 'Compare runs',
    reads: true,
  },

  // Runs
  {
    id: 'run-overview',
    name: 'Run: Overview',
    area: 'runs',
    pattern: routePatterns.run,
    path: run,
    heading: runHeading,
    reads: true,
  },
  ...runTabs.map(([tab, label]): AppRoute => ({
    id: `run-${tab}`,
    name: `Run: ${label}`,
    area: 'runs',
    pattern: routePatterns.run,
    path: paths.run({ ...runRef, tab }),
    heading: runHeading,
    reads: true,
  })),

  // The latest run: an address that always opens the audit's latest completed run (its id is
  // resolved when the link is opened), keeping the rest of the path and the query string.
  {
    id: 'run-latest-tab',
    name: 'Latest run (redirect): Cookies, sorted',
    area: 'runs',
    pattern: routePatterns.latestRun,
    path: paths.run({ ...auditRef, runId: LATEST_RUN, tab: 'cookies', search: { sort: '-domain' } }),
    redirectsTo: new RegExp(`^${audit}/runs/\\d+/cookies\\?sort=-domain$`),
    heading: runHeading,
    reads: true,
  },
  {
    id: 'run-latest-report',
    name: 'Latest run (redirect): Tag health, Slow tags',
    area: 'reports',
    pattern: routePatterns.latestRunReport,
    path: paths.report({ ...auditRef, runId: LATEST_RUN, family: 'tag-health', view: 'slow' }),
    redirectsTo: new RegExp(`^${audit}/runs/\\d+/reports/tag-health/slow$`),
    heading: 'Tag health',
    reads: true,
  },

  // Page details
  {
    id: 'page-overview',
    name: 'Page details: Overview',
    area: 'pages',
    pattern: routePatterns.page,
    path: runPage,
    heading: seeded.pageTitle,
    reads: true,
  },
  ...pageTabs.map(([tab, label]): AppRoute => ({
    id: `page-${tab}`,
    name: `Page details: ${label}`,
    area: 'pages',
    pattern: routePatterns.page,
    path: paths.page({ ...pageRef, tab }),
    heading: seeded.pageTitle,
    reads: true,
  })),

  // Reports: every family on its first view, and two drill-down views.
  ...reportFamilies.map(([family, label]): AppRoute => ({
    id: `report-${family}`,
    name: `Report: ${label}`,
    area: 'reports',
    pattern: routePatterns.report,
    path: paths.report({ ...runRef, family }),
    heading: label,
    reads: true,
  })),
  {
    id: 'report-cookie-inventory-domains',
    name: 'Report drill-down: Cookie inventory, Domains',
    area: 'reports',
    pattern: routePatterns.report,
    path: paths.report({ ...runRef, family: 'cookie-inventory', view: 'domains' }),
    heading: 'Cookie inventory',
    reads: true,
  },
  {
    id: 'report-tag-inventory-categories',
    name: 'Report drill-down: Tag inventory, Tag categories (Analytics selected)',
    area: 'reports',
    pattern: routePatterns.report,
    path: paths.report({
      ...runRef,
      family: 'tag-inventory',
      view: 'categories',
      search: { tagCategoryId: 2 },
    }),
    heading: 'Tag inventory',
    reads: true,
  },
  {
    id: 'report-rule-summary-rule',
    name: 'Report drill-down: Rule summary, one rule selected',
    area: 'reports',
    pattern: routePatterns.report,
    path: paths.report({
      ...runRef,
      family: 'rule-summary',
      view: 'rules',
      search: { ruleSnapshotId: seeded.ruleSnapshotId },
    }),
    heading: 'Rule summary',
    reads: true,
  },
  {
    id: 'report-tag-health-slow',
    name: 'Report drill-down: Tag health, Slow tags',
    area: 'reports',
    pattern: routePatterns.report,
    path: paths.report({ ...runRef, family: 'tag-health', view: 'slow' }),
    heading: 'Tag health',
    reads: true,
  },

  // Journeys
  {
    id: 'web-journeys',
    name: 'Web journeys',
    area: 'journeys',
    pattern: routePatterns.webJourneys,
    path: paths.webJourneys(),
    heading: 'Web journeys',
    reads: true,
  },
  {
    id: 'web-journey',
    name: 'Web journey',
    area: 'journeys',
    pattern: routePatterns.webJourney,
    path: paths.webJourney({ webJourneyId: seeded.webJourneyId }),
    heading: 'Acme Outdoors US — Newsletter sign-up',
    reads: true,
  },
  {
    id: 'web-journey-run',
    name: 'Web journey run',
    area: 'journeys',
    pattern: routePatterns.webJourneyRun,
    path: paths.webJourneyRun({ webJourneyId: seeded.webJourneyId, runId: seeded.webJourneyRunId }),
    heading: `Run ${seeded.webJourneyRunId}`,
    reads: true,
  },
  {
    id: 'manual-journeys',
    name: 'Manual journeys',
    area: 'journeys',
    pattern: routePatterns.manualJourneys,
    path: paths.manualJourneys(),
    heading: 'Manual journeys',
    reads: true,
  },
  {
    id: 'manual-journey',
    name: 'Manual journey',
    area: 'journeys',
    pattern: routePatterns.manualJourney,
    path: paths.manualJourney({ manualJourneyId: seeded.manualJourneyId }),
    heading: 'iPhone — newsletter preferences',
    reads: true,
  },
  {
    id: 'manual-journey-run',
    name: 'Manual journey recording',
    area: 'journeys',
    pattern: routePatterns.manualJourneyRun,
    path: paths.manualJourneyRun({
      manualJourneyId: seeded.manualJourneyId,
      runId: seeded.manualJourneyRunId,
    }),
    // "Recording 2026-10-29": dated like the seed.
    heading: /^Recording \d{4}-\d{2}-\d{2}$/,
    reads: true,
  },

  // Grid reports
  {
    id: 'grid-entity-picker',
    name: 'Grid entity picker',
    area: 'grid',
    pattern: routePatterns.grid,
    path: paths.grid.index(),
    heading: 'Grid reports',
    reads: false,
  },
  {
    id: 'grid-builder',
    name: 'Grid builder (pages)',
    area: 'grid',
    pattern: routePatterns.gridBuilder,
    path: paths.grid.builder({ type: 'pages' }),
    heading: 'Pages',
    reads: true,
  },
  {
    id: 'saved-grid-reports',
    name: 'Saved grid reports',
    area: 'grid',
    pattern: routePatterns.savedGridReports,
    path: paths.grid.savedList(),
    heading: 'Saved reports',
    reads: true,
  },
  {
    id: 'saved-grid-report',
    name: 'Saved grid report',
    area: 'grid',
    pattern: routePatterns.savedGridReport,
    path: paths.grid.saved({ id: seeded.savedReportId }),
    heading: 'Journey runs with failed actions',
    reads: true,
  },

  // Exports
  {
    id: 'exports',
    name: 'Exports',
    area: 'exports',
    pattern: routePatterns.exports,
    path: paths.exports.index(),
    heading: 'Exports',
    reads: true,
  },
  {
    id: 'scheduled-exports',
    name: 'Scheduled exports',
    area: 'exports',
    pattern: routePatterns.scheduledExports,
    path: paths.exports.scheduledList(),
    heading: 'Scheduled exports',
    reads: true,
  },
  {
    id: 'scheduled-export',
    name: 'Scheduled export',
    area: 'exports',
    pattern: routePatterns.scheduledExport,
    path: paths.exports.scheduled({ id: seeded.scheduledExportId }),
    heading: 'Accessibility issues by criterion — twice a fortnight XLSX',
    reads: true,
  },
  {
    id: 'scheduled-export-new',
    name: 'New scheduled export',
    area: 'exports',
    pattern: routePatterns.scheduledExport,
    path: paths.exports.newScheduled(),
    heading: 'New scheduled export',
    reads: true,
  },

  // Settings
  {
    id: 'settings',
    name: 'Settings index',
    area: 'settings',
    pattern: routePatterns.settings,
    path: paths.settings.index(),
    heading: 'Settings',
    reads: false,
  },
  ...settingsResources.flatMap((resource): AppRoute[] => [
    {
      id: `settings-${resource.id}`,
      name: `Settings: ${resource.label}`,
      area: 'settings',
      pattern: routePatterns.settingsList,
      path: paths.settings.list({ resource: resource.id }),
      heading: resource.label,
      reads: true,
    },
    ...(resource.item
      ? [
          {
            id: `settings-${resource.id}-item`,
            name: `Settings: ${resource.label}, one item`,
            area: 'settings' as const,
            pattern: routePatterns.settingsItem,
            path: paths.settings.item({ resource: resource.id, id: resource.item.key }),
            heading: resource.item.title,
            reads: true,
          },
        ]
      : []),
    ...(resource.create
      ? [
          {
            id: `settings-${resource.id}-new`,
            name: `Settings: ${resource.create}`,
            area: 'settings' as const,
            pattern: routePatterns.settingsNew,
            path: paths.settings.create({ resource: resource.id }),
            heading: resource.create,
            reads: resource.createReads ?? false,
          },
        ]
      : []),
  ]),
  ...settingsItemTabs.map(([resource, tab, label]): AppRoute => {
    const { item, label: list } = settingsResources.find((candidate) => candidate.id === resource)!;
    return {
      id: `settings-${resource}-item-${tab}`,
      name: `Settings: ${list}, one item: ${label}`,
      area: 'settings',
      pattern: routePatterns.settingsItem,
      path: paths.settings.item({ resource, id: item!.key, tab }),
      heading: item!.title,
      reads: true,
    };
  }),
  ...ruleSnapshots.map(([kind, noun, snapshotId]): AppRoute => ({
    id: `rule-snapshot-${kind}`,
    name: `Original of a ${noun}`,
    area: 'settings',
    pattern: routePatterns.ruleSnapshot,
    path: paths.settings.ruleSnapshot({ kind, snapshotId }),
    heading: `Original of ${noun} ${snapshotId}`,
    reads: true,
  })),

  // Webhooks
  {
    id: 'webhooks',
    name: 'Webhooks',
    area: 'webhooks',
    pattern: routePatterns.webhooks,
    path: paths.settings.webhooks(),
    heading: 'Webhooks',
    reads: true,
  },
  {
    id: 'webhook-verify',
    name: 'Verify a webhook',
    area: 'webhooks',
    pattern: routePatterns.webhookVerify,
    path: paths.settings.verifyWebhook(),
    heading: 'Verify a webhook',
    reads: false,
  },

  {
    id: 'not-found',
    name: 'Page not found (404)',
    area: 'other',
    pattern: routePatterns.notFound,
    path: '/no-such-page',
    heading: 'Page not found',
    reads: false,
  },
];

/** Whether `url` is where the route's path lands: its own address, or the address it redirects to. */
export function landsAt(route: AppRoute, url: URL): boolean {
  const address = `${url.pathname}${url.search}`;
  const target = route.redirectsTo ?? route.path;
  return typeof target === 'string' ? address === target : target.test(address);
}

/** The route of the catalogue with this id (throws on an unknown id: a typo must not skip a test). */
export function routeById(id: string): AppRoute {
  const route = appRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route "${id}" in e2e/routes.ts`);
  return route;
}

/** The routes of the catalogue grouped by area, in catalogue order. */
export function routesByArea(routes: readonly AppRoute[] = appRoutes): Map<RouteArea, AppRoute[]> {
  const groups = new Map<RouteArea, AppRoute[]>();
  for (const route of routes) groups.set(route.area, [...(groups.get(route.area) ?? []), route]);
  return groups;
}

/**
 * Open a path inside the running app, as a link would (history push + popstate: the router
 * handles it without reloading). Much faster than `page.goto`, and it keeps a session that is
 * not remembered; the query cache is kept too, so use `page.goto` where every read must start fresh.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
