import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { LazyTrendChart } from '@/components/charts/LazyTrendChart';
import { frequencyLabel } from '@/components/journeys/frequency';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { QueryView } from '@/components/feedback/QueryView';
import { Page } from '@/components/page/Page';
import { ScoreBadge } from '@/components/status/ScoreBadge';
import { formatSortParam, parseSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatCount, formatDateTime, formatDelta, formatNextRun } from '@/lib/format';
import { safeHref } from '@/lib/url-safety';
import { prefetchRunScreen } from '@/api/runs/prefetch';
import { AuditActions } from '../components/AuditActions';
import { AuditLabels } from '../components/AuditLabels';
import { AuditNotes } from '../components/AuditNotes';
import { CompareRunsButton } from '../components/CompareRunsButton';
import { useDiscardRun } from '../components/DiscardRun';
import { runColumns } from '../components/run-columns';
import { SetupChecklist } from '../components/SetupChecklist';
import { isAuditActive, pollAudit, pollRuns } from '../live-run';
import { StatTile } from '@/components/stat/StatTile';
import { failedLatestRun, latestScore, runLabel, scoreTrend, toRunRows } from '../runs';
import { FailedRunAlert } from '../components/FailedRunAlert';
import { paths } from '@/lib/routes';
import { parseRouteParams, parseRouteSearch } from '@/lib/routes/params';
import { auditOverviewQueries } from '../prefetch';

const defaultSort = [{ id: 'started', desc: true }];

