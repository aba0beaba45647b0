import { Loader, Center } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  Navigate,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { getSession } from '@/api/session';
import { RouteError } from '@/components/feedback/RouteError';
import { paths, routePatterns as route } from '@/lib/routes';
import { AppLayout } from './layout/AppLayout';

/** Lazy-load one component of an area; each area's routes module is its own chunk. */
const area =
  <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  async () => ({
    Component: pick(await load()),
  });

const audits = () => import('@/features/audits/routes');
const newAudit = () => import('@/features/audits/routes/NewAuditPage');
const runs = () => import('@/features/runs/routes');
const pages = () => import('@/features/pages/routes');
const reports = () => import('@/features/reports/routes');
const compare = () => import('@/features/compare/routes');
const webJourneys = () => import('@/features/web-journeys/routes');
const manualJourneys = () => import('@/features/manual-journeys/routes');
const grid = () => import('@/features/grid/routes');
const gridBuilder = () => import('@/features/grid/routes/builder');
const exportsArea = () => import('@/features/exports/routes');
const scheduledExports = () => import('@/features/exports/scheduled');
const settings = () => import('@/features/settings/routes');
const ruleSnapshots = () => import('@/features/settings/rules/RuleSnapshotPage');
const webhooks = () => import('@/features/webhooks/routes');

/** Shown while the first route chunk of a visit loads. */
function FirstLoad() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading the dashboard" />
    </Center>
  );
}

/** An area's function that starts a screen's first reads from the route's params (and search). */
type Prefetch = (queryClient: QueryClient, params: Params, search: URLSearchParams) => void;

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
  <M,>(path: string, load: () => Promise<M>, pick: (module: M) => Prefetch) => {
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
    };
  };

const auditPrefetch = () => import('@/features/audits/prefetch');
const runPrefetch = () => import('@/features/runs/prefetch');
const pagePrefetch = () => import('@/features/pages/prefetch');
const reportPrefetch = () => import('@/features/reports/prefetch');
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
      lazy: area(
        () => import('@/features/auth/routes/SignInPage'),
        (m) => m.default,
      ),
    },
    {
      path: route.home,
      element: <AppLayout />,
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
              lazy: area(audits, (m) => m.AuditLibraryPage),
            },
            { path: route.archivedAudits, lazy: area(audits, (m) => m.ArchivedAuditsPage) },
            { path: route.newAudit, lazy: area(newAudit, (m) => m.NewAuditPage) },
            {
              ...data(route.audit, auditPrefetch, (m) => m.prefetchAuditOverview),
              lazy: area(audits, (m) => m.AuditOverviewPage),
            },
            { path: route.auditSettings, lazy: area(audits, (m) => m.AuditSettingsPage) },
            // `latest` stands for the audit's latest completed run: replaced by its id, the rest kept.
            // One route per shape of run address, so each outranks its `:runId` twin.
            ...[route.latestRun, route.latestRunReport, route.latestRunPage].map((path) => ({
              ...data(path, runPrefetch, (m) => m.prefetchLatestRun),
              lazy: area(runs, (m) => m.LatestRunRedirect),
            })),
            {
              ...data(route.run, runPrefetch, (m) => m.prefetchRun),
              lazy: area(runs, (m) => m.RunPage),
            },
            { path: route.compare, lazy: area(compare, (m) => m.ComparePage) },
            {
              ...data(route.report, reportPrefetch, (m) => m.prefetchReport),
              lazy: area(reports, (m) => m.ReportPage),
            },
            {
              ...data(route.page, pagePrefetch, (m) => m.prefetchPageDetails),
              lazy: area(pages, (m) => m.PageDetailsPage),
            },
            { path: route.webJourneys, lazy: area(webJourneys, (m) => m.WebJourneyListPage) },
            {
              ...data(route.webJourney, webJourneyPrefetch, (m) => m.prefetchWebJourney),
              lazy: area(webJourneys, (m) => m.WebJourneyPage),
            },
            {
              ...data(route.webJourneyRun, webJourneyPrefetch, (m) => m.prefetchWebJourneyRun),
              lazy: area(webJourneys, (m) => m.WebJourneyRunPage),
            },
            { path: route.manualJourneys, lazy: area(manualJourneys, (m) => m.ManualJourneyListPage) },
            {
              ...data(route.manualJourney, manualJourneyPrefetch, (m) => m.prefetchManualJourney),
              lazy: area(manualJourneys, (m) => m.ManualJourneyPage),
            },
            {
              ...data(route.manualJourneyRun, manualJourneyPrefetch, (m) => m.prefetchManualJourneyRun),
              lazy: area(manualJourneys, (m) => m.ManualJourneyRunPage),
            },
            { path: route.grid, lazy: area(gridBuilder, (m) => m.GridEntityPickerPage) },
            { path: route.savedGridReports, lazy: area(grid, (m) => m.SavedReportListPage) },
            {
              ...data(route.savedGridReport, gridPrefetch, (m) => m.prefetchSavedGridReport),
              lazy: area(gridBuilder, (m) => m.SavedGridPage),
            },
            { path: route.gridBuilder, lazy: area(gridBuilder, (m) => m.GridBuilderPage) },
            { path: route.exports, lazy: area(exportsArea, (m) => m.ExportListPage) },
            { path: route.scheduledExports, lazy: area(scheduledExports, (m) => m.ScheduledExportListPage) },
            {
              ...data(route.scheduledExport, scheduledExportPrefetch, (m) => m.prefetchScheduledExport),
              lazy: area(scheduledExports, (m) => m.ScheduledExportEditorPage),
            },
            // Literal webhook paths before any generic settings route.
            { path: route.webhooks, lazy: area(webhooks, (m) => m.WebhooksPage) },
            { path: route.webhookVerify, lazy: area(webhooks, (m) => m.WebhookVerifyPage) },
            { path: route.settings, lazy: area(settings, (m) => m.SettingsPage) },
            { path: route.ruleSnapshot, lazy: area(ruleSnapshots, (m) => m.RuleSnapshotPage) },
            // Generic configuration resources (src/features/settings/registry.ts); literal paths above win.
            { path: route.settingsList, lazy: area(settings, (m) => m.ResourceListPage) },
            { path: route.settingsNew, lazy: area(settings, (m) => m.ResourceNewPage) },
            { path: route.settingsItem, lazy: area(settings, (m) => m.ResourceDetailPage) },
            {
              path: route.notFound,
              lazy: area(
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
