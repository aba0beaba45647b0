import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import { familyIds, type FamilyId } from '@/api/reports/families';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { EmptyState } from '@/components/feedback/EmptyState';
import { Page } from '@/components/page/Page';
import { useSearchParamState } from '@/components/url-state/useSearchParam';
import { DrillDown } from '../components/DrillDown';
import { FilterBar } from '../components/FilterBar';
import { ReportNav } from '../components/ReportNav';
import { SummaryTiles } from '../components/SummaryTiles';
import { TrendPanel } from '../components/TrendPanel';
import { reportPath } from '@/lib/paths';
import { drillTable, tableAnchor } from '../request';
import { familyScreens } from '../registry';
import type { ReportTile } from '../types';
import { activeFilterCount, filterSearch as filterSearchOf, pageFiltersFromSearch } from '../url-filters';

const positiveId = (raw: string | undefined) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const isFamily = (value: string | undefined): value is FamilyId =>
  (familyIds as readonly string[]).includes(value ?? '');

/**
 * `/audits/:auditId/runs/:runId/reports/:family/:view?`: one generic screen for all 14 families —
 * the report navigation, page filters, summary tiles, trends and drill-down tables, from the registry.
 */
export function ReportPage() {
  const params = useParams();
  const auditId = positiveId(params.auditId);
  const runId = positiveId(params.runId);
  const family = isFamily(params.family) ? params.family : undefined;
  const [search, setSearch] = useSearchParamState();
  const audit = useQuery({ ...auditQueries.detail(auditId ?? 0), enabled: auditId !== undefined });
  const filterKey = filterSearchOf(search);
  const filters = useMemo(() => pageFiltersFromSearch(new URLSearchParams(filterKey)), [filterKey]);

  if (auditId === undefined || runId === undefined || family === undefined) {
    return (
      <Page title="Report not found" breadcrumbs={[{ label: 'Audits', to: '/audits' }]}>
        <ErrorPanel
          error={new Error(`"${params.family ?? ''}" is not a report of this run.`)}
          title="Report not found"
        />
      </Page>
    );
  }
  const screen = familyScreens[family];
  const withFilters = screen.pageFilters !== false;
  const view =
    screen.views.find((candidate) => candidate.id === params.view) ??
    (params.view ? undefined : screen.views[0]);
  const runUrl = `/audits/${auditId}/runs/${runId}`;
  const drillHref = (drill: NonNullable<ReportTile['drill']>) => {
    const next = new URLSearchParams(filterKey);
    for (const [key, value] of Object.entries(drill.params ?? {})) next.set(key, value);
    const text = next.toString();
    const target = screen.views.find((candidate) => candidate.id === drill.view);
    const table = target && drillTable(target, drill);
    return `${reportPath(auditId, runId, family, drill.view)}${text ? `?${text}` : ''}${table ? `#${tableAnchor(table)}` : ''}`;
  };

  return (
    <Page
      title={screen.label}
      description={screen.description}
      breadcrumbs={[
        { label: 'Audits', to: '/audits' },
        { label: audit.data?.name ?? `Audit ${auditId}`, to: `/audits/${auditId}` },
        { label: `Run ${runId}`, to: runUrl },
        { label: 'Reports' },
      ]}
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
                {`"${params.view ?? ''}" is not a view of ${screen.label.toLowerCase()}.`}
              </EmptyState>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
