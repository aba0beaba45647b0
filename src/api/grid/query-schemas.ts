import { z } from '@/lib/zod';
import { iterableMetadataSchema } from '../pagination';

/** Grid entity types as the URL path spells them (GridApi_GridEntityTypeInPathEnum). */
export const gridEntityPathTypes = [
  'web-audit-runs',
  'web-journey-runs',
  'pages',
  'cookies',
  'tags',
  'tag-variables',
  'links',
  'accessibility-issues',
  'network-requests',
  'browser-logs',
  'rules',
] as const;
/** One grid entity type in URL form (`web-audit-runs`). */
export type GridEntityPathType = (typeof gridEntityPathTypes)[number];
/** Zod schema of a grid entity type in URL form. */
export const gridEntityPathTypeSchema = z.enum(gridEntityPathTypes);

/** Human names of the entity types, for pickers and titles. */
export const gridEntityTypeNames: Record<GridEntityPathType, string> = {
  'web-audit-runs': 'Audit runs',
  'web-journey-runs': 'Web journey runs',
  pages: 'Pages',
  cookies: 'Cookies',
  tags: 'Tags',
  'tag-variables': 'Tag variables',
  links: 'Links',
  'accessibility-issues': 'Accessibility issues',
  'network-requests': 'Network requests',
  'browser-logs': 'Browser logs',
  rules: 'Rules',
};

/** `web_audit_runs` → `web-audit-runs`, or undefined when the value names no entity type. */
export function toGridEntityPathType(value: string): GridEntityPathType | undefined {
  const parsed = gridEntityPathTypeSchema.safeParse(value.replaceAll('_', '-'));
  return parsed.success ? parsed.data : undefined;
}

/** Column value types (GridApi_ColumnTypeEnum). */
export const gridColumnTypes = ['id', 'entity_reference', 'string', 'number', 'timestamp', 'image'] as const;
/** One column value type. */
export type GridColumnType = (typeof gridColumnTypes)[number];

/** Filter operators (GridApi_FilterOperatorEnum). */
export const gridFilterOperators = [
  'string_contains',
  'string_contains_multi',
  'string_regex',
  'integer_in',
  'integer_list_contains',
  'number_between',
  'date_time_between',
  'date_time_relative',
  'is_present',
  'metric_alert_any',
  'list_item_matches',
  'any_column_contains',
] as const;
/** One filter operator. */
export type GridFilterOperator = (typeof gridFilterOperators)[number];

/** Aggregate functions (GridApi_AggregateFunctionEnum). */
export const gridAggregateFunctions = [
  'avg',
  'count_distinct',
  'count_rows',
  'max',
  'median',
  'min',
  'sum',
  'youngest',
  'oldest',
  'percentile_25',
  'percentile_50',
  'percentile_75',
  'percentile_90',
  'percentile_95',
  'percentile_99',
  'percentile_99_9',
  'standard_deviation',
  'list_unique_items',
] as const;
/** One aggregate function. */
export type GridAggregateFunction = (typeof gridAggregateFunctions)[number];
/** Zod schema of an aggregate function. */
export const gridAggregateFunctionSchema = z.enum(gridAggregateFunctions);

/** How several conditions combine (GridApi_ConditionsMatchModeEnum). */
export const gridMatchModes = ['all', 'any'] as const;
/** Zod schema of a match mode. */
export const gridMatchModeSchema = z.enum(gridMatchModes);
/** Units of `date_time_relative` (GridApi_Filter_DateTimeRelativeUnitEnum). */
export const gridRelativeUnits = ['minute', 'hour', 'day', 'week', 'month'] as const;
/** Modes of `integer_list_contains` (GridApi_Filter_IntegerListContainsModeEnum). */
export const gridListContainsModes = ['contains_any', 'contains_all', 'contains_only'] as const;
/** Modes of `list_item_matches` (GridApi_Request_ListFilterModeEnum). */
export const gridListItemModes = ['any', 'all', 'first', 'last'] as const;
/** Fields of an entity reference (GridApi_EntityReference_FieldTypeEnum). */
export const gridReferenceFields = [
  'id',
  'name',
  'preset_type',
  'domain',
  'link',
  'value',
  'first_name',
  'last_name',
  'email',
  'full_url_or_domain',
  'tag_id',
  'tag_category_id',
  'tag_vendor_id',
  'tag_account',
  'data_dictionary_match_criteria_property',
  'data_dictionary_match_criteria_operator',
  'data_dictionary_match_criteria_operand',
  'data_dictionary_match_criteria_negated',
  'status',
] as const;
/** One entity reference field name. */
export type GridReferenceField = (typeof gridReferenceFields)[number];

