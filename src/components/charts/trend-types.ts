/** One line of a trend chart. */
export interface TrendSeries {
  key: string;
  label: string;
  color: string;
  /** Unit shown in the table alternative and tooltip, e.g. "ms" or "/ 100". */
  unit?: string;
}

/** Points of a trend chart in time order; `label` is the x-axis text. */
export type TrendData = ReadonlyArray<{ label: string } & Record<string, number | string | null>>;
