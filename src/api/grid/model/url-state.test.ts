import { describe, expect, it } from 'vitest';
import type { GridRequest } from '../query-schemas';
import { decodeGridQuery, encodeGridQuery, gridBuilderHref, QUERY_PARAM, withGridQuery } from './url-state';

const full: GridRequest = {
  columns: [
    { columnId: 'COOKIE_DOMAIN', groupBy: true },
    { columnId: 'RUN_STARTED_AT', format: 'YYYY-MM-DD' },
    { aggregateFunction: 'count_rows' },
    { aggregateFunction: 'sum', aggregatedColumn: { columnId: 'COOKIE_SIZE' } },
  ],
  filters: {
    conditionMatchMode: 'any',
    conditions: [
      {
        operator: 'string_contains',
        filteredColumn: { columnId: 'COOKIE_DOMAIN' },
        arg: 'google',
        wildcardStart: false,
      },
      { operator: 'integer_in', negated: true, filteredColumn: { columnId: 'STATUS' }, args: [404, 500] },
      {
        operator: 'number_between',
        filteredColumn: { columnId: 'COOKIE_SIZE' },
        start: 1.5,
        startInclusive: false,
      },
      {
        operator: 'date_time_between',
        filteredColumn: { columnId: 'RUN_STARTED_AT' },
        start: '2026-03-01T08:30:00Z',
      },
      {
        operator: 'date_time_relative',
        filteredColumn: { columnId: 'RUN_STARTED_AT' },
        startDuration: 7,
        startUnit: 'day',
      },
      {
        operator: 'list_item_matches',
        filteredColumn: { columnId: 'TAGS' },
        mode: 'any',
        itemConditions: [{ operator: 'string_contains', fieldName: 'name', arg: 'Google "Analytics" & co' }],
      },
    ],
  },
  sortBy: [{ columnIndex: 2, sortDesc: true }, { columnIndex: 0 }],
  totals: [{ columnIndex: 3, aggregateFunction: 'sum' }],
  page: 3,
  size: 500,
};

describe('grid query in the URL', () => {
  it('round-trips every part of a query through the q parameter', () => {
    const encoded = encodeGridQuery(full);
    expect(encoded).not.toBeNull();
    const params = new URLSearchParams({ [QUERY_PARAM]: encoded! });
    const back = decodeGridQuery(new URLSearchParams(params.toString()).get(QUERY_PARAM));
    expect(back).toEqual({ ok: true, request: full });
  });

  it('leaves the defaults out, so the default query has no q at all', () => {
    expect(encodeGridQuery({})).toBeNull();
    expect(
      encodeGridQuery({
        page: 0,
        size: 100,
        filters: { conditions: [], conditionMatchMode: 'all' },
        sortBy: [],
        totals: [],
      }),
    ).toBeNull();
    expect(JSON.parse(encodeGridQuery({ page: 1, size: 100 })!)).toEqual({ page: 1 });
    expect(decodeGridQuery(null)).toEqual({ ok: true, request: {} });
  });

  it('says why a q value cannot be read instead of failing', () => {
    expect(decodeGridQuery('{not json')).toEqual({
      ok: false,
      message: 'The query in this link is not valid JSON.',
    });
    const invalid = decodeGridQuery(JSON.stringify({ size: 5 }));
    expect(invalid.ok).toBe(false);
    expect(!invalid.ok && invalid.message).toMatch(/not a valid grid query at size/);
    expect(decodeGridQuery(JSON.stringify({ filters: { conditions: [{ operator: 'nope' }] } })).ok).toBe(
      false,
    );
  });

  it('writes the query into the search parameters, keeping the others', () => {
    const params = withGridQuery(new URLSearchParams('tab=x&q=old'), { page: 2 });
    expect(params.get('tab')).toBe('x');
    expect(params.get(QUERY_PARAM)).toBe('{"page":2}');
    expect(withGridQuery(params, {}).has(QUERY_PARAM)).toBe(false);
  });

  it('builds builder links', () => {
    expect(gridBuilderHref('cookies', {})).toBe('/grid/cookies');
    const href = gridBuilderHref('cookies', { size: 50 });
    expect(href.startsWith('/grid/cookies?q=')).toBe(true);
    expect(decodeGridQuery(new URL(href, 'http://x').searchParams.get('q'))).toEqual({
      ok: true,
      request: { size: 50 },
    });
  });
});
