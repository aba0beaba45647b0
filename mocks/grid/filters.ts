import type {
  GridCell,
  GridFilter,
  GridItemCondition,
  GridSchemaColumn,
  GridStringContains,
} from '@/api/grid/query-schemas';
import { cellText, fieldIndex, fieldNames, fieldOf, isPresent, itemsOf } from './cells';
import type { Issues } from './issues';

/** Whether one value passes a condition; `row` (its row in the column's values) enables cached text. */
export type CellPredicate = (cell: GridCell, row?: number) => boolean;
type Path = ReadonlyArray<string | number>;
/** A condition that targets one column (every operator but any_column_contains). */
export type ColumnCondition = Exclude<GridFilter, { operator: 'any_column_contains' }>;

const UNIT_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 } as const;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `string_contains` on lower-case text: `*arg*` by default; `wildcardStart: false` anchors the
 * start, `wildcardEnd: false` the end; a `*` inside the argument matches any run of characters.
 */
export function stringMatcher(filter: GridStringContains): (lowerText: string) => boolean {
  const arg = filter.arg.toLowerCase();
  const start = filter.wildcardStart ?? true;
  const end = filter.wildcardEnd ?? true;
  if (!arg.includes('*')) {
    if (start && end) return (text) => text.includes(arg);
    if (start) return (text) => text.endsWith(arg);
    if (end) return (text) => text.startsWith(arg);
    return (text) => text === arg;
  }
  const body = arg.split('*').map(escapeRegex).join('.*');
  const pattern = new RegExp(`${start ? '' : '^'}${body}${end ? '' : '$'}`, 's');
  return (text) => pattern.test(text);
}

/** Whether a column holds entity references (`[id, name]` values whose fields filters read). */
export const isReference = (def: GridSchemaColumn) =>
  def.type === 'entity_reference' && !def.isEnum && !def.isList;

/** Which field of a reference a condition reads: the one named, else `name` for text and `id` for numbers. */
function referenceField(
  def: GridSchemaColumn,
  fieldName: string | undefined,
  wantsText: boolean,
  path: Path,
  issues: Issues,
): number | undefined {
  const names = fieldNames(def);
  const chosen =
    fieldName ??
    (wantsText ? (names.find((name) => name !== 'id') ?? names[0]) : names.includes('id') ? 'id' : names[0]);
  const index = chosen === undefined ? -1 : fieldIndex(def, chosen);
  if (index < 0)
    return issues.add(
      [...path, 'fieldName'],
      `Column ${def.columnId} has no field "${chosen ?? ''}"`,
      'unknown_field',
    );
  return index;
}

const lowerTexts = new WeakMap<readonly GridCell[], Array<string | null>>();

/** Every value of a column as lower-case text, computed once per column. */
export function lowerTextsOf(def: GridSchemaColumn, values: readonly GridCell[]): Array<string | null> {
  let texts = lowerTexts.get(values);
  if (!texts) {
    texts = values.map((cell) => (cell === null ? null : cellText(def, cell).toLowerCase()));
    lowerTexts.set(values, texts);
  }
  return texts;
}

type TextReader = (cell: GridCell, row?: number) => string | null;

/**
 * How a condition reads text (lower-case unless told otherwise) from a value, or undefined after
 * recording why it cannot. With the column's `values`, lower-case text is read from a cache by row.
 */
function textOf(
  def: GridSchemaColumn,
  fieldName: string | undefined,
  path: Path,
  issues: Issues,
  options: { lower?: boolean; values?: readonly GridCell[] } = {},
): TextReader | undefined {
  const lower = options.lower ?? true;
  const cased = (text: string) => (lower ? text.toLowerCase() : text);
  if (isReference(def)) {
    const index = referenceField(def, fieldName, true, path, issues);
    if (index === undefined) return undefined;
    return (cell) => {
      const value = fieldOf(cell, index);
      return value === null ? null : cased(String(value));
    };
  }
  if (fieldName !== undefined)
    return issues.add([...path, 'fieldName'], `Column ${def.columnId} has no fields`, 'unknown_field');
  const values = options.values;
  if (lower && values) {
    const texts = lowerTextsOf(def, values);
    return (cell, row) =>
      row === undefined ? (cell === null ? null : cellText(def, cell).toLowerCase()) : texts[row]!;
  }
  return (cell) => (cell === null ? null : cased(cellText(def, cell)));
}

