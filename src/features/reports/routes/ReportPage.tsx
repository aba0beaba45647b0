import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { isFamilyId, type FamilyId } from '@/api/reports/family-ids';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { EmptyState } from '@/components/feedback/EmptyState';
import { Page } from '@/components/page/Page';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { DrillDown } from '../components/DrillDown';
import { FilterBar } from '../components/FilterBar';
import { ReportNav } from '../components/ReportNav';
import { SummaryTiles } from '../components/SummaryTiles';
import { TrendPanel } from '../components/TrendPanel';
import { drillTable, tableAnchor } from '../request';
import { useFamilyScreen } from '../screen-loaders';
import type { ReportTile } from '../types';
import { activeFilterCount, filterSearch as filterSearchOf, pageFiltersFromSearch } from '../url-filters';
import { paths } from '@/lib/routes';
import { parseRouteParams } from '@/lib/routes/params';
import { runFact } from '@/components/print/print-facts';

/**
 * `/audits/:auditId/runs/:runId/reports/:family/:view?`: one generic screen for all 14 families —
 * the report navigation, page filters, summary tiles, trends and drill-down tables, from the registry.
 */
export function ReportPage() {
  const params = useParams();
  const parsed = parseRouteParams('report', params);
  const auditId = parsed?.auditId;
  const runId = parsed?.runId;
  const family = isFamilyId(params.family) ? params.family : undefined;

  if (auditId === undefined || runId === undefined || family === undefined) {
    return (
      <Page title="Report not found" breadcrumbs={[{ label: 'Audits', to: paths.audits() }]}>
        <ErrorPanel
          error={new Error(`"${params.family ?? ''}" is not a report of this run.`)}
          title="Report not found"
        />
      </Page>
    );
  }
  return <FamilyReport auditId={auditId} runId={runId} family={family} viewId={params.view} />;
}

/** One family's report, shown once the family's code (its chunk, loaded with the route) is there. */
function FamilyReport({
  auditId,
  runId,
  family,
  viewId,
}: {
  auditId: number;
  runId: number;
  family: FamilyId;
  viewId: string | undefined;
}) {
  const [search, setSearch] = useSearchParamState();
  const audit = useQuery(auditQueries.detail(auditId));
  const filterKey = filterSearchOf(search);
  const filters = useMemo(() => pageFiltersFromSearch(new URLSearchParams(filterKey)), [filterKey]);
  const screen = useFamilyScreen(family);
  const withFilters = screen.pageFilters !== false;
  const view =
    screen.views.find((candidate) => candidate.id === viewId) ?? (viewId ? undefined : screen.views[0]);
  const drillHref = (drill: NonNullable<ReportTile['drill']>) => {
    const next = new URLSearchParams(filterKey);
    for (const [key, value] of Object.entries(drill.params ?? {})) next.set(key, value);
    const target = screen.views.find((candidate) => candidate.id === drill.view);
    const table = target && drillTable(target, drill);
    const hash = table ? tableAnchor(table) : undefined;
    return paths.report({ auditId, runId, family, view: drill.view, search: next, hash });
  };

  return (
    <Page
      title={screen.label}
      description={screen.description}
      breadcrumbs={[
        { label: 'Audits', to: paths.audits() },
        { label: audit.data?.name ?? `Audit ${auditId}`, to: paths.audit({ auditId }) },
        { label: `Run ${runId}`, to: paths.run({ auditId, runId }) },
        { label: 'Reports' },
      ]}
      print={{ audit: audit.data?.name, run: runFact(runId) }}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, xl: 2 }}>
          <ReportNav auditId={auditId} runId={runId} current={family} filterSearch={filterKey} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, xl: 10 }}>
          <Stack gap="md">
            <FilterBar
              key={filterKey}
              search={search}
              activeCount={activeFilterCount(search)}
              setSearch={setSearch}
            />
            {screen.summary && (
              <SummaryTiles
                family={family}
                summary={screen.summary}
                args={{ auditId, runId, body: withFilters ? filters : {} }}
                drillHref={drillHref}
              />
            )}
            {screen.trends && screen.trends.length > 0 && (
              <TrendPanel
                family={family}
                trends={screen.trends}
                auditId={auditId}
                runId={runId}
                trend={search.get('trend')}
                range={search.get('range')}
                onChange={(changes) => setSearch(changes)}
              />
            )}
            {view ? (
              <DrillDown
                family={family}
                screen={screen}
                view={view}
                auditId={auditId}
                runId={runId}
                filters={withFilters ? filters : {}}
                search={search}
                setSearch={setSearch}
                filterSearch={filterKey}
              />
            ) : (
              <EmptyState title="No such view">
                {`"${viewId ?? ''}" is not a view of ${screen.label.toLowerCase()}.`}
              </EmptyState>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
