import { Switch } from '@mantine/core';
import type { GridFilters } from '@/api/grid/query-schemas';
import { keepsLatestRunOnly, withLatestRunOnly } from '@/api/grid/model/latest-run';

interface LatestRunSwitchProps {
  /** What the switch keeps, in words ("Only each audit’s latest run"). */
  label: string;
  filters: GridFilters | undefined;
  onChange: (filters: GridFilters) => void;
}

/**
 * The grid's "latest runs" choice as a switch of its own: on, the query keeps only each audit's (or
 * journey's) latest run, listed among the filters as "Latest run only". Rows that must match any one
 * condition cannot also be narrowed to the latest runs: the switch says so and waits.
 */
export function LatestRunSwitch({ label, filters, onChange }: LatestRunSwitchProps) {
  const checked = keepsLatestRunOnly(filters);
  const others = (filters?.conditions ?? []).length - (checked ? 1 : 0);
  const blocked = !checked && filters?.conditionMatchMode === 'any' && others > 0;
  return (
    <Switch
      size="sm"
      label={label}
      description={
        blocked
          ? 'Available when rows must match all conditions.'
          : 'Leaves out the runs before each latest one.'
      }
      checked={checked}
      disabled={blocked}
      onChange={(event) => onChange(withLatestRunOnly(filters, event.currentTarget.checked))}
    />
  );
}
