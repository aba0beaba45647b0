import { format, isValid } from 'date-fns';
import {
  gridFilterOperators,
  gridReferenceFields,
  type GridFilter,
  type GridFilterOperator,
  type GridItemCondition,
  type GridReferenceField,
  type GridSchemaColumn,
  type GridStringContains,
} from '../query-schemas';

type RelativeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month';
type ListContainsMode = 'contains_any' | 'contains_all' | 'contains_only';
type ListItemMode = 'any' | 'all' | 'first' | 'last';

/** A condition as the editor holds it: every input as typed, so a bad value stays on screen with its message. */
export interface FilterDraft {
  /** The column tested ('' inside a list item condition). */
  columnId: string;
  /** Entity reference field ('' for the whole value). */
  fieldName: string;
  operator: GridFilterOperator | '';
  negated: boolean;
  /** `string_contains`, `string_regex`. */
  text: string;
  wildcardStart: boolean;
  wildcardEnd: boolean;
  /** `string_contains_multi`. */
  texts: string[];
  matchMode: 'all' | 'any';
  /** `integer_in`, `integer_list_contains`: ids as typed (or enumeration ids). */
  ids: string[];
  listMode: ListContainsMode;
  /** `number_between` (numbers as typed) and `date_time_between` (`YYYY-MM-DDTHH:mm`, local time). */
  start: string;
  end: string;
  startInclusive: boolean;
  endInclusive: boolean;
  /** `date_time_relative`. */
  duration: string;
  unit: RelativeUnit;
  /** `metric_alert_any`. */
  configured: boolean;
  triggered: boolean;
  subscribed: boolean;
  /** `list_item_matches`: the mode and the one item condition. */
  itemMode: ListItemMode;
  item: FilterDraft | null;
}

/** Messages for the editor's fields, by field. */
export type DraftErrors = Partial<
  Record<'columnId' | 'operator' | 'text' | 'texts' | 'ids' | 'start' | 'end' | 'duration', string>
>;

/** The operators the editor offers for a column: the schema's, without the all-columns search. */
export function operatorsFor(supported: readonly string[] | undefined): GridFilterOperator[] {
  const known = new Set<string>(gridFilterOperators);
  return (supported ?? []).filter(
    (operator): operator is GridFilterOperator => known.has(operator) && operator !== 'any_column_contains',
  );
}

/** A fresh draft for a column (its first operator), or for nothing yet. */
export function emptyDraft(column?: GridSchemaColumn): FilterDraft {
  return {
    columnId: column?.columnId ?? '',
    fieldName: '',
    operator: operatorsFor(column?.supportedFilterOperators)[0] ?? '',
    negated: false,
    text: '',
    wildcardStart: true,
    wildcardEnd: true,
    texts: [],
    matchMode: 'any',
    ids: [],
    listMode: 'contains_any',
    start: '',
    end: '',
    startInclusive: true,
    endInclusive: true,
    duration: '7',
    unit: 'day',
    configured: true,
    triggered: false,
    subscribed: false,
    itemMode: 'any',
    item: null,
  };
}

/** `2026-03-01T09:30` (local) → `2026-03-01T08:30:00Z`; undefined when the text is no date. */
export function localInputToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const date = new Date(value);
  return isValid(date) ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined;
}

