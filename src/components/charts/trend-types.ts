/** One line of a trend chart. */
export interface TrendSeries {
  key: string;
  label: string;
  color: string;
  /** Unit shown in the table alternative and tooltip, e.g. "ms" or "/ 100". */
  unit?: string;
}

/** Most points a trend chart draws unless told otherwise (it also draws no more than its plot's px). */
export const DEFAULT_MAX_POINTS = 600;

/** Points of a trend chart in time order; `label` is the x-axis text. */
export type TrendData = ReadonlyArray<{ label: string } & Record<string, number | string | null>>;
