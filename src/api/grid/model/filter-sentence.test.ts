import { describe, expect, it } from 'vitest';
import type { GridFilter, GridSchema } from '../query-schemas';
import { formatDateTime } from '@/lib/format';
import { indexColumns } from './columns';
import {
  buildFilter,
  draftFromFilter,
  emptyDraft,
  isoToLocalInput,
  localInputToIso,
  operatorsFor,
} from './filter-draft';
import { describeFilter, sentenceText } from './filter-sentence';

const col = (
  columnId: string,
  name: string,
  type: string,
  extra: Partial<GridSchema['columns'][number]> = {},
) => ({
  columnId,
  name,
  type,
  canGroupBy: true,
  canPivot: false,
  supportedFilterOperators: ['string_contains', 'string_regex', 'is_present'],
  supportedAggregateFunctions: [],
  isIncludedByDefault: true,
  isNullable: true,
  ...extra,
});

const index = indexColumns({
  columns: [
    col('COOKIE_DOMAIN', 'Cookie domain', 'string'),
    col('STATUS_CODE', 'Status code', 'number', {
      supportedFilterOperators: ['integer_in', 'number_between'],
    }),
    col('RUN_STATUS', 'Run status', 'entity_reference', {
      supportedFilterOperators: ['integer_in'],
      isEnum: true,
      enumValues: [
        { id: 1, name: 'Completed' },
        { id: 2, name: 'Failed' },
      ],
    }),
    col('STARTED_AT', 'Started at', 'timestamp', {
      supportedFilterOperators: ['date_time_between', 'date_time_relative'],
    }),
    col('TAGS', 'Tags', 'entity_reference', {
      supportedFilterOperators: ['list_item_matches', 'integer_list_contains', 'any_column_contains'],
      isList: true,
      fields: [{ fieldName: 'id' }, { fieldName: 'name', supportedFilterOperators: ['string_contains'] }],
    }),
    col('LOAD_TIME', 'Load time', 'number', { supportedFilterOperators: ['metric_alert_any'] }),
  ],
});

const on = (columnId: string) => ({ filteredColumn: { columnId } });
const text = (filter: GridFilter) => sentenceText(describeFilter(filter, index));

describe('filters as sentences', () => {
  it('reads text conditions with their wildcards', () => {
    expect(text({ operator: 'string_contains', ...on('COOKIE_DOMAIN'), arg: 'google' })).toBe(
      'Cookie domain contains google',
    );
    expect(text({ operator: 'string_contains', ...on('COOKIE_DOMAIN'), arg: 'google', negated: true })).toBe(
      'Cookie domain does not contain google',
    );
    expect(
      text({ operator: 'string_contains', ...on('COOKIE_DOMAIN'), arg: 'www', wildcardStart: false }),
    ).toBe('Cookie domain starts with www');
    expect(
      text({ operator: 'string_contains', ...on('COOKIE_DOMAIN'), arg: '.com', wildcardEnd: false }),
    ).toBe('Cookie domain ends with .com');
    expect(
      text({
        operator: 'string_contains',
        ...on('COOKIE_DOMAIN'),
        arg: '',
        wildcardStart: false,
        wildcardEnd: false,
      }),
    ).toBe('Cookie domain is ""');
    expect(
      text({
        operator: 'string_contains_multi',
        ...on('COOKIE_DOMAIN'),
        conditionMatchMode: 'any',
        stringContainsFilters: [
          { operator: 'string_contains', arg: 'google' },
          { operator: 'string_contains', arg: 'meta' },
          { operator: 'string_contains', arg: 'x' },
        ],
      }),
    ).toBe('Cookie domain contains any of google, meta or x');
    expect(
      text({
        operator: 'string_contains_multi',
        ...on('COOKIE_DOMAIN'),
        conditionMatchMode: 'all',
        negated: true,
        stringContainsFilters: [
          { operator: 'string_contains', arg: 'a', wildcardStart: false },
          { operator: 'string_contains', arg: 'b' },
        ],
      }),
    ).toBe('Cookie domain does not match all of a* and *b*');
    expect(text({ operator: 'string_regex', ...on('COOKIE_DOMAIN'), arg: '^ads\\.' })).toBe(
      'Cookie domain matches the pattern ^ads\\.',
    );
  });

  it('reads ids by their enumeration names, and numbers as ranges', () => {
    expect(text({ operator: 'integer_in', ...on('RUN_STATUS'), args: [2] })).toBe('Run status is Failed');
    expect(text({ operator: 'integer_in', ...on('STATUS_CODE'), args: [404, 500], negated: true })).toBe(
      'Status code is none of 404 or 500',
    );
    expect(
      text({ operator: 'integer_list_contains', ...on('TAGS'), args: [1, 2], mode: 'contains_all' }),
    ).toBe('Tags includes all of 1 and 2');
    expect(text({ operator: 'number_between', ...on('STATUS_CODE'), start: 200, end: 299 })).toBe(
      'Status code is between 200 and 299',
    );
    expect(text({ operator: 'number_between', ...on('STATUS_CODE'), start: 400, startInclusive: true })).toBe(
      'Status code is at least 400',
    );
    expect(
      text({
        operator: 'number_between',
        ...on('STATUS_CODE'),
        end: 1000,
        endInclusive: false,
        negated: true,
      }),
    ).toBe('Status code is not less than 1,000');
    expect(
      text({
        operator: 'number_between',
        ...on('STATUS_CODE'),
        start: 1,
        startInclusive: false,
        end: 5,
        endInclusive: true,
      }),
    ).toBe('Status code is more than 1 and at most 5');
  });

  it('reads dates, presence, alerts and list items', () => {
    const start = '2026-03-01T08:30:00Z';
    expect(text({ operator: 'date_time_between', ...on('STARTED_AT'), start, startInclusive: false })).toBe(
      `Started at is after ${formatDateTime(start)}`,
    );
    expect(
      text({ operator: 'date_time_relative', ...on('STARTED_AT'), startDuration: 7, startUnit: 'day' }),
    ).toBe('Started at is within the last 7 days');
    expect(
      text({ operator: 'date_time_relative', ...on('STARTED_AT'), startDuration: 1, startUnit: 'week' }),
    ).toBe('Started at is within the last week');
    expect(text({ operator: 'is_present', ...on('COOKIE_DOMAIN'), negated: true })).toBe(
      'Cookie domain is not present',
    );
    expect(
      text({ operator: 'metric_alert_any', ...on('LOAD_TIME'), configured: true, triggered: true }),
    ).toBe('Load time has an alert that is configured and triggered');
    expect(
      text({
        operator: 'list_item_matches',
        ...on('TAGS'),
        mode: 'any',
        itemConditions: [{ operator: 'string_contains', fieldName: 'name', arg: 'Google' }],
      }),
    ).toBe('Tags has an item whose name contains Google');
    expect(text({ operator: 'any_column_contains', arg: 'pin' })).toBe('Any column contains pin');
    expect(text({ operator: 'is_present', filteredColumn: { columnId: 'GONE' } })).toBe('GONE is present');
  });
});