/** Smallest and largest page size, and the defaults (spec "Resources"; reference GridApi_RequestDTO). */
export const GRID_PAGE_SIZE_MIN = 10;
/** Largest page size the reference allows. */
export const GRID_PAGE_SIZE_MAX = 10000;
/** Page size when the request gives none. */
export const GRID_DEFAULT_PAGE_SIZE = 100;

// ---------------------------------------------------------------------------------------------
// Request (GridApi_RequestDTO)
// ---------------------------------------------------------------------------------------------

/** A column by id (GridApi_Request_ColumnExpression_ColumnId). */
export const gridColumnRefSchema = z.object({
  columnId: z.string().check(z.minLength(1)),
  groupBy: z.optional(z.boolean()),
  /** Timestamp display format (`YYYY-MM-DD`); turns the column into a string column. */
  format: z.optional(z.string().check(z.maxLength(256))),
});
/** A column by id. */
export type GridColumnRef = z.infer<typeof gridColumnRefSchema>;

/** An aggregate (and/or pivot) column (GridApi_Request_ColumnExpression_AggregateFunction). */
export const gridAggregateColumnSchema = z.object({
  aggregateFunction: z.optional(gridAggregateFunctionSchema),
  aggregatedColumn: z.optional(gridColumnRefSchema),
  pivotValuesColumnId: z.optional(z.string().check(z.minLength(1))),
  pivotValue: z.optional(z.unknown()),
});
/** An aggregate column. */
export type GridAggregateColumn = z.infer<typeof gridAggregateColumnSchema>;

/** One column of a grid request: a column id, or an aggregate of one (GridApi_Request_ColumnExpression). */
export const gridColumnExpressionSchema = z.union([gridColumnRefSchema, gridAggregateColumnSchema]);
/** One requested column. */
export type GridColumnExpression = z.infer<typeof gridColumnExpressionSchema>;

/** True when the expression is an aggregate column, false for a plain column id. */
export const isAggregateColumn = (column: GridColumnExpression): column is GridAggregateColumn =>
  !('columnId' in column && typeof column.columnId === 'string');

/** Sort by the column at `columnIndex` of `columns` (GridApi_Request_SortByItem). */
export const gridSortItemSchema = z.object({
  columnIndex: z.int().check(z.minimum(0)),
  sortDesc: z.optional(z.boolean()),
});
/** One sort key. */
export type GridSortItem = z.infer<typeof gridSortItemSchema>;

/** A total for the column at `columnIndex` (GridApi_Request_TotalItem). */
export const gridTotalItemSchema = z.object({
  columnIndex: z.int().check(z.minimum(0)),
  aggregateFunction: gridAggregateFunctionSchema,
});
/** One requested total. */
export type GridTotalItem = z.infer<typeof gridTotalItemSchema>;

/** The reference's limit on a filter's text (`arg`) in a request. */
export const GRID_FILTER_TEXT_MAX = 1000;

/**
 * The filter and request schemas around `text`, the schema of a filter's text (`arg`): a request is
 * held to the reference's limit; a saved query in an answer is not (filter texts are attacker data).
 */
