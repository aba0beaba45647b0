// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GridResponse, GridSchemaColumn } from '@/api/grid/query-schemas';
import { createDb, mockOptions } from '../db/seed';
import { gridSchema, queryGrid } from '../grid/engine';
import { columnTitle, gridExportTable } from './grid-table';

const db = createDb(mockOptions());

const column = (
  overrides: Partial<GridSchemaColumn> & Pick<GridSchemaColumn, 'columnId' | 'name' | 'type'>,
) =>
  ({
    canGroupBy: true,
    canPivot: false,
    supportedFilterOperators: [],
    supportedAggregateFunctions: [],
    isIncludedByDefault: false,
    isNullable: true,
    ...overrides,
  }) satisfies GridSchemaColumn;

const schema: GridSchemaColumn[] = [
  column({ columnId: 'NAME', name: 'Name', type: 'string' }),
  column({ columnId: 'LOAD', name: 'Load time', type: 'number', numberFormat: 'integer' }),
  column({
    columnId: 'PARTY',
    name: 'Party',
    type: 'entity_reference',
    isEnum: true,
    enumValues: [
      { id: 1, name: '1st party' },
      { id: 2, name: '3rd party' },
    ],
  }),
  column({
    columnId: 'AUDIT',
    name: 'Audit',
    type: 'entity_reference',
    fields: [{ fieldName: 'id' }, { fieldName: 'name' }],
  }),
  column({
    columnId: 'TAGS',
    name: 'Tags',
    type: 'entity_reference',
    isList: true,
    fields: [{ fieldName: 'id' }, { fieldName: 'name' }],
  }),
  column({ columnId: 'SEEN', name: 'Seen', type: 'timestamp' }),
];

const response = (
  columns: GridResponse['metadata']['headers'],
  rows: GridResponse['rows'],
): GridResponse => ({
  metadata: {
    pagination: {
      totalCount: rows.length,
      totalPageCount: 1,
      pageSize: rows.length,
      currentPageSize: rows.length,
      currentPageNumber: 0,
    },
    headers: columns,
  },
  rows,
});

describe('gridExportTable', () => {
  it('names columns like the schema and shows enumerations, references and lists as text', () => {
    const table = gridExportTable(
      response(
        ['NAME', 'LOAD', 'PARTY', 'AUDIT', 'TAGS', 'SEEN'].map((columnId) => ({ column: { columnId } })),
        [
          [
            'Home',
            812,
            2,
            [7, 'Main site'],
            [
              [1, 'GA4'],
              [2, 'Meta Pixel'],
            ],
            '2026-03-01T10:00:00.000Z',
          ],
          [null, null, 1, null, [], null],
        ],
      ),
      schema,
    );
    expect(table.columns).toEqual([
      { name: 'Name', kind: 'string' },
      { name: 'Load time', kind: 'integer' },
      { name: 'Party', kind: 'string' },
      { name: 'Audit', kind: 'string' },
      { name: 'Tags', kind: 'string' },
      { name: 'Seen', kind: 'timestamp' },
    ]);
    expect(table.rows[0]).toEqual([
      'Home',
      812,
      '3rd party',
      'Main site',
      'GA4, Meta Pixel',
      '2026-03-01T10:00:00.000Z',
    ]);
    expect(table.rows[1]).toEqual([null, null, '1st party', null, '', null]);
  });

  it('titles aggregates and pivots, and keeps repeated titles apart', () => {
    const byId = new Map(schema.map((def) => [def.columnId, def]));
    expect(columnTitle({ aggregateFunction: 'count_rows' }, byId)).toBe('Row count');
    expect(columnTitle({ aggregateFunction: 'avg', aggregatedColumn: { columnId: 'LOAD' } }, byId)).toBe(
      'Average of Load time',
    );
    // The same words as the grid builder (@/api/grid/model/labels).
    expect(
      columnTitle({ aggregateFunction: 'count_distinct', aggregatedColumn: { columnId: 'LOAD' } }, byId),
    ).toBe('Unique count of Load time');
    expect(
      columnTitle({ aggregateFunction: 'count_rows', pivotValuesColumnId: 'PARTY', pivotValue: 2 }, byId),
    ).toBe('Row count (Party: 3rd party)');
    const table = gridExportTable(
      response(
        [{ column: { aggregateFunction: 'count_rows' } }, { column: { aggregateFunction: 'count_rows' } }],
        [[3, 4]],
      ),
      schema,
    );
    expect(table.columns).toEqual([
      { name: 'Row count', kind: 'integer' },
      { name: 'Row count (2)', kind: 'integer' },
    ]);
  });

  it('turns a real grid answer into one export row per grid row', () => {
    const request = {
      columns: [
        { columnId: 'COOKIE_NAME' },
        { columnId: 'COOKIE_PARTY_TYPE' },
        { columnId: 'FINAL_PAGE_URL' },
      ],
      size: 50,
    };
    const answer = queryGrid(db, 'cookies', request);
    const table = gridExportTable(answer, gridSchema('cookies').columns);
    expect(table.rows).toHaveLength(answer.rows.length);
    const party = gridSchema('cookies').columns.find((def) => def.columnId === 'COOKIE_PARTY_TYPE')!;
    const labels = new Set(party.enumValues!.map((value) => value.name));
    for (const row of table.rows) expect(labels.has(String(row[1]))).toBe(true);
  });
});
