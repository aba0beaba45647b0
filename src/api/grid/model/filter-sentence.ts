import type { GridFilter, GridItemCondition, GridSchemaColumn } from '../query-schemas';
import { formatDateTime } from '@/lib/format';
import { formatDecimal } from '@/lib/format-number';
import { columnLabel, type ColumnIndex } from './columns';
import { fieldLabel } from './labels';
import { latestRunChoice } from './latest-run';

/** A condition as a sentence in three parts, so the screen can set the column and the value apart. */
export interface FilterSentence {
  /** What is tested: "Cookie domain". */
  subject: string;
  /** How: "contains", "is not one of". */
  verb: string;
  /** Against what: "google"; absent for "is present". */
  object?: string;
}

/** The sentence as one line of text: "Cookie domain contains google". */
export function sentenceText(sentence: FilterSentence): string {
  return [sentence.subject, sentence.verb, sentence.object]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
}

/** `value` as a sentence writes it ("1,234.5"). */
const formatNumber = (value: number) => formatDecimal(value, 6);

/** Text as the sentence shows it: quoted when empty or padded, so "" and " x" stay visible. */
function shown(text: string): string {
  return text === '' || text.trim() !== text ? `"${text}"` : text;
}

/** "a, b or c" / "a, b and c". */
function list(items: readonly string[], last: 'or' | 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** An id as the column names it (an enumeration's name), else the number. */
function idName(id: number, column: GridSchemaColumn | undefined): string {
  return column?.enumValues?.find((item) => item.id === id)?.name ?? String(id);
}

/** "contains", "starts with", "ends with" or "is", from the wildcard flags (both default to true). */
function containsVerb(start: boolean | undefined, end: boolean | undefined, negated: boolean): string {
  const before = start !== false;
  const after = end !== false;
  if (before && after) return negated ? 'does not contain' : 'contains';
  if (after) return negated ? 'does not start with' : 'starts with';
  if (before) return negated ? 'does not end with' : 'ends with';
  return negated ? 'is not' : 'is';
}

/** The `*text*` pattern of one string_contains: `*` where other text may stand. */
export function wildcardPattern(arg: string, start: boolean | undefined, end: boolean | undefined): string {
  return `${start !== false ? '*' : ''}${arg}${end !== false ? '*' : ''}`;
}

interface Bounds<V> {
  start?: V;
  end?: V;
  startInclusive?: boolean;
  endInclusive?: boolean;
}

/** "is between 1 and 5", "is at least 1", "is after 1 Jan 2026, 09:00"… (inclusive unless said otherwise). */
function rangeVerb<V>(
  bounds: Bounds<V>,
  show: (value: V) => string,
  words: 'number' | 'date',
): Omit<FilterSentence, 'subject'> {
  const { start, end } = bounds;
  const startIn = bounds.startInclusive !== false;
  const endIn = bounds.endInclusive !== false;
  const lower = words === 'number' ? (startIn ? 'at least' : 'more than') : startIn ? 'on or after' : 'after';
  const upper = words === 'number' ? (endIn ? 'at most' : 'less than') : endIn ? 'on or before' : 'before';
  if (start !== undefined && end !== undefined) {
    if (startIn && endIn) return { verb: 'is between', object: `${show(start)} and ${show(end)}` };
    return { verb: `is ${lower}`, object: `${show(start)} and ${upper} ${show(end)}` };
  }
  if (start !== undefined) return { verb: `is ${lower}`, object: show(start) };
  if (end !== undefined) return { verb: `is ${upper}`, object: show(end) };
  return { verb: 'is any value' };
}

/** Prefix "is …" verbs with "not" for a negated condition ("is between" → "is not between"). */
function negateIs(verb: string): string {
  return verb.startsWith('is ') ? `is not ${verb.slice(3)}` : `not ${verb}`;
}

const listModes = {
  contains_any: ['includes any of', 'includes none of'],
  contains_all: ['includes all of', 'does not include all of'],
  contains_only: ['includes only', 'does not include only'],
} as const;

const itemModes = {
  any: ['has an item whose', 'has no item whose'],
  all: ['has only items whose', 'does not have only items whose'],
  first: ['has a first item whose', 'does not have a first item whose'],
  last: ['has a last item whose', 'does not have a last item whose'],
} as const;

/** The verb and object of a condition, without its subject. */
function predicate(
  filter: GridFilter | GridItemCondition,
  column: GridSchemaColumn | undefined,
): Omit<FilterSentence, 'subject'> {
  const negated = filter.negated === true;
  switch (filter.operator) {
    case 'string_contains':
      return {
        verb: containsVerb(filter.wildcardStart, filter.wildcardEnd, negated),
        object: shown(filter.arg),
      };
    case 'string_contains_multi': {
      const plain = filter.stringContainsFilters.every(
        (item) => item.wildcardStart !== false && item.wildcardEnd !== false,
      );
      const args = filter.stringContainsFilters.map((item) =>
        plain ? shown(item.arg) : wildcardPattern(item.arg, item.wildcardStart, item.wildcardEnd),
      );
      const base = plain ? 'contains' : 'matches';
      if (filter.conditionMatchMode === 'all') {
        return {
          verb: negated ? `does not ${base === 'contains' ? 'contain' : 'match'} all of` : `${base} all of`,
          object: list(args, 'and'),
        };
      }
      return { verb: negated ? `${base} none of` : `${base} any of`, object: list(args, 'or') };
    }
    case 'string_regex':
      return { verb: negated ? 'does not match the pattern' : 'matches the pattern', object: filter.arg };
    case 'integer_in': {
      const names = filter.args.map((id) => idName(id, column));
      if (names.length === 1) return { verb: negated ? 'is not' : 'is', object: names[0] };
      return { verb: negated ? 'is none of' : 'is one of', object: list(names, 'or') };
    }
    case 'integer_list_contains': {
      const names = filter.args.map((id) => idName(id, column));
      return {
        verb: listModes[filter.mode][negated ? 1 : 0],
        object: list(names, filter.mode === 'contains_any' ? 'or' : 'and'),
      };
    }
    case 'number_between': {
      const range = rangeVerb(filter, formatNumber, 'number');
      return negated ? { ...range, verb: negateIs(range.verb) } : range;
    }
    case 'date_time_between': {
      const range = rangeVerb(filter, (value) => formatDateTime(value), 'date');
      return negated ? { ...range, verb: negateIs(range.verb) } : range;
    }
    case 'date_time_relative': {
      const unit = filter.startDuration === 1 ? filter.startUnit : `${filter.startUnit}s`;
      return {
        verb: negated ? 'is not within the last' : 'is within the last',
        object: filter.startDuration === 1 ? unit : `${formatNumber(filter.startDuration)} ${unit}`,
      };
    }
    case 'is_present':
      return { verb: negated ? 'is not present' : 'is present' };
    case 'metric_alert_any': {
      const states = [
        filter.configured ? 'configured' : undefined,
        filter.triggered ? 'triggered' : undefined,
        filter.subscribed ? 'subscribed to' : undefined,
      ].filter((state): state is string => state !== undefined);
      if (states.length === 0) return { verb: negated ? 'has no alert' : 'has an alert' };
      return { verb: negated ? 'has no alert that is' : 'has an alert that is', object: list(states, 'and') };
    }
  }
  return { verb: negated ? 'does not match' : 'matches' };
}

/** A condition that names a column (every one but the all-columns search). */
type ColumnCondition = Exclude<GridFilter, { operator: 'any_column_contains' }> | GridItemCondition;

/** The subject of a condition: its column's name, with the reference field when one is given ("Audit name"). */
function subjectOf(filter: ColumnCondition, index: ColumnIndex): string {
  const column = filter.filteredColumn ? columnLabel(filter.filteredColumn, index) : undefined;
  const field = filter.fieldName ? fieldLabel(filter.fieldName) : undefined;
  if (column && field) return `${column} ${field}`;
  return column ?? (field ? capitalize(field) : 'Value');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The schema column a condition tests, if it names a plain column. */
function filteredSchemaColumn(filter: ColumnCondition, index: ColumnIndex): GridSchemaColumn | undefined {
  const target = filter.filteredColumn;
  return target && 'columnId' in target && typeof target.columnId === 'string'
    ? index.get(target.columnId)
    : undefined;
}

/**
 * A condition as a readable sentence: "Cookie domain contains google", "Status code is not one of 404 or 500";
 * the latest-run condition as what it keeps ("Latest run only").
 */
export function describeFilter(filter: GridFilter, index: ColumnIndex): FilterSentence {
  const runs = latestRunChoice(filter);
  if (runs) return { subject: runs === 'latest' ? 'Latest run only' : 'Earlier runs only', verb: '' };
  if (filter.operator === 'any_column_contains') {
    return {
      subject: 'Any column',
      verb: filter.negated ? 'does not contain' : 'contains',
      object: shown(filter.arg),
    };
  }
  const subject = subjectOf(filter, index);
  const column = filteredSchemaColumn(filter, index);
  if (filter.operator === 'list_item_matches') {
    const [item] = filter.itemConditions;
    const mode = itemModes[filter.mode][filter.negated ? 1 : 0];
    if (!item) return { subject, verb: mode };
    const itemSubject = item.fieldName ? fieldLabel(item.fieldName) : 'value';
    const itemColumn = column?.fields?.some((field) => field.fieldName === item.fieldName)
      ? undefined
      : column;
    const inner = predicate(item, itemColumn);
    return { subject, verb: `${mode} ${itemSubject} ${inner.verb}`, object: inner.object };
  }
  return { subject, ...predicate(filter, column) };
}
