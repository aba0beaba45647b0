import type {
  GridAggregateFunction,
  GridCell,
  GridFilterOperator,
  GridReferenceField,
  GridSchemaColumn,
} from '@/api/grid/query-schemas';

/** A column of an entity type: its schema definition and how to read its value from one entity. */
export interface ColumnSpec<E> {
  def: GridSchemaColumn;
  get: (entity: E) => GridCell;
  /** Costly to read (a run's totals): read only for the rows a query reaches, not every row. */
  lazy?: boolean;
}

/** An enumeration a column's ids come from (GridApi_EntityReferenceEnumerationItem list). */
export interface EnumDef {
  referenceType: string;
  values: ReadonlyArray<{ id: number; name: string }>;
}

/** Operators of text values. */
export const STRING_OPERATORS: GridFilterOperator[] = [
  'string_contains',
  'string_contains_multi',
  'string_regex',
  'is_present',
];
const PERCENTILES: GridAggregateFunction[] = [
  'percentile_25',
  'percentile_50',
  'percentile_75',
  'percentile_90',
  'percentile_95',
  'percentile_99',
  'percentile_99_9',
];
/** Aggregates of counts (default: sum). */
export const COUNT_AGGREGATES: GridAggregateFunction[] = [
  'sum',
  'avg',
  'min',
  'max',
  'median',
  ...PERCENTILES,
  'standard_deviation',
  'count_distinct',
  'count_rows',
];
/** Aggregates of measures such as durations and sizes (default: avg). */
export const MEASURE_AGGREGATES: GridAggregateFunction[] = [
  'avg',
  'sum',
  'min',
  'max',
  'median',
  ...PERCENTILES,
  'standard_deviation',
  'count_distinct',
  'count_rows',
];
/** Aggregates of codes (status codes, sizes in pixels): distinct values and range. */
export const CODE_AGGREGATES: GridAggregateFunction[] = ['count_distinct', 'min', 'max', 'count_rows'];
/** Aggregates of timestamps. */
export const TIMESTAMP_AGGREGATES: GridAggregateFunction[] = [
  'youngest',
  'oldest',
  'count_distinct',
  'count_rows',
];
/** Aggregates of text and enumerations. */
export const TEXT_AGGREGATES: GridAggregateFunction[] = ['count_distinct', 'list_unique_items', 'count_rows'];
/** Aggregates of ids and entity references. */
export const ID_AGGREGATES: GridAggregateFunction[] = ['count_distinct', 'count_rows'];
/** Aggregates of lists. */
export const LIST_AGGREGATES: GridAggregateFunction[] = ['list_unique_items', 'count_rows'];

interface Options {
  /** Returned when the request names no columns. */
  byDefault?: boolean;
  /** Value can be null or empty (default true: most values of audited sites can be missing). */
  nullable?: boolean;
  canGroupBy?: boolean;
  canPivot?: boolean;
  aggregates?: GridAggregateFunction[];
}

function def(
  columnId: string,
  name: string,
  type: GridSchemaColumn['type'],
  operators: GridFilterOperator[],
  aggregates: GridAggregateFunction[],
  options: Options,
  extra: Partial<GridSchemaColumn> = {},
): GridSchemaColumn {
  return {
    columnId,
    type,
    name,
    canGroupBy: options.canGroupBy ?? true,
    canPivot: options.canPivot ?? false,
    supportedFilterOperators: operators,
    supportedAggregateFunctions: options.aggregates ?? aggregates,
    isIncludedByDefault: options.byDefault ?? false,
    isNullable: options.nullable ?? false,
    ...extra,
  };
}

type Get<E, V> = (entity: E) => V;

