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