describe('the filter editor draft', () => {
  it('offers the schema’s operators, without the all-columns search', () => {
    expect(operatorsFor(index.get('TAGS')!.supportedFilterOperators)).toEqual([
      'list_item_matches',
      'integer_list_contains',
    ]);
    expect(emptyDraft(index.get('STATUS_CODE')).operator).toBe('integer_in');
  });

  it('turns a draft into a condition and back', () => {
    const filters: GridFilter[] = [
      {
        operator: 'string_contains',
        ...on('COOKIE_DOMAIN'),
        arg: 'google',
        wildcardEnd: false,
        negated: true,
      },
      { operator: 'integer_in', ...on('RUN_STATUS'), args: [1, 2] },
      { operator: 'number_between', ...on('STATUS_CODE'), start: 1, startInclusive: false },
      { operator: 'date_time_relative', ...on('STARTED_AT'), startDuration: 3, startUnit: 'hour' },
      {
        operator: 'list_item_matches',
        ...on('TAGS'),
        mode: 'all',
        itemConditions: [{ operator: 'string_contains', fieldName: 'name', arg: 'Google' }],
      },
    ];
    for (const filter of filters) expect(buildFilter(draftFromFilter(filter)).filter).toEqual(filter);
  });

  it('keeps bad input and says what is wrong at the field', () => {
    const draft = { ...emptyDraft(index.get('STATUS_CODE')), ids: ['404', 'abc'] };
    expect(buildFilter(draft)).toEqual({ errors: { ids: '"abc" is not a whole number' }, itemErrors: {} });
    expect(buildFilter({ ...draft, operator: 'number_between', start: '10', end: '2' }).errors).toEqual({
      end: 'The upper bound is below the lower bound',
    });
    expect(buildFilter({ ...emptyDraft(index.get('COOKIE_DOMAIN')), text: '' }).errors).toEqual({
      text: 'Enter the text to look for',
    });
    expect(
      buildFilter({ ...emptyDraft(index.get('COOKIE_DOMAIN')), operator: 'string_regex', text: '(' }).errors,
    ).toEqual({
      text: 'This is not a valid regular expression',
    });
    expect(buildFilter(emptyDraft()).errors).toEqual({ columnId: 'Choose a column' });
    expect(
      buildFilter({ ...emptyDraft(index.get('TAGS')), operator: 'list_item_matches' }).itemErrors,
    ).toEqual({
      operator: 'Choose how to compare',
    });
  });

  it('converts local date inputs to RFC 3339 UTC and back', () => {
    const iso = localInputToIso('2026-03-01T09:30')!;
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    expect(isoToLocalInput(iso)).toBe('2026-03-01T09:30');
    expect(localInputToIso('tomorrow')).toBeUndefined();
  });
});
