import { parse } from 'regexparam';
import { preloadFamilyScreen } from '@/features/reports/screen-loaders';
import { routePatterns, type RouteName } from '@/lib/routes/patterns';

/** A route's params as matched from a path (absent optional segments are undefined). */
export type MatchedParams = Record<string, string | undefined>;

/** The code one route loads: its screen, its area's prefetch module, and code chosen by its params. */
interface RouteCode {
  screen: () => Promise<unknown>;
  prefetch?: () => Promise<unknown>;
  byParams?: (params: MatchedParams) => Promise<unknown>;
}

const auditPrefetch = () => import('@/features/audits/prefetch');
const runPrefetch = () => import('@/features/runs/prefetch');
const latestRun = {
  screen: () => import('@/features/runs/routes/LatestRunRedirect'),
  prefetch: runPrefetch,
};
const webJourneyPrefetch = () => import('@/features/web-journeys/prefetch');
const manualJourneyPrefetch = () => import('@/features/manual-journeys/prefetch');
const gridBuilder = () => import('@/features/grid/routes/builder');

/** The signed-in frame (header, navigation) around every route but sign-in: a chunk of its own. */
export const layoutCode = () => import('./layout/AppLayout');

/**
 * Every route's code, by route name: the router's lazy screens and loaders take their modules from
 * here, and the page's entry (src/entry.ts) starts the first route's before the app's own code.
 */
export const routeCode = {
  signIn: { screen: () => import('@/features/auth/routes/SignInPage') },
  home: { screen: () => import('@/features/home/routes/HomePage') },
  audits: { screen: () => import('@/features/audits/routes/AuditLibraryPage'), prefetch: auditPrefetch },
  archivedAudits: { screen: () => import('@/features/audits/routes/ArchivedAuditsPage') },
  newAudit: { screen: () => import('@/features/audits/routes/NewAuditPage') },
  audit: { screen: () => import('@/features/audits/routes/AuditOverviewPage'), prefetch: auditPrefetch },
  auditSettings: { screen: () => import('@/features/audits/routes/AuditSettingsPage') },
  latestRun,
  latestRunReport: latestRun,
  latestRunPage: latestRun,
  run: { screen: () => import('@/features/runs/routes/RunPage'), prefetch: runPrefetch },
  compare: { screen: () => import('@/features/compare/routes') },
  report: {
    screen: () => import('@/features/reports/routes'),
    prefetch: () => import('@/features/reports/prefetch'),
    // A report's family (its screen and operations) is a chunk of its own, started with the rest.
    byParams: (params: MatchedParams) => preloadFamilyScreen(params.family),
  },
  page: {
    screen: () => import('@/features/pages/routes'),
    prefetch: () => import('@/features/pages/prefetch'),
  },
  webJourneys: { screen: () => import('@/features/web-journeys/routes/WebJourneyListPage') },
  webJourney: {
    screen: () => import('@/features/web-journeys/routes/WebJourneyPage'),
    prefetch: webJourneyPrefetch,
  },
  webJourneyRun: {
    screen: () => import('@/features/web-journeys/routes/WebJourneyRunPage'),
    prefetch: webJourneyPrefetch,
  },
  manualJourneys: { screen: () => import('@/features/manual-journeys/routes/ManualJourneyListPage') },
  manualJourney: {
    screen: () => import('@/features/manual-journeys/routes/ManualJourneyPage'),
    prefetch: manualJourneyPrefetch,
  },
  manualJourneyRun: {
    screen: () => import('@/features/manual-journeys/routes/ManualJourneyRunPage'),
    prefetch: manualJourneyPrefetch,
  },
  grid: { screen: gridBuilder },
  savedGridReports: { screen: () => import('@/features/grid/routes') },
  savedGridReport: { screen: gridBuilder, prefetch: () => import('@/features/grid/builder/prefetch') },
  gridBuilder: { screen: gridBuilder },
  exports: { screen: () => import('@/features/exports/routes') },
  scheduledExports: { screen: () => import('@/features/exports/scheduled/routes/ScheduledExportListPage') },
  scheduledExport: {
    screen: () => import('@/features/exports/scheduled/routes/ScheduledExportEditorPage'),
    prefetch: () => import('@/features/exports/scheduled/prefetch'),
  },
  webhooks: { screen: () => import('@/features/webhooks/routes/WebhooksPage') },
  webhookVerify: { screen: () => import('@/features/webhooks/routes/WebhookVerifyPage') },
  settings: { screen: () => import('@/features/settings/routes/SettingsPage') },
  ruleSnapshot: { screen: () => import('@/features/settings/rules/RuleSnapshotPage') },
  settingsList: { screen: () => import('@/features/settings/routes/ResourceListPage') },
  settingsNew: { screen: () => import('@/features/settings/routes/ResourceNewPage') },
  settingsItem: { screen: () => import('@/features/settings/routes/ResourceDetailPage') },
  notFound: { screen: () => import('./routes/NotFoundPage') },
} satisfies Record<RouteName, RouteCode>;

/** A named route, and the params it matched. */
export interface RouteMatch {
  name: RouteName;
  params: MatchedParams;
}

interface CompiledPattern {
  name: RouteName;
  regex: RegExp;
  keys: string[];
  /** React Router's rank: a static segment outranks a param, a param outranks the splat. */
  score: (params: MatchedParams) => number;
}

const compiled: CompiledPattern[] = (Object.keys(routePatterns) as RouteName[]).map((name) => {
  const { keys, pattern } = parse(routePatterns[name]);
  const segments = routePatterns[name].split('/').filter(Boolean);
  const score = (params: MatchedParams) =>
    segments.reduce((sum, part) => {
      if (part === '*') return sum - 2;
      const param = /^:(\w+)/.exec(part)?.[1];
      if (param === undefined) return sum + 10;
      return params[param] === undefined ? sum : sum + 3;
    }, 0);
  return { name, regex: pattern, keys, score };
});

/** The route `pathname` shows (the best-ranked pattern that matches it, as React Router ranks them). */
export function matchRoute(pathname: string): RouteMatch | undefined {
  let best: (RouteMatch & { score: number }) | undefined;
  for (const pattern of compiled) {
    const found = pattern.regex.exec(pathname);
    if (!found) continue;
    const params: MatchedParams = {};
    pattern.keys.forEach((key, i) => {
      const value = found[i + 1];
      params[key] = value === undefined ? undefined : safeDecode(value);
    });
    const score = pattern.score(params);
    if (!best || score > best.score) best = { name: pattern.name, params, score };
  }
  return best && { name: best.name, params: best.params };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Start downloading the code of the route `pathname` shows — its prefetch module first (its reads
 * wait for it), the code its params choose, its screen and the frame — so none of it waits for the
 * app's own code to arrive and run. The router later gets the same modules from the module cache.
 * Resolves once every load has settled (a failed one is left to the router to report).
 */
export async function preloadRouteCode(pathname: string): Promise<void> {
  const match = matchRoute(pathname);
  if (!match) return;
  const code: RouteCode = routeCode[match.name];
  const loads = [code?.prefetch?.(), code?.byParams?.(match.params), code?.screen()];
  if (match.name !== 'signIn') loads.push(layoutCode());
  await Promise.allSettled(loads);
}
