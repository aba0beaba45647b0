import type { GridFilter, GridFilters } from '../query-schemas';

/** The grid's yes/no column of whether a run is its audit's (or journey's) most recent one (1 is yes). */
export const LATEST_RUN_COLUMN = 'IS_MOST_RECENT_RUN';

/** The condition that keeps only each audit's (or journey's) latest run. */
export const latestRunCondition: GridFilter = {
  operator: 'integer_in',
  filteredColumn: { columnId: LATEST_RUN_COLUMN },
  args: [1],
};

/** Which runs a condition on the latest-run column keeps: the latest, the earlier ones, or (not one such) undefined. */
export function latestRunChoice(filter: GridFilter): 'latest' | 'earlier' | undefined {
  if (filter.operator !== 'integer_in' || filter.args.length !== 1) return undefined;
  const target = filter.filteredColumn;
  if (!target || !('columnId' in target) || target.columnId !== LATEST_RUN_COLUMN || filter.fieldName)
    return undefined;
  const yes = filter.args[0] === 1;
  return yes !== (filter.negated === true) ? 'latest' : 'earlier';
}

/** Whether the filters keep only each latest run: one of their conditions says so and every condition must hold. */
export function keepsLatestRunOnly(filters: GridFilters | undefined): boolean {
  const conditions = filters?.conditions ?? [];
  const all = filters?.conditionMatchMode !== 'any' || conditions.length === 1;
  return all && conditions.some((condition) => latestRunChoice(condition) === 'latest');
}

/** The filters with (or without) the latest-run condition, the others kept in their order. */
export function withLatestRunOnly(filters: GridFilters | undefined, on: boolean): GridFilters {
  const others = (filters?.conditions ?? []).filter((condition) => latestRunChoice(condition) === undefined);
  const conditions = on ? [latestRunCondition, ...others] : others;
  return filters?.conditionMatchMode === 'any' && conditions.length > 1
    ? { conditions, conditionMatchMode: 'any' }
    : { conditions };
}
