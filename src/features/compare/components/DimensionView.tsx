import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';
import { TruncatedList } from '@/components/feedback/TruncatedList';
import { PrintPending } from '@/components/print/PrintPending';
import { formatSortParam, useSearchParamState } from '@/components/url-state/useSearchParam';
import { formatCount } from '@/lib/format';
import { changeKinds, filterDiff, type RunDiff } from '@/api/compare/diff';
import type { RunRows } from '@/api/compare/dimension';
import { dimensions, type DimensionId } from '@/api/compare/registry';
import { useDimensionDiff, type ComparedRuns } from '@/api/compare/use-dimension-diff';
import type { CompareState } from '../url-state';
import { changeLabels } from './change-labels';
import { DiffTable } from './DiffTable';
import { KindFilter } from './KindFilter';
import { RunLoadProgress } from './RunLoadProgress';
import { TransitionFilter } from './TransitionFilter';

interface DimensionViewProps {
  dimension: DimensionId;
  runs: ComparedRuns;
  state: CompareState;
}

/** "3 new, 1 removed, 12 changed and 40 unchanged tags": the dimension's summary in words. */
function summaryText(diff: RunDiff, noun: readonly [string, string]): string {
  const parts = changeKinds.map(
    (kind) => `${formatCount(diff.counts[kind])} ${changeLabels[kind].label.toLowerCase()}`,
  );
  const total = diff.items.length;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)} ${total === 1 ? noun[0] : noun[1]}.`;
}

/** One run's read: its progress while loading, its error with Retry when it failed. */
function RunRead({
  query,
  side,
  runId,
  dimension,
  auditId,
}: {
  query: UseQueryResult<RunRows>;
  side: string;
  runId: number;
  dimension: DimensionId;
  auditId: number;
}) {
  const spec = dimensions[dimension];
  if (query.isError)
    return (
      <ErrorPanel
        error={query.error}
        title={`Could not read the ${spec.label.toLowerCase()} of the ${side.toLowerCase()} (run ${runId})`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.isPending)
    return (
      <RunLoadProgress
        dimension={dimension}
        auditId={auditId}
        runId={runId}
        side={side}
        noun={spec.progressNoun ?? spec.noun[1]}
      />
    );
  return null;
}

/**
 * One dimension of the comparison. Only this dimension's rows are read (plus the eager ones, one
 * request per run, for their tab counts): pages, JavaScript variables and the three compliance
 * lists page through ten or more 1000-row requests per run on a 10,000-page run, and most visits
 * look at one or two dimensions. Both runs' rows are then diffed once in memory (O(n), keyed maps);
 * kind, transition and sort live in the URL.
 */
export function DimensionView({ dimension, runs, state }: DimensionViewProps) {
  const spec = dimensions[dimension];
  const [, setParams] = useSearchParamState();
  const { base, head, diff } = useDimensionDiff(dimension, runs, true);
  const { kind, attribute, from, to } = state;
  const shown = useMemo(
    () => (diff ? filterDiff(diff.items, { kind, attribute, from, to }) : []),
    [diff, kind, attribute, from, to],
  );
  const filtered = shown.length !== (diff?.items.length ?? 0);
  const headingId = useId();

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs" align="baseline">
        <Title order={2} size="h3" id={headingId}>
          {spec.label}
        </Title>
        <Text size="sm" c="dimmed">
          {spec.description}
        </Text>
      </Group>
      {(base.isError || base.isPending || head.isError || head.isPending) && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <RunRead
            query={base}
            side="Base run"
            runId={runs.base.id}
            dimension={dimension}
            auditId={runs.auditId}
          />
          <RunRead
            query={head}
            side="Head run"
            runId={runs.head.id}
            dimension={dimension}
            auditId={runs.auditId}
          />
        </SimpleGrid>
      )}
      {!diff && !base.isError && !head.isError && (
        <>
          {/* A print waits for this dimension's rows (a failed read prints its error instead). */}
          <PrintPending />
          <Skeleton height={240} radius="md" />
        </>
      )}
      {diff && (
        <>
          <Text size="sm" data-testid="compare-summary">
            {summaryText(diff, spec.noun)}
          </Text>
          {[
            { side: 'base', run: runs.base.id, read: base.data },
            { side: 'head', run: runs.head.id, read: head.data },
          ].map(
            ({ side, run, read }) =>
              read?.complete === false && (
                <TruncatedList
                  key={side}
                  shown={read.rows.length}
                  noun={`${spec.noun[1]} of ${side} run ${run}`}
                />
              ),
          )}
          <Group gap="md" align="flex-end" wrap="wrap" data-print-hide>
            <KindFilter
              counts={diff.counts}
              value={kind}
              onChange={(next) =>
                setParams({
                  kind: next ?? null,
                  ...(next && next !== 'changed' ? { attr: null, from: null, to: null } : {}),
                })
              }
            />
            <TransitionFilter
              dimension={spec}
              items={diff.items}
              attribute={attribute}
              from={from}
              to={to}
              onChange={(changes) =>
                setParams({ ...changes, ...(changes.from !== null ? { kind: 'changed' } : {}) })
              }
            />
          </Group>
          {filtered && (
            <Text size="sm" c="dimmed" aria-live="polite">
              Showing {formatCount(shown.length)} of {formatCount(diff.items.length)} {spec.noun[1]}
            </Text>
          )}
          <DiffTable
            dimension={spec}
            items={shown}
            baseRunId={runs.base.id}
            headRunId={runs.head.id}
            sorting={state.sort}
            onSortingChange={(next) => setParams({ sort: formatSortParam(next) || null })}
            empty={
              diff.items.length === 0
                ? `Neither run has any ${spec.noun[1]}.`
                : `No ${spec.noun[1]} match these filters.`
            }
            csvFileName={`compare-${runs.base.id}-${runs.head.id}-${dimension}.csv`}
          />
        </>
      )}
    </Stack>
  );
}
