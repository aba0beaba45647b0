// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANALYST_KEY } from '@/api/demo';
import { gridResponseSchema, gridSchemaSchema } from '@/api/grid/query-schemas';
import { createDb, mockOptions } from '../db/seed';
import { gridQueryHandlers } from '../handlers/grid-query';
import { createRoute } from '../lib/route';
import { mockCall } from '../lib/test-call';

const ref = { current: createDb(mockOptions()) };
const server = setupServer(...gridQueryHandlers(createRoute(ref)));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const { call, send } = mockCall();

describe('GET /v3/reports/grid/{gridEntityType}/schema', () => {
  it('lists the columns of an entity type', async () => {
    const answer = await call('GET', '/v3/reports/grid/cookies/schema');
    expect(answer.status).toBe(200);
    const schema = gridSchemaSchema.parse(answer.body);
    expect(schema.columns.map((column) => column.columnId)).toContain('COOKIE_DOMAIN');
  });

  it('answers 401 without a key and 400 for an unknown entity type', async () => {
    expect((await call('GET', '/v3/reports/grid/pages/schema', undefined, null)).status).toBe(401);
    const unknown = await call('GET', '/v3/reports/grid/planets/schema');
    expect(unknown.status).toBe(400);
    expect(unknown.body.validationReport.issues[0].path).toEqual(['gridEntityType']);
  });
});

describe('POST /v3/reports/grid/{gridEntityType}', () => {
  it('answers page 0 of 100 rows with the default columns when the body is empty', async () => {
    for (const body of [undefined, '{}']) {
      const answer = await send('POST', '/v3/reports/grid/pages', { rawBody: body });
      expect(answer.status).toBe(200);
      const grid = gridResponseSchema.parse(answer.body);
      expect(grid.metadata.pagination).toMatchObject({
        pageSize: 100,
        currentPageNumber: 0,
        currentPageSize: 100,
      });
      expect(grid.rows).toHaveLength(100);
      expect(grid.rows[0]).toHaveLength(grid.metadata.headers.length);
    }
  });

  it('runs a filtered, grouped query with a total for any user with a key', async () => {
    const answer = await call(
      'POST',
      '/v3/reports/grid/cookies',
      {
        columns: [
          { columnId: 'COOKIE_PARTY_TYPE', groupBy: true },
          { aggregateFunction: 'count_rows' },
          { aggregateFunction: 'count_distinct', aggregatedColumn: { columnId: 'COOKIE_NAME' } },
        ],
        filters: {
          conditions: [
            { operator: 'string_contains', filteredColumn: { columnId: 'COOKIE_DOMAIN' }, arg: 'acme' },
          ],
        },
        sortBy: [{ columnIndex: 1, sortDesc: true }],
        totals: [{ columnIndex: 1, aggregateFunction: 'sum' }],
      },
      DEMO_ANALYST_KEY,
    );
    expect(answer.status).toBe(200);
    const grid = gridResponseSchema.parse(answer.body);
    const counts = grid.rows.map((row) => row[1] as number);
    expect(grid.metadata.headers[1]!.totals![0]!.value).toBe(counts.reduce((a, b) => a + b, 0));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers 400 with a validationReport for a request the grid cannot answer', async () => {
    const unknown = await call('POST', '/v3/reports/grid/tags', { columns: [{ columnId: 'COOKIE_NAME' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown column COOKIE_NAME');
    expect(unknown.body.validationReport.issues).toEqual([
      { path: ['columns', '0', 'columnId'], message: 'Unknown column COOKIE_NAME', code: 'unknown_column' },
    ]);
    const operator = await call('POST', '/v3/reports/grid/tags', {
      filters: {
        conditions: [
          {
            operator: 'date_time_relative',
            filteredColumn: { columnId: 'TAG_NAME' },
            startDuration: 1,
            startUnit: 'day',
          },
        ],
      },
    });
    expect(operator.status).toBe(400);
    expect(operator.body.validationReport.issues[0].code).toBe('unsupported_operator');
    const index = await call('POST', '/v3/reports/grid/tags', {
      columns: [{ columnId: 'TAG_NAME' }],
      sortBy: [{ columnIndex: 1 }],
    });
    expect(index.status).toBe(400);
    expect(index.body.validationReport.issues[0].path).toEqual(['sortBy', '0', 'columnIndex']);
  });

  it('answers 400 for a body outside the request schema: page size, operator names, JSON', async () => {
    const small = await call('POST', '/v3/reports/grid/pages', { size: 5 });
    expect(small.status).toBe(400);
    expect(small.body.validationReport.issues[0].path).toEqual(['size']);
    expect((await call('POST', '/v3/reports/grid/pages', { size: 10_001 })).status).toBe(400);
    expect((await call('POST', '/v3/reports/grid/pages', { size: 10_000 })).status).toBe(200);
    expect(
      (
        await call('POST', '/v3/reports/grid/pages', {
          filters: { conditions: [{ operator: 'string_like', arg: 'x' }] },
        })
      ).status,
    ).toBe(400);
    expect((await send('POST', '/v3/reports/grid/pages', { rawBody: '{"columns":' })).status).toBe(400);
  });

  it('answers 401 without a key and 400 for an unknown entity type', async () => {
    expect((await call('POST', '/v3/reports/grid/pages', {}, null)).status).toBe(401);
    expect((await call('POST', '/v3/reports/grid/planets', {})).status).toBe(400);
  });
});
