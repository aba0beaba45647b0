import { Anchor, Badge, Skeleton, Stack, Tabs } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, useMemo, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { runStatus } from '@/api/audits/run-status';
import { runScreenQueries } from '@/api/runs/prefetch';
import type { AuditRun } from '@/api/audits/schemas';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { formatCount, formatDateTime } from '@/lib/format';
import { RunHeader } from '../components/RunHeader';
import { RunOverview, type RunCount } from '../components/RunOverview';
import { failureSummary } from '../failures';
import { isRunTab, runTabs, type RunTab, type RunTabProps } from '../run-tabs';
import { isolateText } from '@/components/text/isolate';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';
import { lazyExport } from '@/components/progressive/lazy-export';
import { runFact } from '@/components/print/print-facts';
import { compareTimes } from '@/lib/compare';

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
  const ordered = [...history].sort((a, b) => compareTimes(b.started, a.started));
  const index = ordered.findIndex((run) => run.id === runId);
  const current = ordered[index];
  if (!current || runStatus(current) !== 'completed') return undefined;
  const previous = ordered.slice(index + 1).find((run) => runStatus(run) === 'completed');
  return previous ? current.score - previous.score : undefined;
}

/** Where a tab's count badge will be, while the count loads. */
function BadgePlaceholder() {
  return <Skeleton height={20} width={28} radius="sm" data-testid="tab-count-pending" />;
}

/** A count from a query: undefined while loading, null when it failed. */
function countOf<T>(query: UseQueryResult<T>, read: (data: T) => number): number | null | undefined {
  if (query.isError) return null;
  return query.data === undefined ? undefined : read(query.data);
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

  // The screen's reads are its loader's list (the overview's own are read by RunOverview).
  const reads = runScreenQueries(aId, rId);
  const audit = useQuery({ ...reads.audit, enabled: valid });
  const run = useQuery({ ...reads.run, enabled: valid });
  const history = useQuery({ ...reads.history, enabled: valid });
  const ready = valid && run.isSuccess;
  const pages = useQuery({ ...reads.pages, enabled: ready });
  const cookies = useQuery({ ...reads.cookies, enabled: ready });
  const domains = useQuery({ ...reads.requestDomains, enabled: ready });
  const geo = useQuery({ ...reads.geoLocations, enabled: ready });
  const failures = useQuery({ ...reads.failures, enabled: ready });
  // Each read that arrives re-renders the page: the counts keep their identity while their numbers
  // do, so the overview (memoized) is not drawn again for a read it does not show.
  const pageCount = countOf(pages, (data) => data.metadata.pagination.totalCount);
  const cookieCount = countOf(cookies, (data) => data.length);
  const domainCount = countOf(domains, (data) => data.length);
  const countryCount = countOf(geo, (data) => data.length);
  const counts = useMemo(
    (): Partial<Record<RunTab, RunCount>> => ({
      pages: { value: pageCount, noun: pageCount === 1 ? 'page' : 'pages' },
      cookies: { value: cookieCount, noun: 'cookies' },
      'request-domains': { value: domainCount, noun: 'domains' },
      'geo-locations': { value: countryCount, noun: 'countries' },
      'javascript-variables': { value: pageCount, noun: pageCount === 1 ? 'page read' : 'pages read' },
    }),
    [pageCount, cookieCount, domainCount, countryCount],
  );

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
  const failureCount = failures.data ? failureSummary(failures.data).length : 0;
  const runLabel = run.data ? `Run of ${formatDateTime(run.data.started)}` : `Run ${rId}`;
  const Panel = tab && tab !== 'overview' ? panels[tab] : undefined;
  // A tab's count, with a placeholder of a badge's size while it loads (the tab list does not jump).
  const tabBadge = (value: RunTab) => {
    if (value === 'failures')
      return failures.isPending ? (
        <BadgePlaceholder />
      ) : failureCount > 0 ? (
        <Badge size="sm" variant="light" color="red" radius="sm">
          {formatCount(failureCount)}
        </Badge>
      ) : undefined;
    if (value === 'javascript-variables' || !(value in counts)) return undefined;
    const count = counts[value]?.value;
    if (count === undefined) return <BadgePlaceholder />;
    return count === null ? undefined : (
      <Badge size="sm" variant="light" color="gray" radius="sm">
        {formatCount(count)}
      </Badge>
    );
  };

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
                if (value && isRunTab(value))
                  void navigate(paths.run({ auditId: aId, runId: rId, tab: value }));
              }}
              keepMounted={false}
            >
              <Tabs.List aria-label="Views of this run">
                {runTabs.map(({ value, label }) => (
                  <Tabs.Tab key={value} value={value} rightSection={tabBadge(value)}>
                    {label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {tab === 'overview' && (
                <Tabs.Panel value="overview" pt="md">
                  <RunOverview
                    auditId={aId}
                    runId={rId}
                    status={status}
                    delta={scoreDelta(history.data, rId)}
                    counts={counts}
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