function querySchemas(text: z.ZodMiniString) {
  const filterBase = {
    negated: z.optional(z.boolean()),
    filteredColumn: z.optional(gridColumnExpressionSchema),
    fieldName: z.optional(z.enum(gridReferenceFields)),
  };
  const stringContains = z.object({
    ...filterBase,
    operator: z.literal('string_contains'),
    arg: text,
    wildcardStart: z.optional(z.boolean()),
    wildcardEnd: z.optional(z.boolean()),
  });
  const stringContainsMulti = z.object({
    ...filterBase,
    operator: z.literal('string_contains_multi'),
    conditionMatchMode: gridMatchModeSchema,
    stringContainsFilters: z.array(stringContains).check(z.minLength(1)).check(z.maxLength(1000)),
  });
  const stringRegex = z.object({
    ...filterBase,
    operator: z.literal('string_regex'),
    arg: text,
  });
  const integerIn = z.object({
    ...filterBase,
    operator: z.literal('integer_in'),
    args: z.array(z.int()).check(z.minLength(1)).check(z.maxLength(1000)),
  });
  const integerListContains = z.object({
    ...filterBase,
    operator: z.literal('integer_list_contains'),
    args: z.array(z.int()).check(z.minLength(1)).check(z.maxLength(1000)),
    mode: z.enum(gridListContainsModes),
  });
  const numberBetween = z.object({
    ...filterBase,
    operator: z.literal('number_between'),
    start: z.optional(z.number()),
    startInclusive: z.optional(z.boolean()),
    end: z.optional(z.number()),
    endInclusive: z.optional(z.boolean()),
  });
  const dateTimeBetween = z.object({
    ...filterBase,
    operator: z.literal('date_time_between'),
    start: z.optional(z.iso.datetime({ offset: true })),
    startInclusive: z.optional(z.boolean()),
    end: z.optional(z.iso.datetime({ offset: true })),
    endInclusive: z.optional(z.boolean()),
  });
  const dateTimeRelative = z.object({
    ...filterBase,
    operator: z.literal('date_time_relative'),
    startDuration: z.int().check(z.minimum(0)),
    startUnit: z.enum(gridRelativeUnits),
  });
  const isPresent = z.object({ ...filterBase, operator: z.literal('is_present') });
  const metricAlertAny = z.object({
    ...filterBase,
    operator: z.literal('metric_alert_any'),
    configured: z.optional(z.boolean()),
    triggered: z.optional(z.boolean()),
    subscribed: z.optional(z.boolean()),
  });
  const anyColumnContains = z.object({
    operator: z.literal('any_column_contains'),
    negated: z.optional(z.boolean()),
    arg: text.check(z.refine((value) => value.trim().length > 0, 'Enter some text to search for')),
  });
  const itemConditions = [
    stringContains,
    stringContainsMulti,
    stringRegex,
    integerIn,
    integerListContains,
    numberBetween,
    dateTimeBetween,
    dateTimeRelative,
    isPresent,
    metricAlertAny,
  ] as const;
  const itemCondition = z.discriminatedUnion('operator', itemConditions);
  const listItemMatches = z.object({
    ...filterBase,
    operator: z.literal('list_item_matches'),
    mode: z.enum(gridListItemModes),
    itemConditions: z.array(itemCondition).check(z.minLength(1)).check(z.maxLength(1)),
    itemConditionMatchMode: z.optional(gridMatchModeSchema),
  });
  const filter = z.discriminatedUnion('operator', [...itemConditions, listItemMatches, anyColumnContains]);
  const filters = z.object({
    conditions: z.optional(z.array(filter).check(z.maxLength(1000))),
    conditionMatchMode: z.optional(gridMatchModeSchema),
  });
  const request = z.object({
    size: z.optional(z.int().check(z.minimum(GRID_PAGE_SIZE_MIN)).check(z.maximum(GRID_PAGE_SIZE_MAX))),
    page: z.optional(z.int().check(z.minimum(0))),
    filters: z.optional(filters),
    columns: z.optional(z.array(gridColumnExpressionSchema).check(z.minLength(1)).check(z.maxLength(1000))),
    sortBy: z.optional(z.array(gridSortItemSchema).check(z.maxLength(1000))),
    totals: z.optional(z.array(gridTotalItemSchema).check(z.maxLength(1000))),
  });
  return { stringContains, itemCondition, filter, filters, request };
}

