import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { compareQueries } from '@/api/compare/queries';
import type { DimensionId } from '@/api/compare/registry';
import { diffOnce } from '@/api/compare/use-dimension-diff';
import type { ChangeItem } from './changes';
import { changeDetail, detailDimension, type ChangeDetail } from './change-details';

/** Items whose two runs are compared at the same time: the rest wait their turn. */
export const DETAILS_AT_ONCE = 2;

/** The diff of an item's two runs on its kind's dimension (rows shared with the comparison screen's cache). */
async function readDetail(client: QueryClient, item: ChangeItem, dimension: DimensionId) {
  const [base, head] = await Promise.all([
    client.fetchQuery(compareQueries.rows(dimension, item.auditId, item.baseRunId, item.basePages)),
    client.fetchQuery(compareQueries.rows(dimension, item.auditId, item.headRunId, item.headPages)),
  ]);
  return changeDetail(item, diffOnce(dimension, base.rows, head.rows));
}

/** Where the detail of one item stands. */
export type DetailState =
  | { status: 'waiting' }
  | { status: 'done'; detail: ChangeDetail | null }
  | { status: 'error'; error: Error; retry: () => void };

/** A key naming an item of a kind for two runs. */
export const changeKey = (item: ChangeItem) =>
  `${item.kind}:${item.auditId}:${item.baseRunId}:${item.headRunId}`;

/** The query key of an item's exact change (its detail: a {@link ChangeDetail}, or null when the diff found none). */
export const changeDetailKey = (item: ChangeItem) => ['home', 'change-detail', changeKey(item)];

/**
 * The exact change behind each item (what the diff of its two runs finds), for the items already
 * listed only, {@link DETAILS_AT_ONCE} at a time in their order; with how many are settled.
 */
export function useChangeDetails(items: readonly ChangeItem[]) {
  const client = useQueryClient();
  // Settled reads free their place: the next items in the list start as earlier ones finish.
  const settledBefore = items.filter((item) => {
    const status = client.getQueryState(changeDetailKey(item))?.status;
    return status === 'success' || status === 'error';
  }).length;
  return useQueries({
    queries: items.map((item, index) => {
      const dimension = detailDimension[item.kind];
      return {
        queryKey: changeDetailKey(item),
        queryFn: ({ client }: { client: QueryClient }) => readDetail(client, item, dimension!),
        enabled: dimension !== undefined && index < settledBefore + DETAILS_AT_ONCE,
        staleTime: Infinity,
      };
    }),
    combine: (results) => {
      const states = new Map<string, DetailState>();
      let settled = 0;
      let running = 0;
      results.forEach((result, index) => {
        const key = changeKey(items[index]!);
        if (result.isSuccess) {
          settled += 1;
          states.set(key, { status: 'done', detail: result.data });
        } else if (result.isError) {
          settled += 1;
          states.set(key, { status: 'error', error: result.error, retry: () => void result.refetch() });
        } else {
          if (result.isFetching) running += 1;
          states.set(key, { status: 'waiting' });
        }
      });
      return { states, settled, total: items.length, running };
    },
  });
}