/** `/audits/:auditId`: the audit's configuration at a glance, its score trend and run history. */
export function AuditOverviewPage() {
  const routeParams = useParams();
  const rawId = routeParams.auditId ?? '';
  const parsed = parseRouteParams('audit', routeParams);
  const valid = parsed !== undefined;
  const auditId = parsed?.auditId ?? 0;
  const [params, setParams] = useSearchParamState();
  const queryClient = useQueryClient();
  const reads = auditOverviewQueries(auditId);
  const audit = useQuery({ ...reads.audit, enabled: valid, refetchInterval: pollAudit });
  const runs = useQuery({
    ...reads.runs,
    enabled: valid,
    refetchInterval: pollRuns(isAuditActive(audit.data)),
  });
  const discard = useDiscardRun(auditId);
  const columns = useMemo(() => [...runColumns, discard.column], [discard.column]);
  const folders = useQuery(reads.folders);
  const rows = useMemo(() => toRunRows(runs.data ?? []), [runs.data]);
  const trend = useMemo(() => scoreTrend(rows), [rows]);
  const latest = latestScore(rows);
  const failedRun = failedLatestRun(rows);
  const { sort } = parseRouteSearch('audit', params);
  const sorting = sort !== undefined ? parseSortParam(sort) : defaultSort;
  const folderName = folders.data?.find((folder) => folder.id === audit.data?.folderId)?.name;

  if (!valid) {
    return (
      <Page title="Audit not found" breadcrumbs={[{ label: 'Audits', to: paths.audits() }]}>
        <ErrorPanel error={new Error(`"${rawId}" is not an audit id.`)} title="Audit not found" />
      </Page>
    );
  }

  return (
    <Page
      title={audit.data?.name ?? (audit.isError ? 'Audit' : 'Loading audit…')}
      breadcrumbs={[
        { label: 'Audits', to: paths.audits() },
        ...(folderName ? [{ label: folderName, to: paths.audits({ folder: audit.data?.folderId }) }] : []),
        { label: audit.data?.name ?? `Audit ${auditId}` },
      ]}
      description={
        audit.data
          ? `${audit.data.frequency ? frequencyLabel(audit.data.frequency) : 'On demand'} · up to ${formatCount(audit.data.limit)} pages`
          : undefined
      }
    >
      <QueryView
        query={audit}
        errorTitle="Could not load this audit"
        loading={<Skeleton height={90} radius="md" />}
      >
        {(data) => (
          <Stack gap="sm">
            <AuditActions audit={data} runs={runs.data} />
            {/* A new audit (no completed run yet) lists the sections it can still be set up with. */}
            {runs.data && !runs.data.some((run) => run.completed ?? run.completedAt) && (
              <SetupChecklist auditId={auditId} />
            )}
            {failedRun && <FailedRunAlert auditId={auditId} run={failedRun} />}
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <StatTile
                label={failedRun ? 'Latest completed score' : 'Latest score'}
                value={latest ? <ScoreBadge score={latest.score} /> : '–'}
                note={
                  latest ? (
                    <>
                      <div>{runLabel(latest.run)}</div>
                      <div>
                        {latest.delta !== undefined
                          ? `${formatDelta(latest.delta)} vs previous run`
                          : 'No earlier run to compare'}
                      </div>
                    </>
                  ) : (
                    'No completed run yet'
                  )
                }
              />
              <StatTile
                label="Pages in latest run"
                value={formatCount(rows[0]?.run.totalUrl)}
                note={
                  rows[0] ? (
                    <>
                      <div>{runLabel(rows[0].run)}</div>
                      <div>{`limit ${formatCount(data.limit)}`}</div>
                    </>
                  ) : (
                    `limit ${formatCount(data.limit)}`
                  )
                }
              />
              <StatTile
                label="Runs"
                value={formatCount(rows.length)}
                note={rows.at(-1) ? `since ${formatDateTime(rows.at(-1)?.run.started)}` : undefined}
              />
              <StatTile
                label="Next run"
                value={<Text fw={700}>{formatNextRun(data.nextRun)}</Text>}
                note={data.frequency ? frequencyLabel(data.frequency) : 'On demand'}
              />
            </SimpleGrid>
            <div>
              <Text size="sm" fw={600}>
                Starting URLs
              </Text>
              {data.startingUrls.map((url) => {
                const href = safeHref(url);
                return (
                  <Text key={url} size="sm" ff="monospace" truncate title={url}>
                    {href ? (
                      <Anchor href={href} target="_blank" rel="noopener noreferrer">
                        {url}
                      </Anchor>
                    ) : (
                      url
                    )}
                  </Text>
                );
              })}
            </div>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <AuditNotes auditId={auditId} />
              <AuditLabels audit={data} />
            </SimpleGrid>
          </Stack>
        )}
      </QueryView>
      {!audit.isError && (
        <section aria-labelledby="run-history">
          <Group justify="space-between" align="center" mb="xs">
            <Title order={2} size="h3" id="run-history">
              Run history
            </Title>
            <CompareRunsButton auditId={auditId} runs={runs.data} />
          </Group>
          <QueryView
            query={runs}
            errorTitle="Could not load the run history"
            loading={<Skeleton height={280} radius="md" />}
          >
            {() =>
              rows.length === 0 ? (
                <EmptyState title="This audit has not run yet">
                  Its first run will appear here with its score and page count.
                </EmptyState>
              ) : (
                <Stack gap="md">
                  <LazyTrendChart
                    placeholderHeight={280}
                    title="Score over completed runs"
                    data={trend}
                    series={[
                      {
                        key: 'score',
                        label: 'Score',
                        color: 'var(--mantine-color-indigo-6)',
                        unit: '/ 100',
                      },
                    ]}
                    yAxisLabel="Score"
                    yDomain={[0, 100]}
                  />
                  <DataTable
                    label="Run history"
                    data={rows}
                    columns={columns}
                    getRowId={(row) => String(row.run.id)}
                    rowHref={(row) => paths.run({ auditId, runId: row.run.id })}
                    onRowIntent={(row) => prefetchRunScreen(queryClient, auditId, row.run.id)}
                    sorting={sorting}
                    onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
                    csvFileName={`audit-${auditId}-runs.csv`}
                    maxHeight="60vh"
                  />
                </Stack>
              )
            }
          </QueryView>
        </section>
      )}
      {discard.modal}
    </Page>
  );
}