const requestSchemas = querySchemas(z.string().check(z.maxLength(GRID_FILTER_TEXT_MAX)));

/** `string_contains`: `*arg*`; `wildcardStart`/`wildcardEnd` (default true) allow text before/after. */
export const gridStringContainsSchema = requestSchemas.stringContains;
/** A `string_contains` condition. */
export type GridStringContains = z.infer<typeof gridStringContainsSchema>;

/** A condition that can sit inside `list_item_matches` (every operator but the list and all-column ones). */
export const gridItemConditionSchema = requestSchemas.itemCondition;
/** A condition inside `list_item_matches`. */
export type GridItemCondition = z.infer<typeof gridItemConditionSchema>;

/** One filter condition (GridApi_Request_FilterBase and its operator-specific forms). */
export const gridFilterSchema = requestSchemas.filter;
/** One filter condition. */
export type GridFilter = z.infer<typeof gridFilterSchema>;

/** The filters of a request (GridApi_Requests_FiltersDTO); match mode defaults to `all`. */
export const gridFiltersSchema = requestSchemas.filters;
/** The filters of a request. */
export type GridFilters = z.infer<typeof gridFiltersSchema>;

/** Body of POST /v3/reports/grid/{gridEntityType} (GridApi_RequestDTO). */
export const gridRequestSchema = requestSchemas.request;

/**
 * A grid query as a saved report stores it: read leniently, because the reference lets an answer's
 * conditions be partial (a `FilterBase` without its operator's fields) and its texts any length, and
 * one odd saved report must not hide the whole library. The builder opens it part by part.
 */
export const gridStoredQuerySchema = z.record(z.string(), z.unknown());
/** A grid query as a saved report stores it. */
export type GridStoredQuery = z.infer<typeof gridStoredQuerySchema>;
/** A grid query. */
export type GridRequest = z.infer<typeof gridRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Response (GridApi_ResponseDTO) and schema (GridApi_GetSchemaResponseDTO)
// ---------------------------------------------------------------------------------------------

/** One cell: a scalar, null, or (entity references) a list of field values or of such lists. */
export type GridCell = string | number | boolean | null | GridCell[];
/** Zod schema of one cell. */
export const gridCellSchema: z.ZodMiniType<GridCell> = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.lazy(() => gridCellSchema)),
]);

/**
 * One cell as the service sends it: the reference types cells and totals as `object` (their JSON
 * type depends on the column), so an object is accepted too and shown as its JSON text.
 */
export const gridResponseCellSchema: z.ZodMiniType<GridCell, unknown> = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.lazy(() => gridResponseCellSchema)),
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((value) => JSON.stringify(value)),
  ),
]);

/** A total of one column (GridApi_Response_MetadataHeader_TotalItem). */
export const gridHeaderTotalSchema = z.looseObject({
  aggregateFunction: z.union([gridAggregateFunctionSchema, z.string()]),
  value: gridResponseCellSchema,
});
/** A total of one column. */
export type GridHeaderTotal = z.infer<typeof gridHeaderTotalSchema>;

/** One returned column, echoing the request's expression, with its totals (GridApi_Response_MetadataHeader). */
export const gridHeaderSchema = z.looseObject({
  // Any other expression the reference allows (e.g. an aggregate of an aggregate) is kept as an
  // object: it matches no column the client asked for, so the answer is not shown under its headers.
  column: z.union([
    z.looseObject(gridColumnRefSchema.shape),
    z.looseObject(gridAggregateColumnSchema.shape),
    z.looseObject({}),
  ]),
  totals: z.optional(z.array(gridHeaderTotalSchema)),
});
/** One returned column. */
export type GridHeader = z.infer<typeof gridHeaderSchema>;

/** Answer of POST /v3/reports/grid/{gridEntityType} (GridApi_ResponseDTO). */
export const gridResponseSchema = z.looseObject({
  metadata: z.extend(iterableMetadataSchema, { headers: z.array(gridHeaderSchema) }),
  rows: z.array(z.array(gridResponseCellSchema)),
});
/** A page of grid rows. */
export type GridResponse = z.infer<typeof gridResponseSchema>;

