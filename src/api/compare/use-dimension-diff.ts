import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { diffRuns, type CompareRow, type RunDiff } from './diff';
import { compareQueries } from './queries';
import { dimensions, type DimensionId } from './registry';

/** Diffs already computed, by base rows then head rows: the tab count and the view share one. */
const computed = new WeakMap<readonly CompareRow[], WeakMap<readonly CompareRow[], RunDiff>>();

/** The diff of two runs' rows of one dimension, computed once per pair of answers. */
export function diffOnce(
  dimension: DimensionId,
  base: readonly CompareRow[],
  head: readonly CompareRow[],
): RunDiff {
  let byHead = computed.get(base);
  if (!byHead) computed.set(base, (byHead = new WeakMap()));
  let diff = byHead.get(head);
  if (!diff) {
    diff = diffRuns(
      base,
      head,
      dimensions[dimension].attributes.map((attribute) => attribute.id),
    );
    byHead.set(head, diff);
  }
  return diff;
}

/** The two runs being compared, and how many pages each scanned (for progress). */
export interface ComparedRuns {
  auditId: number;
  base: { id: number; pageCount?: number | undefined };
  head: { id: number; pageCount?: number | undefined };
}

/**
 * One dimension's rows in both runs and their diff (once both have arrived). With `load: false`
 * nothing is fetched: the diff appears when another view has read both runs (a tab's count).
 */
export function useDimensionDiff(dimension: DimensionId, runs: ComparedRuns, load: boolean) {
  const { auditId } = runs;
  const base = useQuery({
    ...compareQueries.rows(dimension, auditId, runs.base.id, runs.base.pageCount),
    enabled: load,
  });
  const head = useQuery({
    ...compareQueries.rows(dimension, auditId, runs.head.id, runs.head.pageCount),
    enabled: load,
  });
  const diff = useMemo(
    () => (base.data && head.data ? diffOnce(dimension, base.data.rows, head.data.rows) : undefined),
    [dimension, base.data, head.data],
  );
  return { base, head, diff };
}
