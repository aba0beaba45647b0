import { Anchor, Skeleton, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { runStatus } from '@/api/audits/run-status';
import { runScreenQueries } from '@/api/runs/prefetch';
import type { AuditRun } from '@/api/audits/schemas';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatDateTime } from '@/lib/format';
import { RunHeader } from '../components/RunHeader';
import { RunOverview } from '../components/RunOverview';
import { RunTabList } from '../components/RunTabList';
import { isRunTab, type RunTab, type RunTabProps } from '../run-tabs';
import { isolateText } from '@/components/text/isolate';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';
import { lazyExport } from '@/components/progressive/lazy-export';
import { runFact } from '@/components/print/print-facts';
import { newestStartFirst } from '@/api/audits/run-history';

// Each tab's panel is its own chunk: the run's overview (its first view) loads none of them.
const listTabs = () => import('../components/list-tabs');

const panels: Record<Exclude<RunTab, 'overview'>, ComponentType<RunTabProps>> = {
  pages: lazyExport(
    () => import('../components/PagesTab'),
    (m) => m.PagesTab,
  ),
  cookies: lazyExport(listTabs, (m) => m.CookiesTab),
  'request-domains': lazyExport(listTabs, (m) => m.RequestDomainsTab),
  'geo-locations': lazyExport(listTabs, (m) => m.GeoLocationsTab),
  'javascript-variables': lazyExport(
    () => import('../components/JsVariablesTab'),
    (m) => m.JsVariablesTab,
  ),
  failures: lazyExport(
    () => import('../components/FailuresTab'),
    (m) => m.FailuresTab,
  ),
  'consent-categories': lazyExport(
    () => import('../components/ConsentCategoriesTab'),
    (m) => m.ConsentCategoriesTab,
  ),
};

/** Change of a completed run's score since the completed run before it, from the audit's history. */
function scoreDelta(history: AuditRun[] | undefined, runId: number): number | undefined {
  if (!history) return undefined;
  const ordered = [...history].sort(newestStartFirst);
  const index = ordered.findIndex((run) => run.id === runId);
  const current = ordered[index];
  if (!current || runStatus(current) !== 'completed') return undefined;
  const previous = ordered.slice(index + 1).find((run) => runStatus(run) === 'completed');
  return previous ? current.score - previous.score : undefined;
}

/** `/audits/:auditId/runs/:runId/:tab?`: one run, its overview and a tab per kind of data. */
export function RunPage() {
  const params = useParams();
  const navigate = useNavigate();
  const parsed = parseRouteParams('run', params);
  const valid = parsed !== undefined;
  const aId = parsed?.auditId ?? 0;
  const rId = parsed?.runId ?? 0;
  const tab: RunTab | undefined =
    params.tab === undefined
      ? 'overview'
      : isRunTab(params.tab) && params.tab !== 'overview'
        ? params.tab
        : undefined;

  // The page reads the audit, the run and its history; the tabs' counts are read where they show
  // (RunTabList, RunOverview), so a count arriving does not redraw the page.
  const reads = runScreenQueries(aId, rId);
  const audit = useQuery({ ...reads.audit, enabled: valid });
  const run = useQuery({ ...reads.run, enabled: valid });
  const history = useQuery({ ...reads.history, enabled: valid });

  if (!valid) {
    return (
      <Page title="Run not found" breadcrumbs={[{ label: 'Audits', to: paths.audits() }]}>
        <ErrorPanel
          error={new Error(`"${params.auditId}/${params.runId}" does not name an audit run.`)}
          title="Run not found"
        />
      </Page>
    );
  }

  const status = run.data ? runStatus(run.data) : undefined;
  const runLabel = run.data ? `Run of ${formatDateTime(run.data.started)}` : `Run ${rId}`;
  const Panel = tab && tab !== 'overview' ? panels[tab] : undefined;

  return (
    <Page
      title={run.data ? runLabel : run.isError ? 'Run' : 'Loading run…'}
      breadcrumbs={[
        { label: 'Audits', to: paths.audits() },
        { label: audit.data?.name ?? `Audit ${aId}`, to: paths.audit({ auditId: aId }) },
        { label: runLabel, to: tab === 'overview' ? undefined : paths.run({ auditId: aId, runId: rId }) },
      ]}
      description={audit.data ? `${isolateText(audit.data.name)} · run ${rId}` : undefined}
      print={{
        audit: audit.data?.name,
        run: runFact(rId, run.data ? formatDateTime(run.data.started) : undefined),
      }}
    >
      <QueryView
        query={run}
        errorTitle="Could not load this run"
        loading={<Skeleton height={120} radius="md" />}
      >
        {(data) => (
          <Stack gap="md">
            <RunHeader auditId={aId} run={data} status={status} history={history.data} />
            <Tabs
              value={tab ?? null}
              onChange={(value) => {
                // Another view of the same run: the page stays where it is (the tab keeps the focus).
                if (value && isRunTab(value))
                  void navigate(paths.run({ auditId: aId, runId: rId, tab: value }), {
                    preventScrollReset: true,
                  });
              }}
              keepMounted={false}
            >
              <RunTabList auditId={aId} runId={rId} />
              {tab === 'overview' && (
                <Tabs.Panel value="overview" pt="md">
                  <RunOverview
                    auditId={aId}
                    runId={rId}
                    status={status}
                    delta={scoreDelta(history.data, rId)}
                  />
                </Tabs.Panel>
              )}
              {tab && Panel && (
                <Tabs.Panel value={tab} pt="md">
                  <Suspense fallback={<Skeleton height={240} radius="md" />}>
                    <Panel auditId={aId} runId={rId} status={status} />
                  </Suspense>
                </Tabs.Panel>
              )}
            </Tabs>
            {tab === undefined && (
              <EmptyState
                title={`A run has no “${params.tab}” view`}
                action={
                  <Anchor component={Link} to={paths.run({ auditId: aId, runId: rId })}>
                    Go to the run overview
                  </Anchor>
                }
              >
                Pick one of the tabs above.
              </EmptyState>
            )}
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