/** One field of an entity reference column (GridApi_EntityReference_FieldItem). */
export const gridReferenceFieldSchema = z.looseObject({
  fieldName: z.union([z.enum(gridReferenceFields), z.string()]),
  columnId: z.optional(z.string()),
  supportedFilterOperators: z.optional(z.array(z.union([z.enum(gridFilterOperators), z.string()]))),
  referenceType: z.optional(z.string()),
});

/** One column of an entity type (GridApi_SchemaColumnDef and its per-type extensions). */
export const gridSchemaColumnSchema = z.looseObject({
  columnId: z.string(),
  type: z.union([z.enum(gridColumnTypes), z.string()]),
  name: z.string(),
  canGroupBy: z.boolean(),
  canPivot: z.boolean(),
  supportedFilterOperators: z.array(z.union([z.enum(gridFilterOperators), z.string()])),
  supportedAggregateFunctions: z.array(z.union([gridAggregateFunctionSchema, z.string()])),
  isIncludedByDefault: z.boolean(),
  isNullable: z.boolean(),
  /** Number columns: `integer` or `decimal`. */
  numberFormat: z.optional(z.union([z.enum(['integer', 'decimal']), z.string()])),
  minimum: z.optional(z.number()),
  maximum: z.optional(z.number()),
  /** Entity reference columns. */
  referenceType: z.optional(z.string()),
  fields: z.optional(z.array(gridReferenceFieldSchema)),
  isList: z.optional(z.boolean()),
  isListOrdered: z.optional(z.boolean()),
  isEnum: z.optional(z.boolean()),
  enumValues: z.optional(z.array(z.looseObject({ id: z.int(), name: z.string() }))),
});
/** One column of an entity type. */
export type GridSchemaColumn = z.infer<typeof gridSchemaColumnSchema>;

/** Answer of GET /v3/reports/grid/{gridEntityType}/schema (GridApi_GetSchemaResponseDTO). */
export const gridSchemaSchema = z.looseObject({ columns: z.array(gridSchemaColumnSchema) });
/** The columns of an entity type. */
export type GridSchema = z.infer<typeof gridSchemaSchema>;

// ---------------------------------------------------------------------------------------------
// Reading answers: how a cell reads
// ---------------------------------------------------------------------------------------------

/** The fields of a reference value that read as text (all but `id`), joined; the id when there are none. */
function referenceText(column: GridSchemaColumn | undefined, cell: GridCell[]): string {
  const names = (column?.fields ?? []).map((field) => field.fieldName);
  const texts = cell
    .filter((value, i) => names[i] !== 'id' && value !== null && value !== '')
    .map((value) => (Array.isArray(value) ? JSON.stringify(value) : String(value)));
  return texts.join(' ') || String(cell[0] ?? '');
}

const labelCache = new WeakMap<GridSchemaColumn, Map<number, string>>();

/** Enumeration id → label of a column (kept per column object). */
function enumLabels(column: GridSchemaColumn): Map<number, string> {
  let labels = labelCache.get(column);
  if (!labels) {
    labels = new Map((column.enumValues ?? []).map((value) => [value.id, value.name]));
    labelCache.set(column, labels);
  }
  return labels;
}

/**
 * A cell as a person reads it: enumeration ids become their labels, references their names, lists
 * are joined with ", ", null is empty. Numbers and timestamps are left as the service sent them.
 */
export function gridCellText(column: GridSchemaColumn | undefined, cell: GridCell): string {
  if (cell === null) return '';
  const labels = column?.isEnum ? enumLabels(column) : undefined;
  const one = (value: GridCell): string => {
    if (value === null) return '';
    if (Array.isArray(value)) return referenceText(column, value);
    return (typeof value === 'number' ? labels?.get(value) : undefined) ?? String(value);
  };
  if (column?.isList && Array.isArray(cell)) return cell.map(one).join(', ');
  return one(cell);
}
