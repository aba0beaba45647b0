import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useLayoutEffect } from 'react';
import {
  type DataRouter,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
  useOutlet,
} from 'react-router';
import { getSession } from '@/api/session';
import { routePatterns as route } from '@/lib/routes';
import { lazyExport } from '@/components/progressive/lazy-export';
import { layoutCode, routeCode } from './route-code';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { NewVersionError, reloadForNewVersion, serverAnswers } from './new-version';

let screenShown: () => void = () => undefined;
/** Resolves once the first screen has committed: the first address's deepest route, or its error panel. */
export const firstScreenShown = new Promise<void>((resolve) => (screenShown = resolve));

/** `Screen`, resolving `firstScreenShown` when it commits as the deepest route on the page. */
function announced(Screen: React.ComponentType): React.ComponentType {
  function Announced() {
    const leaf = useOutlet() === null;
    useLayoutEffect(() => {
      if (leaf) screenShown();
    }, [leaf]);
    return <Screen />;
  }
  return Announced;
}

/** Lazy-load a route's component: each screen is its own chunk, so a first visit fetches only its screen. */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  async () => ({
    Component: announced(pick(await loadOrReload(load))),
  });

/**
 * Load a screen's chunk. One that is gone after a deploy reloads the page onto the new version, at the
 * same address (once: a chunk the new version lacks too shows the route's error panel).
 */
async function loadOrReload<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    // With the network down the route's error panel offers Retry: a reload would fail as well.
    if (!isChunkLoadError(error) || !(await serverAnswers())) throw error;
    // The page is going away: the route stays pending until it has.
    if (reloadForNewVersion()) return new Promise<M>(() => undefined);
    throw new NewVersionError(error);
  }
}

/** The route error panel's chunk: main.tsx loads it once the first screen shows, before any route can fail. */
export const loadRouteError = () => import('@/components/feedback/RouteError');
const RouteErrorPanel = lazyExport(loadRouteError, (m) => m.RouteError);

