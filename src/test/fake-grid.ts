import { http, HttpResponse } from 'msw';
import type { GridCell, GridRequest, GridSchema, GridSchemaColumn } from '@/api/grid/query-schemas';

const column = (
  columnId: string,
  name: string,
  type: string,
  extra: Partial<GridSchemaColumn> = {},
): GridSchemaColumn => ({
  columnId,
  name,
  type,
  canGroupBy: true,
  canPivot: false,
  supportedFilterOperators: ['string_contains', 'string_contains_multi', 'string_regex', 'is_present'],
  supportedAggregateFunctions: ['count_distinct', 'list_unique_items', 'count_rows'],
  isIncludedByDefault: false,
  isNullable: true,
  ...extra,
});

/** A small cookies schema: two text columns, a number, a timestamp and an enumeration. */
export const cookieSchema: GridSchema = {
  columns: [
    column('COOKIE_NAME', 'Cookie name', 'string', { isIncludedByDefault: true }),
    column('COOKIE_DOMAIN', 'Cookie domain', 'string', { isIncludedByDefault: true }),
    column('COOKIE_SIZE', 'Cookie size', 'number', {
      isIncludedByDefault: true,
      numberFormat: 'integer',
      supportedFilterOperators: ['number_between', 'integer_in', 'is_present'],
      supportedAggregateFunctions: ['sum', 'avg', 'min', 'max', 'count_distinct', 'count_rows'],
    }),
    column('COOKIE_SET_AT', 'Set at', 'timestamp', {
      supportedFilterOperators: ['date_time_between', 'date_time_relative', 'is_present'],
      supportedAggregateFunctions: ['youngest', 'oldest', 'count_rows'],
    }),
    column('COOKIE_PARTY', 'Party', 'entity_reference', {
      supportedFilterOperators: ['integer_in', 'is_present'],
      isEnum: true,
      enumValues: [
        { id: 1, name: 'First party' },
        { id: 2, name: 'Third party' },
      ],
      fields: [{ fieldName: 'id', columnId: 'COOKIE_PARTY' }],
    }),
  ],
};

/** The rows the fake grid answers with, by column id. */
export const cookieRows: Array<Record<string, GridCell>> = [
  {
    COOKIE_NAME: '_ga',
    COOKIE_DOMAIN: '.google.com',
    COOKIE_SIZE: 1200,
    COOKIE_SET_AT: '2026-03-01T08:30:00Z',
    COOKIE_PARTY: 2,
  },
  {
    COOKIE_NAME: 'session',
    COOKIE_DOMAIN: 'shop.example',
    COOKIE_SIZE: 34,
    COOKIE_SET_AT: '2026-03-02T10:00:00Z',
    COOKIE_PARTY: 1,
  },
  {
    COOKIE_NAME: '=cmd|calc',
    COOKIE_DOMAIN: 'https://evil.example/x',
    COOKIE_SIZE: 5,
    COOKIE_SET_AT: null,
    COOKIE_PARTY: 2,
  },
];

/**
 * msw handlers of a fake `cookies` grid that records every request body: rows are the requested columns
 * of {@link cookieRows} (aggregates answer 7), paged as asked; a `sum` total sums the column.
 */
export function fakeCookieGrid() {
  const bodies: GridRequest[] = [];
  const handlers = [
    http.get('*/v3/reports/grid/cookies/schema', () => HttpResponse.json(cookieSchema)),
    http.post('*/v3/reports/grid/cookies', async ({ request }) => {
      const body = (await request.json()) as GridRequest;
      bodies.push(body);
      const columns = body.columns ?? [];
      const size = body.size ?? 100;
      const page = body.page ?? 0;
      const all = cookieRows.map((row) =>
        columns.map((expression) => ('columnId' in expression ? (row[expression.columnId] ?? null) : 7)),
      );
      const rows = all.slice(page * size, page * size + size);
      const headers = columns.map((expression, at) => {
        const total = body.totals?.find((item) => item.columnIndex === at);
        if (!total) return { column: expression };
        const values = all
          .map((row) => row[at])
          .filter((value): value is number => typeof value === 'number');
        const value = total.aggregateFunction === 'sum' ? values.reduce((a, b) => a + b, 0) : values.length;
        return { column: expression, totals: [{ aggregateFunction: total.aggregateFunction, value }] };
      });
      return HttpResponse.json({
        metadata: {
          pagination: {
            totalCount: all.length,
            totalPageCount: Math.ceil(all.length / size),
            pageSize: size,
            currentPageSize: rows.length,
            currentPageNumber: page,
          },
          headers,
        },
        rows,
      });
    }),
  ];
  return { handlers, bodies, last: () => bodies[bodies.length - 1] };
}

/** The query in the router's current URL. */
export function urlQuery(router: { state: { location: { search: string } } }): GridRequest {
  const q = new URLSearchParams(router.state.location.search).get('q');
  return q ? (JSON.parse(q) as GridRequest) : {};
}
