// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GridFilter, GridRequest, GridResponse } from '@/api/grid/query-schemas';
import { MockHttpError } from '../lib/errors';
import { fixtureTable, urls } from './fixture-table';
import { queryTable, type QueryOptions } from './query';
import type { GridIssue } from './issues';

const table = fixtureTable();
const run = (request: GridRequest, options?: QueryOptions) => queryTable(table, request, options);

/** Rows (by fixture row number) that pass the conditions. */
function matching(
  conditions: GridFilter[],
  conditionMatchMode?: 'all' | 'any',
  options?: QueryOptions,
): number[] {
  const answer = run(
    { columns: [{ columnId: 'FINAL_PAGE_URL' }], filters: { conditions, conditionMatchMode } },
    options,
  );
  return answer.rows.map((row) => urls.indexOf(row[0] as string));
}

const on = (columnId: string) => ({ filteredColumn: { columnId } });

/** The issues of the 400 a request answers. */
function issuesOf(request: GridRequest): GridIssue[] {
  try {
    run(request);
  } catch (error) {
    expect(error).toBeInstanceOf(MockHttpError);
    const failure = error as MockHttpError;
    expect(failure.status).toBe(400);
    return (failure.validationReport as { issues: GridIssue[] }).issues;
  }
  throw new Error('Expected a 400');
}

describe('string filters', () => {
  it('string_contains is case-insensitive *arg* by default, anchored by the wildcard flags', () => {
    const url = on('FINAL_PAGE_URL');
    expect(matching([{ operator: 'string_contains', ...url, arg: 'PRODUCTS' }])).toEqual([1, 2, 4]);
    expect(
      matching([{ operator: 'string_contains', ...url, arg: 'https://b', wildcardStart: false }]),
    ).toEqual([2, 3]);
    expect(matching([{ operator: 'string_contains', ...url, arg: 'stove', wildcardEnd: false }])).toEqual([
      4,
    ]);
    expect(
      matching([
        {
          operator: 'string_contains',
          ...url,
          arg: 'https://a.com/',
          wildcardStart: false,
          wildcardEnd: false,
        },
      ]),
    ).toEqual([0]);
  });

  it('a * inside the argument matches any run of characters', () => {
    const url = on('FINAL_PAGE_URL');
    expect(matching([{ operator: 'string_contains', ...url, arg: 'a.com/*tents' }])).toEqual([1]);
    expect(
      matching([
        {
          operator: 'string_contains',
          ...url,
          arg: 'https://*/products/*',
          wildcardStart: false,
          wildcardEnd: false,
        },
      ]),
    ).toEqual([1, 2, 4]);
  });

  it('negated keeps the rows that do not match, blanks included', () => {
    expect(
      matching([{ operator: 'string_contains', ...on('FINAL_PAGE_URL'), arg: 'products', negated: true }]),
    ).toEqual([0, 3, 5]);
    expect(matching([{ operator: 'string_contains', ...on('PAGE_TITLE'), arg: 'o', negated: true }])).toEqual(
      [1, 3, 5],
    );
  });

  it('string_contains_multi combines its parts with any or all', () => {
    const url = on('FINAL_PAGE_URL');
    const part = (arg: string) => ({ operator: 'string_contains' as const, arg });
    expect(
      matching([
        {
          operator: 'string_contains_multi',
          ...url,
          conditionMatchMode: 'any',
          stringContainsFilters: [part('tents'), part('boots')],
        },
      ]),
    ).toEqual([1, 2]);
    expect(
      matching([
        {
          operator: 'string_contains_multi',
          ...url,
          conditionMatchMode: 'all',
          stringContainsFilters: [part('products'), part('b.com')],
        },
      ]),
    ).toEqual([2]);
  });

  it('string_regex searches with the original case', () => {
    expect(
      matching([{ operator: 'string_regex', ...on('FINAL_PAGE_URL'), arg: '^https://[ab]\\.com/$' }]),
    ).toEqual([0]);
    expect(matching([{ operator: 'string_regex', ...on('FINAL_PAGE_URL'), arg: '^HTTPS' }])).toEqual([]);
  });

  it('reads the name of a reference, or the field named by fieldName', () => {
    expect(matching([{ operator: 'string_contains', ...on('AUDIT'), arg: 'audit b' }])).toEqual([2, 3]);
    expect(matching([{ operator: 'string_contains', ...on('AUDIT'), fieldName: 'name', arg: 'C' }])).toEqual([
      4, 5,
    ]);
  });
});

