import { isAggregateColumn } from '@/api/grid/query-schemas';
import { columnKey } from '@/api/grid/model/columns';
import type { ResolvedRequest } from '@/api/grid/model/query-edit';

/** The key of the shown column that the newest filter (the last in the list) on a shown column is on, if any. */
export function filteredColumnKey(request: ResolvedRequest, keys: readonly string[]): string | undefined {
  const conditions = request.filters?.conditions ?? [];
  for (let at = conditions.length - 1; at >= 0; at -= 1) {
    const condition = conditions[at];
    const column = condition && 'filteredColumn' in condition ? condition.filteredColumn : undefined;
    if (!column || isAggregateColumn(column)) continue;
    const key = columnKey(column);
    if (keys.includes(key)) return key;
  }
  return undefined;
}
