import type { GridAggregateFunction } from './query-schemas';

/** Aggregate functions in words, as the grid builder shows them and exported files title their columns. */
const aggregateLabels: Record<GridAggregateFunction, string> = {
  avg: 'Average',
  count_distinct: 'Unique count',
  count_rows: 'Row count',
  max: 'Maximum',
  median: 'Median',
  min: 'Minimum',
  sum: 'Sum',
  youngest: 'Latest',
  oldest: 'Earliest',
  percentile_25: '25th percentile',
  percentile_50: '50th percentile',
  percentile_75: '75th percentile',
  percentile_90: '90th percentile',
  percentile_95: '95th percentile',
  percentile_99: '99th percentile',
  percentile_99_9: '99.9th percentile',
  standard_deviation: 'Standard deviation',
  list_unique_items: 'Unique values',
};

/** An aggregate function in words ("Sum", "Unique count"); unknown values as sent. */
export function aggregateName(fn: string): string {
  return aggregateLabels[fn as GridAggregateFunction] ?? fn;
}