/** A route's error panel, kept out of the first load (nothing has failed yet when the app starts). */
function RouteError() {
  useLayoutEffect(() => screenShown(), []);
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

/** The params a pattern requires (`:name`, not the optional `:name?`). */
const requiredParams = (pattern: string) =>
  [...pattern.matchAll(/:(\w+)(?![\w?])/g)].map((match) => match[1]!);

type Code = typeof routeCode;
type ScreenModule<N extends keyof Code> = Awaited<ReturnType<Code[N]['screen']>>;
type PrefetchModule<N extends DataRouteName> = Awaited<ReturnType<Code[N]['prefetch']>>;
/** The routes whose loader starts their screen's first reads. */
type DataRouteName = { [N in keyof Code]: Code[N] extends { prefetch: unknown } ? N : never }[keyof Code];

/** The route called `name` (its id): its path pattern, and its screen, `pick`ed from its module. */
const named = <N extends keyof Code>(name: N, pick: (module: ScreenModule<N>) => React.ComponentType) => ({
  id: name,
  path: route[name],
  lazy: screen(routeCode[name].screen as () => Promise<ScreenModule<N>>, pick),
});

/**
 * The route table (paths from the route module, src/lib/routes; code from ./route-code.ts): every
 * route has its own error panel with Retry. Loaders only start reads (into `queryClient`) in parallel
 * with the route's code; they never wait for data.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  /**
   * A named route whose loader starts its screen's first reads (`prefetch`, from its area's prefetch
   * module, loaded beside the route's code) and returns at once: it never waits for data, and reads
   * nothing when signed out. It runs again only when a required param changes (not for a tab or the
   * search).
   */
  const data = <N extends DataRouteName>(
    name: N,
    pick: (module: ScreenModule<N>) => React.ComponentType,
    prefetch: (module: PrefetchModule<N>) => Prefetch,
  ) => {
    const load = routeCode[name].prefetch as () => Promise<PrefetchModule<N>>;
    const required = requiredParams(route[name]);
    const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
      required.some((param) => currentParams[param] !== nextParams[param]);
    return {
      ...named(name, pick),
      loader: async ({ params, request }: LoaderFunctionArgs) => {
        if (getSession().apiKey)
          prefetch(await load())(queryClient, params, new URL(request.url).searchParams);
        return null;
      },
      shouldRevalidate,
    };
  };
  return [
    {
      ...named('signIn', (m) => m.default),
      errorElement: <RouteError />,
      HydrateFallback: FirstLoad,
    },
    {
      id: 'home',
      path: route.home,
      lazy: screen(layoutCode, (m) => m.AppLayout),
      errorElement: <RouteError />,
      HydrateFallback: FirstLoad,
      children: [
        { index: true, lazy: screen(routeCode.home.screen, (m) => m.HomePage) },
        {
          errorElement: <RouteError />,
          children: [
            {
              ...data(
                'audits',
                (m) => m.AuditLibraryPage,
                (m) => m.prefetchAuditLibrary,
              ),
              // Filters live in the search string: typing must not re-run the loader on each key.
              shouldRevalidate: () => false,
            },
            named('archivedAudits', (m) => m.ArchivedAuditsPage),
            named('newAudit', (m) => m.NewAuditPage),
            data(
              'audit',
              (m) => m.AuditOverviewPage,
              (m) => m.prefetchAuditOverview,
            ),
            named('auditSettings', (m) => m.AuditSettingsPage),
            // `latest` stands for the audit's latest completed run: replaced by its id, the rest kept.
            // One route per shape of run address, so each outranks its `:runId` twin.
            data(
              'latestRun',
              (m) => m.LatestRunRedirect,
              (m) => m.prefetchLatestRun,
            ),
            data(
              'latestRunReport',
              (m) => m.LatestRunRedirect,
              (m) => m.prefetchLatestRun,
            ),
            data(
              'latestRunPage',
              (m) => m.LatestRunRedirect,
              (m) => m.prefetchLatestRun,
            ),
            data(
              'run',
              (m) => m.RunPage,
              (m) => m.prefetchRun,
            ),
            named('compare', (m) => m.ComparePage),
            data(
              'report',
              (m) => m.ReportPage,
              (m) => m.prefetchReport,
            ),
            data(
              'page',
              (m) => m.PageDetailsPage,
              (m) => m.prefetchPageDetails,
            ),
            named('webJourneys', (m) => m.WebJourneyListPage),
            data(
              'webJourney',
              (m) => m.WebJourneyPage,
              (m) => m.prefetchWebJourney,
            ),
            data(
              'webJourneyRun',
              (m) => m.WebJourneyRunPage,
              (m) => m.prefetchWebJourneyRun,
            ),
            named('manualJourneys', (m) => m.ManualJourneyListPage),
            data(
              'manualJourney',
              (m) => m.ManualJourneyPage,
              (m) => m.prefetchManualJourney,
            ),
            data(
              'manualJourneyRun',
              (m) => m.ManualJourneyRunPage,
              (m) => m.prefetchManualJourneyRun,
            ),
            named('grid', (m) => m.GridEntityPickerPage),
            named('savedGridReports', (m) => m.SavedReportListPage),
            data(
              'savedGridReport',
              (m) => m.SavedGridPage,
              (m) => m.prefetchSavedGridReport,
            ),
            named('gridBuilder', (m) => m.GridBuilderPage),
            named('exports', (m) => m.ExportListPage),
            named('scheduledExports', (m) => m.ScheduledExportListPage),
            data(
              'scheduledExport',
              (m) => m.ScheduledExportEditorPage,
              (m) => m.prefetchScheduledExport,
            ),
            // Literal webhook paths before any generic settings route.
            named('webhooks', (m) => m.WebhooksPage),
            named('webhookVerify', (m) => m.WebhookVerifyPage),
            named('settings', (m) => m.SettingsPage),
            named('ruleSnapshot', (m) => m.RuleSnapshotPage),
            // Generic configuration resources (src/features/settings/registry.ts); literal paths above win.
            named('settingsList', (m) => m.ResourceListPage),
            named('settingsNew', (m) => m.ResourceNewPage),
            named('settingsItem', (m) => m.ResourceDetailPage),
            named('notFound', (m) => m.default),
          ],
        },
      ],
    },
  ];
};

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
