import type {
  GridAggregateFunction,
  GridColumnType,
  GridFilterOperator,
  GridReferenceField,
} from '../query-schemas';

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

const operatorNames: Record<GridFilterOperator, string> = {
  string_contains: 'contains text',
  string_contains_multi: 'contains one of several texts',
  string_regex: 'matches a regular expression',
  integer_in: 'is one of',
  integer_list_contains: 'includes',
  number_between: 'is in a range',
  date_time_between: 'is between dates',
  date_time_relative: 'is within the last',
  is_present: 'is present',
  metric_alert_any: 'has an alert',
  list_item_matches: 'has an item where',
  any_column_contains: 'any column contains',
};

/** A filter operator as the editor offers it ("contains text"). */
export function operatorName(operator: string): string {
  return operatorNames[operator as GridFilterOperator] ?? operator;
}

const typeNames: Record<GridColumnType, string> = {
  id: 'IDs',
  entity_reference: 'References',
  string: 'Text',
  number: 'Numbers',
  timestamp: 'Dates and times',
  image: 'Images',
};

/** The heading of a column type group in the column picker ("Numbers"). */
export function columnTypeName(type: string): string {
  return typeNames[type as GridColumnType] ?? type;
}

/** Order of the type groups in the column picker. */
export const columnTypeOrder: readonly string[] = [
  'string',
  'number',
  'timestamp',
  'entity_reference',
  'id',
  'image',
];

const fieldNames: Partial<Record<GridReferenceField, string>> = {
  id: 'ID',
  name: 'name',
  preset_type: 'preset',
  domain: 'domain',
  link: 'link',
  value: 'value',
  first_name: 'first name',
  last_name: 'last name',
  email: 'email',
  full_url_or_domain: 'URL or domain',
  tag_id: 'tag',
  tag_category_id: 'tag category',
  tag_vendor_id: 'tag vendor',
  tag_account: 'tag account',
  status: 'status',
};

/** An entity reference field in words ("first name"); unknown values with underscores as spaces. */
export function fieldLabel(field: string): string {
  return fieldNames[field as GridReferenceField] ?? field.replaceAll('_', ' ');
}
