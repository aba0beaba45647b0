import { describe, expect, it } from 'vitest';
import { readSavedQuery } from './saved-query';

const pageUrl = { columnId: 'page_url' };
const status = { columnId: 'status_code' };

describe('readSavedQuery', () => {
  it('opens a valid saved query whole, with nothing left out', () => {
    const query = {
      columns: [pageUrl, status],
      filters: { conditions: [{ operator: 'string_contains', filteredColumn: pageUrl, arg: 'shop' }] },
      sortBy: [{ columnIndex: 1, sortDesc: true }],
      size: 50,
    };
    expect(readSavedQuery(query)).toEqual({
      request: { ...query, filters: { conditions: query.filters.conditions } },
      leftOut: [],
    });
  });

  it('leaves out a partial condition (the reference example) and keeps the rest', () => {
    const reading = readSavedQuery({
      filters: {
        conditions: [
          { operator: 'string_contains', filteredColumn: pageUrl, fieldName: 'id' },
          { operator: 'is_present', filteredColumn: status },
        ],
        conditionMatchMode: 'any',
      },
      columns: [pageUrl],
    });
    expect(reading.request.filters).toEqual({
      conditions: [{ operator: 'is_present', filteredColumn: status }],
      conditionMatchMode: 'any',
    });
    expect(reading.request.columns).toEqual([pageUrl]);
    expect(reading.leftOut).toHaveLength(1);
    expect(reading.leftOut[0]).toMatch(/^condition 1: .*arg/);
  });

  it('moves sort keys and totals with their columns when a column is left out', () => {
    const reading = readSavedQuery({
      columns: [{ columnId: '' }, pageUrl, status],
      sortBy: [{ columnIndex: 2 }, { columnIndex: 0, sortDesc: true }],
      totals: [{ columnIndex: 2, aggregateFunction: 'sum' }],
    });
    expect(reading.request.columns).toEqual([pageUrl, status]);
    expect(reading.request.sortBy).toEqual([{ columnIndex: 1 }]);
    expect(reading.request.totals).toEqual([{ columnIndex: 1, aggregateFunction: 'sum' }]);
    expect(reading.leftOut).toEqual([
      expect.stringMatching(/^column 1: /),
      'sort key 2: its column 1 is not there',
    ]);
  });

  it('names a page size or page outside the request grammar instead of failing', () => {
    const reading = readSavedQuery({ size: 3167_0, page: -2, columns: [pageUrl] });
    expect(reading.request).toEqual({ columns: [pageUrl] });
    expect(reading.leftOut).toEqual(['the page size 31670 (allowed: 10–10000)', 'the page number -2']);
  });

  it('reads a missing query as the default one and a non-object as nothing', () => {
    expect(readSavedQuery(undefined)).toEqual({ request: {}, leftOut: [] });
    expect(readSavedQuery('select *')).toEqual({ request: {}, leftOut: ['the whole query (not an object)'] });
  });
});