describe('number, id and enumeration filters', () => {
  it('integer_in matches numbers, enumeration ids, reference ids and ids', () => {
    expect(matching([{ operator: 'integer_in', ...on('FINAL_PAGE_STATUS_CODE'), args: [200, 301] }])).toEqual(
      [0, 2, 3, 4],
    );
    expect(matching([{ operator: 'integer_in', ...on('AUDIT_RUN_COMPLETION_STATUS'), args: [3] }])).toEqual([
      1, 5,
    ]);
    expect(matching([{ operator: 'integer_in', ...on('AUDIT'), args: [2] }])).toEqual([2, 3]);
    expect(matching([{ operator: 'integer_in', ...on('AUDIT_ID'), args: [1, 3] }])).toEqual([0, 1, 4, 5]);
  });

  it('number_between is inclusive unless told otherwise and never matches a blank', () => {
    const load = on('PAGE_LOAD_TIME');
    expect(matching([{ operator: 'number_between', ...load, start: 1000, end: 3000 }])).toEqual([0, 1, 2]);
    expect(
      matching([{ operator: 'number_between', ...load, start: 1000, startInclusive: false, end: 3000 }]),
    ).toEqual([1, 2]);
    expect(
      matching([
        {
          operator: 'number_between',
          ...load,
          start: 1000,
          startInclusive: false,
          end: 3000,
          endInclusive: false,
        },
      ]),
    ).toEqual([2]);
    expect(matching([{ operator: 'number_between', ...load, start: 3000 }])).toEqual([1, 4]);
    expect(
      matching([
        { operator: 'number_between', ...on('PAGE_CUMULATIVE_LAYOUT_SHIFT'), start: 0.1, end: 0.25 },
      ]),
    ).toEqual([0, 1, 5]);
  });

  it('is_present skips nulls, blank text and empty lists', () => {
    expect(matching([{ operator: 'is_present', ...on('PAGE_TITLE') }])).toEqual([0, 1, 2, 4, 5]);
    expect(matching([{ operator: 'is_present', ...on('PAGE_TITLE'), negated: true }])).toEqual([3]);
    expect(matching([{ operator: 'is_present', ...on('LABELS') }])).toEqual([0, 1, 3, 4]);
    expect(matching([{ operator: 'is_present', ...on('PAGE_LOAD_TIME'), negated: true }])).toEqual([5]);
  });
});

describe('date filters', () => {
  const at = on('RUN_STARTED_AT');
  it('date_time_between compares instants, with offsets and exclusive ends', () => {
    expect(
      matching([
        { operator: 'date_time_between', ...at, start: '2026-01-01T00:00:00Z', end: '2026-01-03T00:00:00Z' },
      ]),
    ).toEqual([0, 1, 2]);
    expect(
      matching([
        {
          operator: 'date_time_between',
          ...at,
          start: '2026-01-01T00:00:00Z',
          end: '2026-01-03T00:00:00Z',
          endInclusive: false,
        },
      ]),
    ).toEqual([0, 1]);
    expect(matching([{ operator: 'date_time_between', ...at, start: '2026-01-02T13:00:00+01:00' }])).toEqual([
      1, 2, 4,
    ]);
  });

  it('date_time_relative keeps the last N units before now', () => {
    const now = { now: Date.parse('2026-01-05T12:00:00Z') };
    const relative = (startDuration: number, startUnit: 'hour' | 'day' | 'week' | 'month'): GridFilter => ({
      operator: 'date_time_relative',
      ...at,
      startDuration,
      startUnit,
    });
    expect(matching([relative(3, 'day')], 'all', now)).toEqual([1, 2, 4]);
    expect(matching([relative(12, 'hour')], 'all', now)).toEqual([4]);
    expect(matching([relative(1, 'week')], 'all', now)).toEqual([0, 1, 2, 4, 5]);
    expect(matching([relative(1, 'month')], 'all', now)).toEqual([0, 1, 2, 4, 5]);
  });
});