/** Column constructors by kind; each picks the operators and aggregates its values support. */
export const col = {
  /** A numeric id. */
  intId: <E>(columnId: string, name: string, get: Get<E, number | null>, options: Options = {}) => ({
    def: def(columnId, name, 'id', ['integer_in', 'is_present'], ID_AGGREGATES, options),
    get,
  }),
  /** A textual id (page ids are hashes). */
  textId: <E>(columnId: string, name: string, get: Get<E, string | null>, options: Options = {}) => ({
    def: def(columnId, name, 'id', STRING_OPERATORS, ID_AGGREGATES, options),
    get,
  }),
  /** Free text. */
  text: <E>(columnId: string, name: string, get: Get<E, string | null>, options: Options = {}) => ({
    def: def(columnId, name, 'string', STRING_OPERATORS, TEXT_AGGREGATES, {
      nullable: true,
      ...options,
    }),
    get,
  }),
  /** A whole number: a count (sum by default), a measure (avg) or a code (distinct). */
  integer: <E>(
    columnId: string,
    name: string,
    get: Get<E, number | null>,
    kind: 'count' | 'measure' | 'code',
    options: Options = {},
  ) => ({
    def: def(
      columnId,
      name,
      'number',
      ['number_between', 'integer_in', 'is_present'],
      kind === 'count' ? COUNT_AGGREGATES : kind === 'measure' ? MEASURE_AGGREGATES : CODE_AGGREGATES,
      { canPivot: kind === 'code', ...options },
      { numberFormat: 'integer', minimum: 0 },
    ),
    get,
  }),
  /** A decimal number. */
  decimal: <E>(columnId: string, name: string, get: Get<E, number | null>, options: Options = {}) => ({
    def: def(columnId, name, 'number', ['number_between', 'is_present'], MEASURE_AGGREGATES, options, {
      numberFormat: 'decimal',
      minimum: 0,
    }),
    get,
  }),
  /** An RFC 3339 UTC timestamp. */
  timestamp: <E>(columnId: string, name: string, get: Get<E, string | null>, options: Options = {}) => ({
    def: def(
      columnId,
      name,
      'timestamp',
      ['date_time_between', 'date_time_relative', 'is_present'],
      TIMESTAMP_AGGREGATES,
      options,
    ),
    get,
  }),
  /** An enumeration: the value is the enum id, its label comes from `enumValues`. */
  enumeration: <E>(
    columnId: string,
    name: string,
    enumDef: EnumDef,
    get: Get<E, number | null>,
    options: Options = {},
  ) => ({
    def: def(
      columnId,
      name,
      'entity_reference',
      ['integer_in', 'is_present'],
      TEXT_AGGREGATES,
      {
        canPivot: true,
        ...options,
      },
      {
        referenceType: enumDef.referenceType,
        isEnum: true,
        enumValues: [...enumDef.values],
        fields: [{ fieldName: 'id', columnId }],
        isList: false,
      },
    ),
    get,
  }),
  /** A reference to another entity, as `[field values…]` in the order of `fields`. */
  reference: <E>(
    columnId: string,
    name: string,
    referenceType: string,
    fields: ReadonlyArray<[GridReferenceField, string]>,
    get: Get<E, GridCell[] | null>,
    options: Options = {},
  ) => ({
    def: def(
      columnId,
      name,
      'entity_reference',
      ['integer_in', ...STRING_OPERATORS],
      ID_AGGREGATES,
      { canPivot: true, ...options },
      {
        referenceType,
        isEnum: false,
        fields: fields.map(([fieldName, fieldColumnId]) => ({ fieldName, columnId: fieldColumnId })),
        isList: false,
      },
    ),
    get,
  }),
  /**
   * A list of entity references: each item is `[id, name]` (two fields) or a plain id (one field,
   * named through `enumDef`).
   */
  list: <E>(
    columnId: string,
    name: string,
    referenceType: string,
    fields: ReadonlyArray<GridReferenceField>,
    get: Get<E, GridCell[]>,
    options: Options & { enumDef?: EnumDef; ordered?: boolean } = {},
  ) => ({
    def: def(
      columnId,
      name,
      'entity_reference',
      ['integer_list_contains', 'list_item_matches', 'is_present'],
      LIST_AGGREGATES,
      { canGroupBy: false, ...options },
      {
        referenceType,
        isEnum: options.enumDef !== undefined,
        ...(options.enumDef ? { enumValues: [...options.enumDef.values] } : {}),
        fields: fields.map((fieldName) => ({
          fieldName,
          supportedFilterOperators: fieldName === 'id' ? ['integer_in', 'is_present'] : STRING_OPERATORS,
        })),
        isList: true,
        isListOrdered: options.ordered ?? false,
      },
    ),
    get,
  }),
};

/** Read the same columns from a related entity (a page's columns on each of its tags). */
export function lift<A, B>(specs: ReadonlyArray<ColumnSpec<A>>, to: (entity: B) => A): ColumnSpec<B>[] {
  return specs.map((spec) => ({ def: spec.def, get: (entity: B) => spec.get(to(entity)) }));
}

/** The same columns with `isIncludedByDefault` set only for the given ids. */
export function withDefaults<E>(
  specs: ReadonlyArray<ColumnSpec<E>>,
  ids: readonly string[],
): ColumnSpec<E>[] {
  return specs.map((spec) => ({
    ...spec,
    def: { ...spec.def, isIncludedByDefault: ids.includes(spec.def.columnId) },
  }));
}

/** A boolean as the grid sends it: the `boolean_value` enumeration (1 = yes, 0 = no). */
export const BOOLEAN_ENUM: EnumDef = {
  referenceType: 'boolean_value',
  values: [
    { id: 1, name: 'Yes' },
    { id: 0, name: 'No' },
  ],
};

/** A yes/no column. */
export function bool<E>(columnId: string, name: string, get: Get<E, boolean | null>, options: Options = {}) {
  return col.enumeration<E>(
    columnId,
    name,
    BOOLEAN_ENUM,
    (entity) => {
      const value = get(entity);
      return value === null ? null : value ? 1 : 0;
    },
    options,
  );
}

/** An enumeration from a list of names (ids from 1 in order), and a lookup from name to id. */
export function enumOf(referenceType: string, names: readonly string[]) {
  const values = names.map((name, index) => ({ id: index + 1, name }));
  const ids = new Map(values.map((value) => [value.name, value.id]));
  return {
    def: { referenceType, values } satisfies EnumDef,
    /** The id of a name, or null for a name outside the enumeration. */
    id: (name: string | undefined | null) => (name == null ? null : (ids.get(name) ?? null)),
  };
}