/** An RFC 3339 date-time as a `datetime-local` input value in local time. */
export function isoToLocalInput(value: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

const referenceFields = new Set<string>(gridReferenceFields);

/** The draft of an existing condition (to edit it). */
export function draftFromFilter(filter: GridFilter | GridItemCondition): FilterDraft {
  const draft = emptyDraft();
  if (filter.operator === 'any_column_contains')
    return { ...draft, operator: filter.operator, text: filter.arg };
  const target = filter.filteredColumn;
  draft.columnId =
    target && 'columnId' in target && typeof target.columnId === 'string' ? target.columnId : '';
  draft.fieldName = filter.fieldName ?? '';
  draft.operator = filter.operator;
  draft.negated = filter.negated === true;
  switch (filter.operator) {
    case 'string_contains':
      return {
        ...draft,
        text: filter.arg,
        wildcardStart: filter.wildcardStart !== false,
        wildcardEnd: filter.wildcardEnd !== false,
      };
    case 'string_contains_multi':
      return {
        ...draft,
        texts: filter.stringContainsFilters.map((item) => item.arg),
        matchMode: filter.conditionMatchMode,
      };
    case 'string_regex':
      return { ...draft, text: filter.arg };
    case 'integer_in':
      return { ...draft, ids: filter.args.map(String) };
    case 'integer_list_contains':
      return { ...draft, ids: filter.args.map(String), listMode: filter.mode };
    case 'number_between':
      return {
        ...draft,
        start: filter.start === undefined ? '' : String(filter.start),
        end: filter.end === undefined ? '' : String(filter.end),
        startInclusive: filter.startInclusive !== false,
        endInclusive: filter.endInclusive !== false,
      };
    case 'date_time_between':
      return {
        ...draft,
        start: isoToLocalInput(filter.start),
        end: isoToLocalInput(filter.end),
        startInclusive: filter.startInclusive !== false,
        endInclusive: filter.endInclusive !== false,
      };
    case 'date_time_relative':
      return { ...draft, duration: String(filter.startDuration), unit: filter.startUnit };
    case 'metric_alert_any':
      return {
        ...draft,
        configured: filter.configured === true,
        triggered: filter.triggered === true,
        subscribed: filter.subscribed === true,
      };
    case 'list_item_matches': {
      const [item] = filter.itemConditions;
      return { ...draft, itemMode: filter.mode, item: item ? draftFromFilter(item) : null };
    }
    default:
      return draft;
  }
}

/** What the editor's draft makes: the condition, or the messages to show at the fields. */
export interface DraftResult {
  filter?: GridFilter;
  errors: DraftErrors;
  itemErrors: DraftErrors;
}

const parseNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** Parse the ids of `integer_in` / `integer_list_contains`; a message when one is not a whole number. */
function parseIds(ids: readonly string[]): { args?: number[]; error?: string } {
  if (ids.length === 0) return { error: 'Choose at least one value' };
  const args = ids.map((id) => Number(id.trim()));
  const bad = ids.find((id, i) => id.trim() === '' || !Number.isSafeInteger(args[i]));
  return bad === undefined ? { args } : { error: `"${bad}" is not a whole number` };
}

/** The operator-specific part of a condition, or the field messages. */
function buildCondition(draft: FilterDraft): { condition?: GridItemCondition; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const base = {
    ...(draft.negated ? { negated: true } : {}),
    ...(draft.fieldName && referenceFields.has(draft.fieldName)
      ? { fieldName: draft.fieldName as GridReferenceField }
      : {}),
  };
  switch (draft.operator) {
    case '':
      return { errors: { operator: 'Choose how to compare' } };
    case 'string_contains': {
      if (draft.text === '' && (draft.wildcardStart || draft.wildcardEnd))
        errors.text = 'Enter the text to look for';
      const condition: GridStringContains = { ...base, operator: 'string_contains', arg: draft.text };
      if (!draft.wildcardStart) condition.wildcardStart = false;
      if (!draft.wildcardEnd) condition.wildcardEnd = false;
      return Object.keys(errors).length ? { errors } : { condition, errors };
    }
    case 'string_contains_multi': {
      const texts = draft.texts.filter((text) => text !== '');
      if (texts.length === 0) return { errors: { texts: 'Enter at least one text' } };
      return {
        condition: {
          ...base,
          operator: 'string_contains_multi',
          conditionMatchMode: draft.matchMode,
          stringContainsFilters: texts.map((arg) => ({ operator: 'string_contains', arg })),
        },
        errors,
      };
    }
    case 'string_regex': {
      if (draft.text === '') return { errors: { text: 'Enter a regular expression' } };
      try {
        new RegExp(draft.text);
      } catch {
        return { errors: { text: 'This is not a valid regular expression' } };
      }
      return { condition: { ...base, operator: 'string_regex', arg: draft.text }, errors };
    }
    case 'integer_in':
    case 'integer_list_contains': {
      const { args, error } = parseIds(draft.ids);
      if (!args) return { errors: { ids: error } };
      return draft.operator === 'integer_in'
        ? { condition: { ...base, operator: 'integer_in', args }, errors }
        : { condition: { ...base, operator: 'integer_list_contains', args, mode: draft.listMode }, errors };
    }
    case 'number_between': {
      const start = parseNumber(draft.start);
      const end = parseNumber(draft.end);
      if (start !== undefined && !Number.isFinite(start)) errors.start = 'Enter a number';
      if (end !== undefined && !Number.isFinite(end)) errors.end = 'Enter a number';
      if (start === undefined && end === undefined) errors.start = 'Enter a lower or an upper bound';
      if (start !== undefined && end !== undefined && start > end)
        errors.end = 'The upper bound is below the lower bound';
      if (Object.keys(errors).length) return { errors };
      return { condition: { ...base, operator: 'number_between', ...bounds(draft, start, end) }, errors };
    }
    case 'date_time_between': {
      const start = draft.start === '' ? undefined : localInputToIso(draft.start);
      const end = draft.end === '' ? undefined : localInputToIso(draft.end);
      if (draft.start !== '' && start === undefined) errors.start = 'Enter a date and time';
      if (draft.end !== '' && end === undefined) errors.end = 'Enter a date and time';
      if (draft.start === '' && draft.end === '') errors.start = 'Enter a start or an end';
      if (start && end && start > end) errors.end = 'The end is before the start';
      if (Object.keys(errors).length) return { errors };
      return { condition: { ...base, operator: 'date_time_between', ...bounds(draft, start, end) }, errors };
    }
    case 'date_time_relative': {
      const duration = parseNumber(draft.duration);
      if (duration === undefined || !Number.isSafeInteger(duration) || duration < 0) {
        return { errors: { duration: 'Enter a whole number of 0 or more' } };
      }
      return {
        condition: {
          ...base,
          operator: 'date_time_relative',
          startDuration: duration,
          startUnit: draft.unit,
        },
        errors,
      };
    }
    case 'is_present':
      return { condition: { ...base, operator: 'is_present' }, errors };
    case 'metric_alert_any':
      return {
        condition: {
          ...base,
          operator: 'metric_alert_any',
          ...(draft.configured ? { configured: true } : {}),
          ...(draft.triggered ? { triggered: true } : {}),
          ...(draft.subscribed ? { subscribed: true } : {}),
        },
        errors,
      };
    default:
      return { errors: { operator: 'This comparison is not available here' } };
  }
}

/** Bounds with their inclusive flags, leaving out a missing bound. */
function bounds<V>(draft: FilterDraft, start: V | undefined, end: V | undefined) {
  return {
    ...(start !== undefined ? { start, startInclusive: draft.startInclusive } : {}),
    ...(end !== undefined ? { end, endInclusive: draft.endInclusive } : {}),
  };
}

/** Turn the editor's draft into a condition on `draft.columnId`, or the messages to show. */
export function buildFilter(draft: FilterDraft): DraftResult {
  if (draft.columnId === '') return { errors: { columnId: 'Choose a column' }, itemErrors: {} };
  const filteredColumn = { columnId: draft.columnId };
  if (draft.operator === 'list_item_matches') {
    const item = draft.item ? buildCondition(draft.item) : { errors: { operator: 'Choose how to compare' } };
    if (!item.condition) return { errors: {}, itemErrors: item.errors };
    if (draft.negated && item.condition.negated) {
      return {
        errors: {},
        itemErrors: { operator: 'A negated list condition cannot hold a negated item condition' },
      };
    }
    return {
      filter: {
        ...(draft.negated ? { negated: true } : {}),
        operator: 'list_item_matches',
        filteredColumn,
        mode: draft.itemMode,
        itemConditions: [item.condition],
      },
      errors: {},
      itemErrors: {},
    };
  }
  const { condition, errors } = buildCondition(draft);
  return condition
    ? { filter: { ...condition, filteredColumn }, errors: {}, itemErrors: {} }
    : { errors, itemErrors: {} };
}