describe('list filters', () => {
  it('integer_list_contains: any, all or only the given ids', () => {
    const tags = on('TAGS');
    expect(
      matching([{ operator: 'integer_list_contains', ...tags, args: [100, 101], mode: 'contains_any' }]),
    ).toEqual([0, 1, 2, 4, 5]);
    expect(
      matching([{ operator: 'integer_list_contains', ...tags, args: [100, 101], mode: 'contains_all' }]),
    ).toEqual([0, 4]);
    expect(
      matching([{ operator: 'integer_list_contains', ...tags, args: [100, 101], mode: 'contains_only' }]),
    ).toEqual([0]);
    expect(
      matching([{ operator: 'integer_list_contains', ...on('LABELS'), args: [3], mode: 'contains_any' }]),
    ).toEqual([0, 3]);
  });

  it('list_item_matches applies an item condition to any, all, the first or the last item', () => {
    const labels = on('LABELS');
    const chain = on('CHAIN');
    const exact = (arg: string) => ({
      operator: 'string_contains' as const,
      arg,
      wildcardStart: false,
      wildcardEnd: false,
    });
    expect(
      matching([
        {
          operator: 'list_item_matches',
          ...labels,
          mode: 'any',
          itemConditions: [{ operator: 'string_contains', arg: 'gdpr' }],
        },
      ]),
    ).toEqual([0, 3]);
    expect(
      matching([
        {
          operator: 'list_item_matches',
          ...labels,
          mode: 'any',
          itemConditions: [{ operator: 'integer_in', args: [1] }],
        },
      ]),
    ).toEqual([0, 1]);
    expect(
      matching([
        {
          operator: 'list_item_matches',
          ...labels,
          mode: 'all',
          itemConditions: [{ operator: 'string_contains', arg: 'o' }],
        },
      ]),
    ).toEqual([1]);
    expect(
      matching([{ operator: 'list_item_matches', ...chain, mode: 'first', itemConditions: [exact('gtm')] }]),
    ).toEqual([0, 1, 4]);
    expect(
      matching([{ operator: 'list_item_matches', ...chain, mode: 'last', itemConditions: [exact('ga')] }]),
    ).toEqual([0, 3, 4]);
    expect(
      matching([
        {
          operator: 'list_item_matches',
          ...labels,
          mode: 'any',
          negated: true,
          itemConditions: [{ operator: 'string_contains', arg: 'gdpr' }],
        },
      ]),
    ).toEqual([1, 2, 4, 5]);
  });
});

describe('any column and match modes', () => {
  it('any_column_contains searches text, numbers, enumeration labels and reference names, not ids or yes/no', () => {
    expect(matching([{ operator: 'any_column_contains', arg: 'GDPR' }])).toEqual([0, 3]);
    expect(matching([{ operator: 'any_column_contains', arg: 'audit c' }])).toEqual([4, 5]);
    expect(matching([{ operator: 'any_column_contains', arg: '404' }])).toEqual([1]);
    expect(matching([{ operator: 'any_column_contains', arg: 'failed' }])).toEqual([1, 5]);
    expect(matching([{ operator: 'any_column_contains', arg: 'yes' }])).toEqual([]);
  });

  it('combines conditions with all (default) or any', () => {
    const conditions: GridFilter[] = [
      { operator: 'string_contains', ...on('FINAL_PAGE_URL'), arg: 'a.com' },
      { operator: 'integer_in', ...on('FINAL_PAGE_STATUS_CODE'), args: [500] },
    ];
    expect(matching(conditions, 'any')).toEqual([0, 1, 5]);
    expect(matching(conditions)).toEqual([]);
    expect(
      matching([conditions[0]!, { operator: 'integer_in', ...on('FINAL_PAGE_STATUS_CODE'), args: [404] }]),
    ).toEqual([1]);
  });
});

