import { asGiven, formatCount } from '@/lib/format';

/** One line of a trend chart. */
export interface TrendSeries {
  key: string;
  label: string;
  color: string;
  /** Unit shown in the table alternative and tooltip, e.g. "ms" or "/ 100". */
  unit?: string;
}

/** Most points a trend chart draws unless told otherwise (it also draws no more than one per 2 px of plot). */
export const DEFAULT_MAX_POINTS = 400;

/** Points of a trend chart in time order; `label` is the x-axis text. */
export type TrendData = ReadonlyArray<{ label: string } & Record<string, number | string | null>>;

/** A point's value with its series' unit and digits grouped ("1,726 ms"); an en dash for none. */
export function valueWithUnit(value: unknown, unit: string | undefined): string {
  const text = typeof value === 'number' ? formatCount(value) : asGiven(value);
  return unit && text !== '–' ? `${text} ${unit}` : text;
}
