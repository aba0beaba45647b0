import { Loader, Center } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from '@/components/feedback/RouteError';
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
const webJourneys = () => import('@/features/journeys/routes');
const manualJourneys = () => import('@/features/manual-journeys/routes');
const grid = () => import('@/features/grid/routes');
const gridBuilder = () => import('@/features/grid/builder');
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

/**
 * The route table: every route has its own error panel with Retry. Loaders only start reads
 * (into `queryClient`) in parallel with the route's code; they never wait for data.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: '/sign-in',
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    lazy: area(
      () => import('@/features/auth/routes/SignInPage'),
      (m) => m.default,
    ),
  },
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      { index: true, element: <Navigate to="/audits" replace /> },
      {
        errorElement: <RouteError />,
        children: [
          {
            path: 'audits',
            loader: async () => {
              const { prefetchAuditLibrary } = await import('@/features/audits/prefetch');
              prefetchAuditLibrary(queryClient);
              return null;
            },
            // Filters live in the search string: typing must not re-run the loader on each key.
            shouldRevalidate: () => false,
            lazy: area(audits, (m) => m.AuditLibraryPage),
          },
          { path: 'audits/archived', lazy: area(audits, (m) => m.ArchivedAuditsPage) },
          { path: 'audits/new', lazy: area(newAudit, (m) => m.NewAuditPage) },
          { path: 'audits/:auditId', lazy: area(audits, (m) => m.AuditOverviewPage) },
          { path: 'audits/:auditId/settings/:section?', lazy: area(audits, (m) => m.AuditSettingsPage) },
          // `latest` stands for the audit's latest completed run: replaced by its id, the rest kept.
          // One route per shape of run address, so each outranks its `:runId` twin.
          ...[
            'audits/:auditId/runs/latest/:tab?',
            'audits/:auditId/runs/latest/reports/:family/:view?',
            'audits/:auditId/runs/latest/pages/:pageId/:tab?',
          ].map((path) => ({ path, lazy: area(runs, (m) => m.LatestRunRedirect) })),
          { path: 'audits/:auditId/runs/:runId/:tab?', lazy: area(runs, (m) => m.RunPage) },
          { path: 'audits/:auditId/compare', lazy: area(compare, (m) => m.ComparePage) },
          {
            path: 'audits/:auditId/runs/:runId/reports/:family/:view?',
            lazy: area(reports, (m) => m.ReportPage),
          },
          {
            path: 'audits/:auditId/runs/:runId/pages/:pageId/:tab?',
            lazy: area(pages, (m) => m.PageDetailsPage),
          },
          { path: 'web-journeys', lazy: area(webJourneys, (m) => m.WebJourneyListPage) },
          { path: 'web-journeys/:webJourneyId', lazy: area(webJourneys, (m) => m.WebJourneyPage) },
          {
            path: 'web-journeys/:webJourneyId/runs/:runId',
            lazy: area(webJourneys, (m) => m.WebJourneyRunPage),
          },
          { path: 'manual-journeys', lazy: area(manualJourneys, (m) => m.ManualJourneyListPage) },
          {
            path: 'manual-journeys/:manualJourneyId',
            lazy: area(manualJourneys, (m) => m.ManualJourneyPage),
          },
          {
            path: 'manual-journeys/:manualJourneyId/runs/:runId',
            lazy: area(manualJourneys, (m) => m.ManualJourneyRunPage),
          },
          { path: 'grid', lazy: area(gridBuilder, (m) => m.GridEntityPickerPage) },
          { path: 'grid/saved', lazy: area(grid, (m) => m.SavedReportListPage) },
          { path: 'grid/saved/:id', lazy: area(gridBuilder, (m) => m.SavedGridPage) },
          { path: 'grid/:gridEntityType', lazy: area(gridBuilder, (m) => m.GridBuilderPage) },
          { path: 'exports', lazy: area(exportsArea, (m) => m.ExportListPage) },
          { path: 'exports/scheduled', lazy: area(scheduledExports, (m) => m.ScheduledExportListPage) },
          {
            path: 'exports/scheduled/:id',
            lazy: area(scheduledExports, (m) => m.ScheduledExportEditorPage),
          },
          // Literal webhook paths before any generic settings route.
          { path: 'settings/webhooks', lazy: area(webhooks, (m) => m.WebhooksPage) },
          { path: 'settings/webhooks/verify', lazy: area(webhooks, (m) => m.WebhookVerifyPage) },
          { path: 'settings', lazy: area(settings, (m) => m.SettingsPage) },
          {
            path: 'settings/rules/snapshots/:kind/:snapshotId',
            lazy: area(ruleSnapshots, (m) => m.RuleSnapshotPage),
          },
          // Generic configuration resources (src/features/settings/registry.ts); literal paths above win.
          { path: 'settings/:resource', lazy: area(settings, (m) => m.ResourceListPage) },
          { path: 'settings/:resource/new', lazy: area(settings, (m) => m.ResourceNewPage) },
          { path: 'settings/:resource/:id', lazy: area(settings, (m) => m.ResourceDetailPage) },
          {
            path: '*',
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