describe('timestamp formats', () => {
  it('formats, filters and groups a timestamp column as text', () => {
    const month = run({ columns: [{ columnId: 'RUN_STARTED_AT', format: 'YYYY-MM' }] });
    expect(month.rows.map((row) => row[0])).toEqual([
      '2026-01',
      '2026-01',
      '2026-01',
      null,
      '2026-01',
      '2025-12',
    ]);
    expect(
      matching([
        {
          operator: 'string_contains',
          filteredColumn: { columnId: 'RUN_STARTED_AT', format: 'YYYY' },
          arg: '2025',
        },
      ]),
    ).toEqual([5]);
    const grouped = run({
      columns: [
        { columnId: 'RUN_STARTED_AT', format: 'YYYY-MM', groupBy: true },
        { aggregateFunction: 'count_rows' },
      ],
    });
    expect(grouped.rows).toEqual([
      ['2026-01', 4],
      [null, 1],
      ['2025-12', 1],
    ]);
  });
});

describe('group by and aggregates', () => {
  const byAudit: GridRequest = {
    columns: [
      { columnId: 'AUDIT_ID', groupBy: true },
      { aggregateFunction: 'count_rows' },
      { aggregateFunction: 'sum', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
      { aggregateFunction: 'avg', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
      { aggregateFunction: 'min', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
      { aggregateFunction: 'max', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
      { aggregateFunction: 'count_distinct', aggregatedColumn: { columnId: 'FINAL_PAGE_STATUS_CODE' } },
      { aggregateFunction: 'youngest', aggregatedColumn: { columnId: 'RUN_STARTED_AT' } },
      { aggregateFunction: 'oldest', aggregatedColumn: { columnId: 'RUN_STARTED_AT' } },
      { aggregateFunction: 'list_unique_items', aggregatedColumn: { columnId: 'PAGE_TITLE' } },
    ],
  };

  it('groups rows in order of first appearance and aggregates each group, nulls left out', () => {
    expect(run(byAudit).rows).toEqual([
      [
        1,
        2,
        4000,
        2000,
        1000,
        3000,
        2,
        '2026-01-02T12:00:00.000Z',
        '2026-01-01T00:00:00.000Z',
        ['Home', 'Tents'],
      ],
      [2, 2, 2500, 1250, 500, 2000, 2, '2026-01-03T00:00:00.000Z', '2026-01-03T00:00:00.000Z', ['Boots']],
      [
        3,
        2,
        4000,
        4000,
        4000,
        4000,
        2,
        '2026-01-05T00:00:00.000Z',
        '2025-12-31T23:59:59.000Z',
        ['Maps', 'Stove'],
      ],
    ]);
  });

  it('aggregates without group-by give one row: median, percentiles and sample standard deviation', () => {
    const load = { aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } };
    const answer = run({
      columns: [
        { aggregateFunction: 'count_rows' },
        { aggregateFunction: 'median', ...load },
        { aggregateFunction: 'percentile_25', ...load },
        { aggregateFunction: 'percentile_90', ...load },
        { aggregateFunction: 'percentile_99_9', ...load },
        { aggregateFunction: 'standard_deviation', ...load },
      ],
    });
    expect(answer.rows).toHaveLength(1);
    const [count, median, p25, p90, p999, deviation] = answer.rows[0] as number[];
    expect([count, median, p25]).toEqual([6, 2000, 1000]);
    expect(p90).toBeCloseTo(3600, 6);
    expect(p999).toBeCloseTo(3996, 6);
    expect(deviation).toBeCloseTo(Math.sqrt(2_050_000), 6);
  });

  it('an aggregate over no rows is 0 for counts and null otherwise', () => {
    const answer = run({
      filters: { conditions: [{ operator: 'string_contains', ...on('FINAL_PAGE_URL'), arg: 'zzz' }] },
      columns: [
        { aggregateFunction: 'count_rows' },
        { aggregateFunction: 'sum', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
      ],
    });
    expect(answer.rows).toEqual([[0, null]]);
  });

  it('a plain column in a grouped query takes its default aggregate (the first supported one)', () => {
    const answer = run({
      columns: [{ columnId: 'AUDIT_RUN_COMPLETION_STATUS', groupBy: true }, { columnId: 'PAGE_LOAD_TIME' }],
    });
    expect(answer.rows[0]).toEqual([1, (1000 + 2000 + 4000) / 3]);
    expect(answer.rows.slice(1)).toEqual([
      [3, 3000],
      [2, 500],
    ]);
    expect(answer.metadata.headers[1]!.column).toEqual({ columnId: 'PAGE_LOAD_TIME' });
  });

  it('pivots: aggregates only the rows whose pivot column has the value', () => {
    const answer = run({
      columns: [
        { columnId: 'AUDIT_ID', groupBy: true },
        {
          aggregateFunction: 'count_rows',
          pivotValuesColumnId: 'AUDIT_RUN_COMPLETION_STATUS',
          pivotValue: 1,
        },
        { pivotValuesColumnId: 'AUDIT_RUN_COMPLETION_STATUS', pivotValue: 3 },
        {
          aggregateFunction: 'sum',
          aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' },
          pivotValuesColumnId: 'AUDIT',
          pivotValue: [1, ''],
        },
      ],
    });
    expect(answer.rows).toEqual([
      [1, 1, 1, 4000],
      [2, 1, 0, null],
      [3, 1, 1, null],
    ]);
  });

  it('filters on an aggregate apply to the groups', () => {
    const answer = run({
      columns: [{ columnId: 'AUDIT_ID', groupBy: true }, { aggregateFunction: 'count_rows' }],
      filters: {
        conditions: [
          {
            operator: 'number_between',
            filteredColumn: { aggregateFunction: 'sum', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
            start: 3000,
          },
        ],
      },
    });
    expect(answer.rows).toEqual([
      [1, 2],
      [3, 2],
    ]);
  });

  it('sorts groups by aggregate values', () => {
    const answer = run({ ...byAudit, sortBy: [{ columnIndex: 2, sortDesc: true }, { columnIndex: 0 }] });
    expect(answer.rows.map((row) => row[0])).toEqual([1, 3, 2]);
  });
});

describe('totals', () => {
  it('totals every matching row, not just the page', () => {
    const answer = run({
      size: 2,
      columns: [
        { columnId: 'FINAL_PAGE_URL' },
        { columnId: 'PAGE_LOAD_TIME' },
        { columnId: 'FINAL_PAGE_STATUS_CODE' },
        { columnId: 'RUN_STARTED_AT' },
        { columnId: 'PAGE_CUMULATIVE_LAYOUT_SHIFT' },
      ],
      totals: [
        { columnIndex: 0, aggregateFunction: 'count_rows' },
        { columnIndex: 1, aggregateFunction: 'sum' },
        { columnIndex: 2, aggregateFunction: 'count_distinct' },
        { columnIndex: 3, aggregateFunction: 'youngest' },
        { columnIndex: 4, aggregateFunction: 'max' },
      ],
    });
    expect(answer.rows).toHaveLength(2);
    expect(answer.metadata.headers.map((header) => header.totals)).toEqual([
      [{ aggregateFunction: 'count_rows', value: 6 }],
      [{ aggregateFunction: 'sum', value: 10500 }],
      [{ aggregateFunction: 'count_distinct', value: 4 }],
      [{ aggregateFunction: 'youngest', value: '2026-01-05T00:00:00.000Z' }],
      [{ aggregateFunction: 'max', value: 0.4 }],
    ]);
  });

  it('totals of a grouped query aggregate the group rows', () => {
    const answer = run({
      columns: [
        { columnId: 'AUDIT_ID', groupBy: true },
        { aggregateFunction: 'count_rows' },
        { aggregateFunction: 'avg', aggregatedColumn: { columnId: 'PAGE_LOAD_TIME' } },
        { aggregateFunction: 'list_unique_items', aggregatedColumn: { columnId: 'PAGE_TITLE' } },
      ],
      totals: [
        { columnIndex: 0, aggregateFunction: 'count_rows' },
        { columnIndex: 1, aggregateFunction: 'sum' },
        { columnIndex: 2, aggregateFunction: 'avg' },
        { columnIndex: 3, aggregateFunction: 'list_unique_items' },
      ],
    });
    const totals = answer.metadata.headers.map((header) => header.totals?.[0]?.value);
    expect(totals[0]).toBe(3);
    expect(totals[1]).toBe(6);
    expect(totals[2]).toBeCloseTo((2000 + 1250 + 4000) / 3, 9);
    expect(totals[3]).toEqual(['Boots', 'Home', 'Maps', 'Stove', 'Tents']);
  });
});

describe('sorting', () => {
  const sorted = (request: GridRequest) =>
    run({
      columns: [{ columnId: 'FINAL_PAGE_URL' }, ...(request.columns ?? [])],
      sortBy: request.sortBy,
    }).rows.map((row) => urls.indexOf(row[0] as string));

  it('sorts by several columns by index, each ascending or descending', () => {
    expect(
      sorted({
        columns: [{ columnId: 'FINAL_PAGE_STATUS_CODE' }, { columnId: 'PAGE_LOAD_TIME' }],
        sortBy: [{ columnIndex: 1 }, { columnIndex: 2, sortDesc: true }],
      }),
    ).toEqual([4, 2, 0, 3, 1, 5]);
  });

  it('puts blanks last in both directions', () => {
    const load = [{ columnId: 'PAGE_LOAD_TIME' }];
    expect(sorted({ columns: load, sortBy: [{ columnIndex: 1 }] })).toEqual([3, 0, 2, 1, 4, 5]);
    expect(sorted({ columns: load, sortBy: [{ columnIndex: 1, sortDesc: true }] })).toEqual([
      4, 1, 2, 0, 3, 5,
    ]);
  });

  it('sorts text without case and enumerations by their labels', () => {
    expect(sorted({ columns: [{ columnId: 'PAGE_TITLE' }], sortBy: [{ columnIndex: 1 }] })).toEqual([
      2, 0, 5, 4, 1, 3,
    ]);
    expect(
      sorted({ columns: [{ columnId: 'AUDIT_RUN_COMPLETION_STATUS' }], sortBy: [{ columnIndex: 1 }] }),
    ).toEqual([0, 2, 4, 1, 5, 3]);
  });
});

describe('paging', () => {
  const pagination = (answer: GridResponse) => answer.metadata.pagination;

  it('defaults to page 0 of 100 rows', () => {
    expect(pagination(run({}))).toEqual({
      totalCount: 6,
      totalPageCount: 1,
      pageSize: 100,
      currentPageSize: 6,
      currentPageNumber: 0,
    });
  });

  it('pages with page and size, and past the end answers no rows', () => {
    const second = run({ page: 1, size: 4 });
    expect(pagination(second)).toEqual({
      totalCount: 6,
      totalPageCount: 2,
      pageSize: 4,
      currentPageSize: 2,
      currentPageNumber: 1,
    });
    expect(second.rows.map((row) => row[0])).toEqual([urls[4], urls[5]]);
    const past = run({ page: 5, size: 4 });
    expect(past.rows).toEqual([]);
    expect(pagination(past)).toMatchObject({ currentPageSize: 0, currentPageNumber: 5 });
  });

  it('with { all: true } and no page or size returns every row', () => {
    expect(pagination(run({}, { all: true }))).toEqual({
      totalCount: 6,
      totalPageCount: 1,
      pageSize: 6,
      currentPageSize: 6,
      currentPageNumber: 0,
    });
    expect(pagination(run({ size: 4 }, { all: true })).currentPageSize).toBe(4);
  });

  it('returns the default columns when none are asked for, and echoes the columns in the headers', () => {
    const answer = run({});
    expect(answer.metadata.headers.map((header) => header.column)).toEqual([
      { columnId: 'FINAL_PAGE_URL' },
      { columnId: 'FINAL_PAGE_STATUS_CODE' },
    ]);
  });
});

describe('validation', () => {
  it('names an unknown column', () => {
    expect(issuesOf({ columns: [{ columnId: 'NOPE' }] })).toEqual([
      { path: ['columns', '0', 'columnId'], message: 'Unknown column NOPE', code: 'unknown_column' },
    ]);
    expect(
      issuesOf({ filters: { conditions: [{ operator: 'is_present', ...on('NOPE') }] } })[0]!.path,
    ).toEqual(['filters', 'conditions', '0', 'filteredColumn', 'columnId']);
  });

  it('rejects an operator the column does not support', () => {
    const [issue] = issuesOf({
      filters: { conditions: [{ operator: 'number_between', ...on('FINAL_PAGE_URL'), start: 1 }] },
    });
    expect(issue).toMatchObject({
      path: ['filters', 'conditions', '0', 'operator'],
      code: 'unsupported_operator',
    });
    expect(
      issuesOf({
        filters: {
          conditions: [{ operator: 'string_contains', ...on('AUDIT_RUN_COMPLETION_STATUS'), arg: 'x' }],
        },
      })[0],
    ).toMatchObject({ code: 'unsupported_operator' });
  });

  it('rejects an aggregate the column does not support, in columns and in totals', () => {
    expect(
      issuesOf({ columns: [{ aggregateFunction: 'sum', aggregatedColumn: { columnId: 'PAGE_TITLE' } }] })[0],
    ).toMatchObject({ path: ['columns', '0', 'aggregateFunction'], code: 'unsupported_aggregate' });
    expect(
      issuesOf({
        columns: [{ columnId: 'FINAL_PAGE_URL' }],
        totals: [{ columnIndex: 0, aggregateFunction: 'sum' }],
      })[0],
    ).toMatchObject({ path: ['totals', '0', 'aggregateFunction'], code: 'unsupported_aggregate' });
  });

  it('rejects indexes outside the columns and a second total for a column', () => {
    const columns = [{ columnId: 'FINAL_PAGE_URL' }, { columnId: 'PAGE_LOAD_TIME' }];
    expect(issuesOf({ columns, sortBy: [{ columnIndex: 2 }] })[0]).toMatchObject({
      path: ['sortBy', '0', 'columnIndex'],
      code: 'invalid_index',
    });
    expect(
      issuesOf({ columns, totals: [{ columnIndex: 5, aggregateFunction: 'count_rows' }] })[0],
    ).toMatchObject({
      path: ['totals', '0', 'columnIndex'],
      code: 'invalid_index',
    });
    expect(
      issuesOf({
        columns,
        totals: [
          { columnIndex: 1, aggregateFunction: 'sum' },
          { columnIndex: 1, aggregateFunction: 'avg' },
        ],
      })[0],
    ).toMatchObject({ path: ['totals', '1', 'columnIndex'], code: 'duplicate_total' });
  });

  it('rejects other impossible requests, reporting every problem at once', () => {
    const issues = issuesOf({
      columns: [
        { columnId: 'LABELS', groupBy: true },
        { columnId: 'FINAL_PAGE_URL', format: 'YYYY' },
        { aggregateFunction: 'count_rows', pivotValuesColumnId: 'FINAL_PAGE_URL', pivotValue: 'x' },
      ],
      filters: {
        conditions: [
          { operator: 'string_regex', ...on('FINAL_PAGE_URL'), arg: '(' },
          { operator: 'any_column_contains', arg: 'x', negated: true },
          { operator: 'is_present' },
          {
            operator: 'list_item_matches',
            ...on('LABELS'),
            mode: 'first',
            itemConditions: [{ operator: 'is_present' }],
          },
          { operator: 'number_between', ...on('PAGE_LOAD_TIME') },
          { operator: 'string_contains', ...on('FINAL_PAGE_URL'), fieldName: 'name', arg: 'x' },
        ],
      },
    });
    expect(issues.map((issue) => issue.code)).toEqual([
      'cannot_group',
      'format_not_allowed',
      'unsupported_pivot',
      'invalid_regex',
      'negation_not_supported',
      'missing_column',
      'unsupported_mode',
      'missing_bound',
      'unknown_field',
    ]);
  });
});