/** How a condition reads a number (a reference's id) from a value. */
function numberOf(def: GridSchemaColumn, fieldName: string | undefined, path: Path, issues: Issues) {
  if (isReference(def)) {
    const index = referenceField(def, fieldName, false, path, issues);
    if (index === undefined) return undefined;
    return (cell: GridCell) => {
      const value = fieldOf(cell, index);
      return typeof value === 'number' ? value : null;
    };
  }
  if (fieldName !== undefined)
    return issues.add([...path, 'fieldName'], `Column ${def.columnId} has no fields`, 'unknown_field');
  return (cell: GridCell) => (typeof cell === 'number' ? cell : null);
}

function normalizeInstant(value: string): string {
  return new Date(Date.parse(value)).toISOString();
}

/** Lower and upper bound checks of a range (inclusive unless told otherwise). */
function between<T extends number | string>(
  start: T | undefined,
  startInclusive: boolean | undefined,
  end: T | undefined,
  endInclusive: boolean | undefined,
) {
  return (value: T) =>
    (start === undefined || (startInclusive === false ? value > start : value >= start)) &&
    (end === undefined || (endInclusive === false ? value < end : value <= end));
}

/** `now` minus a relative duration; months are calendar months. */
function relativeStart(
  now: number,
  duration: number,
  unit: 'minute' | 'hour' | 'day' | 'week' | 'month',
): number {
  if (unit !== 'month') return now - duration * UNIT_MS[unit];
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - duration);
  return date.getTime();
}

/**
 * Compile one condition on a column into a predicate on its values, checking that the column
 * supports the operator; records issues and returns undefined when it cannot.
 */
export function compileCondition(
  condition: ColumnCondition | GridItemCondition,
  def: GridSchemaColumn,
  path: Path,
  issues: Issues,
  now: number,
  values?: readonly GridCell[],
): CellPredicate | undefined {
  if (!def.supportedFilterOperators.includes(condition.operator))
    return issues.add(
      [...path, 'operator'],
      `Column ${def.columnId} does not support the ${condition.operator} filter`,
      'unsupported_operator',
    );
  const predicate = compileOperator(condition, def, path, issues, now, values);
  if (!predicate) return undefined;
  return condition.negated ? (cell, row) => !predicate(cell, row) : predicate;
}

function compileOperator(
  condition: ColumnCondition | GridItemCondition,
  def: GridSchemaColumn,
  path: Path,
  issues: Issues,
  now: number,
  values: readonly GridCell[] | undefined,
): CellPredicate | undefined {
  switch (condition.operator) {
    case 'string_contains': {
      const text = textOf(def, condition.fieldName, path, issues, { values });
      const matches = stringMatcher(condition);
      return (
        text &&
        ((cell, row) => {
          const value = text(cell, row);
          return value !== null && matches(value);
        })
      );
    }
    case 'string_contains_multi': {
      const text = textOf(def, condition.fieldName, path, issues, { values });
      const parts = condition.stringContainsFilters.map((filter) => {
        const matches = stringMatcher(filter);
        return filter.negated ? (value: string) => !matches(value) : matches;
      });
      const all = condition.conditionMatchMode === 'all';
      return (
        text &&
        ((cell, row) => {
          const value = text(cell, row);
          if (value === null) return false;
          return all ? parts.every((part) => part(value)) : parts.some((part) => part(value));
        })
      );
    }
    case 'string_regex': {
      // Regular expressions see the original case.
      const text = textOf(def, condition.fieldName, path, issues, { lower: false });
      let pattern: RegExp;
      try {
        pattern = new RegExp(condition.arg);
      } catch (error) {
        return issues.add(
          [...path, 'arg'],
          `Not a valid regular expression: ${(error as Error).message}`,
          'invalid_regex',
        );
      }
      return (
        text &&
        ((cell) => {
          const value = text(cell);
          return value !== null && pattern.test(value);
        })
      );
    }
    case 'integer_in': {
      const read = numberOf(def, condition.fieldName, path, issues);
      const wanted = new Set(condition.args);
      return (
        read &&
        ((cell) => {
          const value = read(cell);
          return value !== null && wanted.has(value);
        })
      );
    }
    case 'integer_list_contains': {
      const idAt = def.fields && def.fields.length > 1 ? fieldIndex(def, 'id') : -1;
      const wanted = new Set(condition.args);
      return (cell) => {
        const ids = new Set(itemsOf(cell).map((item) => (idAt >= 0 ? fieldOf(item, idAt) : item)));
        if (condition.mode === 'contains_any') return [...wanted].some((id) => ids.has(id));
        const hasAll = [...wanted].every((id) => ids.has(id));
        if (condition.mode === 'contains_all') return hasAll;
        return hasAll && [...ids].every((id) => typeof id === 'number' && wanted.has(id));
      };
    }
    case 'number_between': {
      if (condition.start === undefined && condition.end === undefined)
        return issues.add(path, 'Give a start, an end or both', 'missing_bound');
      const read = numberOf(def, condition.fieldName, path, issues);
      const inRange = between(
        condition.start,
        condition.startInclusive,
        condition.end,
        condition.endInclusive,
      );
      return (
        read &&
        ((cell) => {
          const value = read(cell);
          return value !== null && inRange(value);
        })
      );
    }
    case 'date_time_between': {
      if (condition.start === undefined && condition.end === undefined)
        return issues.add(path, 'Give a start, an end or both', 'missing_bound');
      const inRange = between(
        condition.start === undefined ? undefined : normalizeInstant(condition.start),
        condition.startInclusive,
        condition.end === undefined ? undefined : normalizeInstant(condition.end),
        condition.endInclusive,
      );
      // Timestamps are RFC 3339 UTC text of one shape, so text order is time order.
      return (cell) => typeof cell === 'string' && cell !== '' && inRange(cell);
    }
    case 'date_time_relative': {
      const from = new Date(relativeStart(now, condition.startDuration, condition.startUnit)).toISOString();
      const to = new Date(now).toISOString();
      return (cell) => typeof cell === 'string' && cell >= from && cell <= to;
    }
    case 'is_present':
      return isPresent;
    case 'list_item_matches':
      return listItemMatches(condition, def, path, issues, now);
    default:
      return issues.add(
        [...path, 'operator'],
        `The ${condition.operator} filter is not supported here`,
        'unsupported_operator',
      );
  }
}

