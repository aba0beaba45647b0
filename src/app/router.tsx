import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import {
  matchRoutes,
  Navigate,
  type DataRouter,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { getSession } from '@/api/session';
import { paths, routePatterns as route } from '@/lib/routes';
import { lazyExport } from '@/components/progressive/lazy-export';

/** Lazy-load a route's component: each screen is its own chunk, so a first visit fetches only its screen. */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  async () => ({
    Component: pick(await load()),
  });

/**
 * The signed-in frame (header, navigation): its own chunk, fetched beside the first route's chunk
 * (both started by main.tsx before the runtime config arrives, see `preloadRouteChunks`).
 */
const loadAppLayout = () => import('./layout/AppLayout');

const newAudit = () => import('@/features/audits/routes/NewAuditPage');
const pages = () => import('@/features/pages/routes');
const reports = () => import('@/features/reports/routes');
const compare = () => import('@/features/compare/routes');
const grid = () => import('@/features/grid/routes');
const gridBuilder = () => import('@/features/grid/routes/builder');
const exportsArea = () => import('@/features/exports/routes');
const ruleSnapshots = () => import('@/features/settings/rules/RuleSnapshotPage');

/** The route error panel's chunk: main.tsx loads it once the first screen shows, before any route can fail. */
export const loadRouteError = () => import('@/components/feedback/RouteError');
const RouteErrorPanel = lazyExport(loadRouteError, (m) => m.RouteError);

/** A route's error panel, kept out of the first load (nothing has failed yet when the app starts). */
function RouteError() {
  return (
    <Suspense fallback={<FirstLoad />}>
      <RouteErrorPanel />
    </Suspense>
  );
}

/** Shown while the first route chunk of a visit loads: index.html's frame (boot-shell.css) and a loader. */
function FirstLoad() {
  return (
    <>
      <div className="boot-shell-header">
        <span className="app-title">Site Audit Dashboard</span>
      </div>
      <div className="boot-shell-loading">
        <span className="boot-shell-spinner" role="status" aria-label="Loading the dashboard" />
      </div>
    </>
  );
}

/** An area's function that starts a screen's first reads from the route's params (and search). */
type Prefetch = (queryClient: QueryClient, params: Params, search: URLSearchParams) => void;

/** A data route's `handle`: its prefetch module (and the code it names for the params), which `preloadRouteChunks` starts early. */
interface PrefetchHandle {
  preload: (params: Params) => Promise<unknown>;
}

/** Starts loading the code a screen needs for its params (a report: its family's chunk). */
type PreloadCode = (params: Params) => Promise<unknown>;

/** The params a pattern requires (`:name`, not the optional `:name?`). */
const requiredParams = (pattern: string) =>
  [...pattern.matchAll(/:(\w+)(?![\w?])/g)].map((match) => match[1]!);

/**
 * A data route at `path` whose loader starts the screen's first reads (its area's prefetch module,
 * loaded beside the route's code) and returns at once: it never waits for data, and reads nothing
 * when signed out. It runs again only when a required param changes (not for a tab or the search).
 */
const reading =
  (queryClient: QueryClient) =>
  <M,>(path: string, load: () => Promise<M>, pick: (module: M) => Prefetch, preloadCode?: PreloadCode) => {
    const names = requiredParams(path);
    const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
      names.some((name) => currentParams[name] !== nextParams[name]);
    return {
      path,
      loader: async ({ params, request }: LoaderFunctionArgs) => {
        if (getSession().apiKey) pick(await load())(queryClient, params, new URL(request.url).searchParams);
        return null;
      },
      shouldRevalidate,
      handle: {
        preload: (params) => Promise.all([load(), preloadCode?.(params)]),
      } satisfies PrefetchHandle,
    };
  };

const auditPrefetch = () => import('@/features/audits/prefetch');
const runPrefetch = () => import('@/features/runs/prefetch');
const pagePrefetch = () => import('@/features/pages/prefetch');
const reportPrefetch = () => import('@/features/reports/prefetch');
/** A report's family (its screen and operations): a chunk of its own, started beside the route's. */
const reportFamilyCode: PreloadCode = (params) =>
  import('@/features/reports/screen-loaders').then((m) => m.preloadFamilyScreen(params.family));
const webJourneyPrefetch = () => import('@/features/web-journeys/prefetch');
const manualJourneyPrefetch = () => import('@/features/manual-journeys/prefetch');
const gridPrefetch = () => import('@/features/grid/builder/prefetch');
const scheduledExportPrefetch = () => import('@/features/exports/scheduled/prefetch');

/**
 * The route table (paths from the route module, src/lib/routes): every route has its own error panel
 * with Retry. Loaders only start reads (into `queryClient`) in parallel with the route's code; they
 * never wait for data.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const data = reading(queryClient);
  return [
    {
      path: route.signIn,
      errorElement: <RouteError />,
      HydrateFallback: FirstLoad,
      lazy: screen(
        () => import('@/features/auth/routes/SignInPage'),
        (m) => m.default,
      ),
    },
    {
      path: route.home,
      lazy: screen(loadAppLayout, (m) => m.AppLayout),
      errorElement: <RouteError />,
      HydrateFallback: FirstLoad,
      children: [
        { index: true, element: <Navigate to={paths.audits()} replace /> },
        {
          errorElement: <RouteError />,
          children: [
            {
              ...data(route.audits, auditPrefetch, (m) => m.prefetchAuditLibrary),
              // Filters live in the search string: typing must not re-run the loader on each key.
              shouldRevalidate: () => false,
              lazy: screen(
                () => import('@/features/audits/routes/AuditLibraryPage'),
                (m) => m.AuditLibraryPage,
              ),
            },
            {
              path: route.archivedAudits,
              lazy: screen(
                () => import('@/features/audits/routes/ArchivedAuditsPage'),
                (m) => m.ArchivedAuditsPage,
              ),
            },
            { path: route.newAudit, lazy: screen(newAudit, (m) => m.NewAuditPage) },
            {
              ...data(route.audit, auditPrefetch, (m) => m.prefetchAuditOverview),
              lazy: screen(
                () => import('@/features/audits/routes/AuditOverviewPage'),
                (m) => m.AuditOverviewPage,
              ),
            },
            {
              path: route.auditSettings,
              lazy: screen(
                () => import('@/features/audits/routes/AuditSettingsPage'),
                (m) => m.AuditSettingsPage,
              ),
            },
            // `latest` stands for the audit's latest completed run: replaced by its id, the rest kept.
            // One route per shape of run address, so each outranks its `:runId` twin.
            ...[route.latestRun, route.latestRunReport, route.latestRunPage].map((path) => ({
              ...data(path, runPrefetch, (m) => m.prefetchLatestRun),
              lazy: screen(
                () => import('@/features/runs/routes/LatestRunRedirect'),
                (m) => m.LatestRunRedirect,
              ),
            })),
            {
              ...data(route.run, runPrefetch, (m) => m.prefetchRun),
              lazy: screen(
                () => import('@/features/runs/routes/RunPage'),
                (m) => m.RunPage,
              ),
            },
            { path: route.compare, lazy: screen(compare, (m) => m.ComparePage) },
            {
              ...data(route.report, reportPrefetch, (m) => m.prefetchReport, reportFamilyCode),
              lazy: screen(reports, (m) => m.ReportPage),
            },
            {
              ...data(route.page, pagePrefetch, (m) => m.prefetchPageDetails),
              lazy: screen(pages, (m) => m.PageDetailsPage),
            },
            {
              path: route.webJourneys,
              lazy: screen(
                () => import('@/features/web-journeys/routes/WebJourneyListPage'),
                (m) => m.WebJourneyListPage,
              ),
            },
            {
              ...data(route.webJourney, webJourneyPrefetch, (m) => m.prefetchWebJourney),
              lazy: screen(
                () => import('@/features/web-journeys/routes/WebJourneyPage'),
                (m) => m.WebJourneyPage,
              ),
            },
            {
              ...data(route.webJourneyRun, webJourneyPrefetch, (m) => m.prefetchWebJourneyRun),
              lazy: screen(
                () => import('@/features/web-journeys/routes/WebJourneyRunPage'),
                (m) => m.WebJourneyRunPage,
              ),
            },
            {
              path: route.manualJourneys,
              lazy: screen(
                () => import('@/features/manual-journeys/routes/ManualJourneyListPage'),
                (m) => m.ManualJourneyListPage,
              ),
            },
            {
              ...data(route.manualJourney, manualJourneyPrefetch, (m) => m.prefetchManualJourney),
              lazy: screen(
                () => import('@/features/manual-journeys/routes/ManualJourneyPage'),
                (m) => m.ManualJourneyPage,
              ),
            },
            {
              ...data(route.manualJourneyRun, manualJourneyPrefetch, (m) => m.prefetchManualJourneyRun),
              lazy: screen(
                () => import('@/features/manual-journeys/routes/ManualJourneyRunPage'),
                (m) => m.ManualJourneyRunPage,
              ),
            },
            { path: route.grid, lazy: screen(gridBuilder, (m) => m.GridEntityPickerPage) },
            { path: route.savedGridReports, lazy: screen(grid, (m) => m.SavedReportListPage) },
            {
              ...data(route.savedGridReport, gridPrefetch, (m) => m.prefetchSavedGridReport),
              lazy: screen(gridBuilder, (m) => m.SavedGridPage),
            },
            { path: route.gridBuilder, lazy: screen(gridBuilder, (m) => m.GridBuilderPage) },
            { path: route.exports, lazy: screen(exportsArea, (m) => m.ExportListPage) },
            {
              path: route.scheduledExports,
              lazy: screen(
                () => import('@/features/exports/scheduled/routes/ScheduledExportListPage'),
                (m) => m.ScheduledExportListPage,
              ),
            },
            {
              ...data(route.scheduledExport, scheduledExportPrefetch, (m) => m.prefetchScheduledExport),
              lazy: screen(
                () => import('@/features/exports/scheduled/routes/ScheduledExportEditorPage'),
                (m) => m.ScheduledExportEditorPage,
              ),
            },
            // Literal webhook paths before any generic settings route.
            {
              path: route.webhooks,
              lazy: screen(
                () => import('@/features/webhooks/routes/WebhooksPage'),
                (m) => m.WebhooksPage,
              ),
            },
            {
              path: route.webhookVerify,
              lazy: screen(
                () => import('@/features/webhooks/routes/WebhookVerifyPage'),
                (m) => m.WebhookVerifyPage,
              ),
            },
            {
              path: route.settings,
              lazy: screen(
                () => import('@/features/settings/routes/SettingsPage'),
                (m) => m.SettingsPage,
              ),
            },
            { path: route.ruleSnapshot, lazy: screen(ruleSnapshots, (m) => m.RuleSnapshotPage) },
            // Generic configuration resources (src/features/settings/registry.ts); literal paths above win.
            {
              path: route.settingsList,
              lazy: screen(
                () => import('@/features/settings/routes/ResourceListPage'),
                (m) => m.ResourceListPage,
              ),
            },
            {
              path: route.settingsNew,
              lazy: screen(
                () => import('@/features/settings/routes/ResourceNewPage'),
                (m) => m.ResourceNewPage,
              ),
            },
            {
              path: route.settingsItem,
              lazy: screen(
                () => import('@/features/settings/routes/ResourceDetailPage'),
                (m) => m.ResourceDetailPage,
              ),
            },
            {
              path: route.notFound,
              lazy: screen(
                () => import('./routes/NotFoundPage'),
                (m) => m.default,
              ),
            },
          ],
        },
      ],
    },
  ];
};

/**
 * Start downloading the chunks of the routes that match `pathname` (the frame, the screen and its
 * prefetch module), so they arrive while the runtime config is read; the router later gets them
 * from the module cache.
 */
export function preloadRouteChunks(routes: RouteObject[], pathname: string): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  // The screens' prefetch modules first: the reads wait for them (and then for the service), the
  // screens' code only for its own download, so the data can arrive while the code still loads.
  for (const { route, params } of matches)
    void (route.handle as PrefetchHandle | undefined)?.preload(params).catch(() => undefined);
  for (const { route } of matches)
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
}

/** Resolves once `router` has loaded its first screen and run its loaders (its first reads have started). */
export function firstScreenStarted(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
