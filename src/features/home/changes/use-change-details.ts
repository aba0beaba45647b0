import { useQueries, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { RunRows } from '@/api/compare/dimension';
import type { RunDiff } from '@/api/compare/diff';
import { compareQueries } from '@/api/compare/queries';
import type { DimensionId } from '@/api/compare/registry';
import { diffOnce } from '@/api/compare/use-dimension-diff';
import type { ChangeItem, ChangeKindId } from './changes';
import { changeDetail, detailDimension, type ChangeDetail } from './change-details';

/** Items whose two runs are compared at the same time: the rest wait their turn. */
export const DETAILS_AT_ONCE = 2;

/** The comparison rows of an item's two runs (base, then head): the comparison screen's own reads. */
const rowsReads = (item: ChangeItem, dimension: DimensionId) => [
  compareQueries.rows(dimension, item.auditId, item.baseRunId, item.basePages),
  compareQueries.rows(dimension, item.auditId, item.headRunId, item.headPages),
];

/** Details already told, by diff then kind: a diff's answer is worked out once. */
const told = new WeakMap<RunDiff, Map<ChangeKindId, ChangeDetail | null>>();

/** What the diff of the two runs' rows finds for the item, worked out once per pair of answers. */
function detailOfRows(item: ChangeItem, dimension: DimensionId, base: RunRows, head: RunRows) {
  const diff = diffOnce(dimension, base.rows, head.rows);
  let byKind = told.get(diff);
  if (!byKind) told.set(diff, (byKind = new Map()));
  const known = byKind.get(item.kind);
  if (known !== undefined) return known;
  const detail = changeDetail(item, diff);
  byKind.set(item.kind, detail);
  return detail;
}

/**
 * An item's exact change from the rows already read, without reading any: undefined while either
 * run's rows are not read or are out of date (a write since made them stale).
 */
export function cachedChangeDetail(client: QueryClient, item: ChangeItem): ChangeDetail | null | undefined {
  const dimension = detailDimension[item.kind];
  if (!dimension) return undefined;
  const [base, head] = rowsReads(item, dimension).map((read) => {
    const state = client.getQueryState(read.queryKey);
    return state?.status === 'success' && !state.isInvalidated ? state.data : undefined;
  });
  return base && head ? detailOfRows(item, dimension, base, head) : undefined;
}

/** Where the detail of one item stands. */
export type DetailState =
  | { status: 'waiting' }
  | { status: 'done'; detail: ChangeDetail | null }
  | { status: 'error'; error: Error; retry: () => void };

/** A key naming an item of a kind for two runs. */
export const changeKey = (item: ChangeItem) =>
  `${item.kind}:${item.auditId}:${item.baseRunId}:${item.headRunId}`;

/** Whether both runs' rows of an item have been read, or one of them failed. */
function isSettled(client: QueryClient, item: ChangeItem, dimension: DimensionId) {
  const statuses = rowsReads(item, dimension).map((read) => client.getQueryState(read.queryKey)?.status);
  return statuses.includes('error') || statuses.every((status) => status === 'success');
}

/** An item's state from its two rows reads: a refresh (after a write) waits, as a first read does. */
function detailState(
  item: ChangeItem,
  dimension: DimensionId,
  base: UseQueryResult<RunRows>,
  head: UseQueryResult<RunRows>,
): DetailState {
  const failed = [base, head].filter((result) => result.isError);
  if (failed[0])
    return {
      status: 'error',
      error: failed[0].error,
      retry: () => failed.forEach((result) => void result.refetch()),
    };
  if (base.data && head.data && !base.isFetching && !head.isFetching)
    return { status: 'done', detail: detailOfRows(item, dimension, base.data, head.data) };
  return { status: 'waiting' };
}

/**
 * The exact change behind each item whose kind a comparison dimension tells (what the diff of its
 * two runs finds), from the comparison's rows reads themselves: for the items already listed only,
 * {@link DETAILS_AT_ONCE} at a time in their order; with how many are settled.
 */
export function useChangeDetails(items: readonly ChangeItem[]) {
  const client = useQueryClient();
  const compared = items.flatMap((item) => {
    const dimension = detailDimension[item.kind];
    return dimension ? [{ item, dimension }] : [];
  });
  // Settled reads free their place: the next items in the list start as earlier ones finish.
  const settledBefore = compared.filter(({ item, dimension }) => isSettled(client, item, dimension)).length;
  return useQueries({
    queries: compared.flatMap(({ item, dimension }, index) =>
      rowsReads(item, dimension).map((read) => ({
        ...read,
        enabled: index < settledBefore + DETAILS_AT_ONCE,
      })),
    ),
    combine: (results) => {
      const states = new Map<string, DetailState>();
      let settled = 0;
      let running = 0;
      compared.forEach(({ item, dimension }, index) => {
        const base = results[2 * index]!;
        const head = results[2 * index + 1]!;
        const state = detailState(item, dimension, base, head);
        if (state.status === 'waiting') running += base.isFetching || head.isFetching ? 1 : 0;
        else settled += 1;
        states.set(changeKey(item), state);
      });
      return { states, settled, total: compared.length, running };
    },
  });
}