function listItemMatches(
  condition: Extract<ColumnCondition, { operator: 'list_item_matches' }>,
  def: GridSchemaColumn,
  path: Path,
  issues: Issues,
  now: number,
): CellPredicate | undefined {
  if ((condition.mode === 'first' || condition.mode === 'last') && !def.isListOrdered)
    return issues.add(
      [...path, 'mode'],
      `The items of ${def.columnId} have no order: use "any" or "all"`,
      'unsupported_mode',
    );
  const item = condition.itemConditions[0]!;
  const itemPath = [...path, 'itemConditions', 0];
  if (condition.negated && item.negated)
    return issues.add(
      [...itemPath, 'negated'],
      'A negated list filter cannot have a negated item condition',
      'double_negation',
    );
  const fields = def.fields ?? [];
  const wantsText = item.operator.startsWith('string_');
  const field =
    fields.find((candidate) => candidate.fieldName === item.fieldName) ??
    (item.fieldName === undefined
      ? (fields.find((candidate) =>
          wantsText ? candidate.fieldName !== 'id' : candidate.fieldName === 'id',
        ) ?? fields[0])
      : undefined);
  if (!field)
    return issues.add(
      [...itemPath, 'fieldName'],
      `Column ${def.columnId} has no field "${item.fieldName ?? ''}"`,
      'unknown_field',
    );
  const itemDef: GridSchemaColumn =
    fields.length > 1
      ? {
          ...def,
          isList: false,
          isEnum: false,
          supportedFilterOperators: field.supportedFilterOperators ?? [],
        }
      : {
          ...def,
          isList: false,
          type: field.fieldName === 'id' ? 'id' : 'string',
          fields: undefined,
          supportedFilterOperators: field.supportedFilterOperators ?? [],
        };
  const matches = compileCondition(
    fields.length > 1
      ? { ...item, fieldName: field.fieldName as typeof item.fieldName }
      : { ...item, fieldName: undefined },
    itemDef,
    itemPath,
    issues,
    now,
  );
  if (!matches) return undefined;
  return (cell) => {
    const items = itemsOf(cell);
    switch (condition.mode) {
      case 'any':
        return items.some((item) => matches(item));
      case 'all':
        return items.length > 0 && items.every((item) => matches(item));
      case 'first':
        return items.length > 0 && matches(items[0]!);
      default:
        return items.length > 0 && matches(items[items.length - 1]!);
    }
  };
}
