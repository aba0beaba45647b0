import { describe, expect, it } from 'vitest';
import type { GridSchema } from '../query-schemas';
import {
  columnKeys,
  columnLabel,
  defaultColumns,
  displayedColumn,
  expressionValueKind,
  indexColumns,
  totalFunctions,
} from './columns';
import {
  addColumn,
  isGrouped,
  moveColumn,
  removeColumn,
  resolveColumns,
  setGroupBy,
  setPage,
  setPageSize,
  setTotal,
  sortByOf,
  sortRulesOf,
  type ResolvedRequest,
} from './query-edit';

const column = (columnId: string, type: string, extra: Partial<GridSchema['columns'][number]> = {}) => ({
  columnId,
  type,
  name: columnId.charAt(0) + columnId.slice(1).toLowerCase().replaceAll('_', ' '),
  canGroupBy: true,
  canPivot: false,
  supportedFilterOperators: ['string_contains'],
  supportedAggregateFunctions: [] as string[],
  isIncludedByDefault: false,
  isNullable: false,
  ...extra,
});

const schema: GridSchema = {
  columns: [
    column('COOKIE_NAME', 'string', {
      isIncludedByDefault: true,
      supportedAggregateFunctions: ['count_distinct'],
    }),
    column('COOKIE_DOMAIN', 'string', { isIncludedByDefault: true }),
    column('COOKIE_SIZE', 'number', {
      numberFormat: 'integer',
      supportedAggregateFunctions: ['sum', 'avg', 'min', 'max'],
    }),
    column('SET_AT', 'timestamp', { supportedAggregateFunctions: ['youngest', 'oldest'] }),
  ],
};
const index = indexColumns(schema);

const base = (): ResolvedRequest =>
  resolveColumns(
    {
      sortBy: [{ columnIndex: 1, sortDesc: true }, { columnIndex: 2 }],
      totals: [{ columnIndex: 2, aggregateFunction: 'sum' }],
      page: 4,
    },
    [...defaultColumns(schema), { columnId: 'COOKIE_SIZE' }],
  );

describe('editing a grid query', () => {
  it('starts from the schema’s default columns', () => {
    expect(defaultColumns(schema)).toEqual([{ columnId: 'COOKIE_NAME' }, { columnId: 'COOKIE_DOMAIN' }]);
    expect(resolveColumns({ columns: [{ columnId: 'SET_AT' }] }, defaultColumns(schema)).columns).toEqual([
      { columnId: 'SET_AT' },
    ]);
  });

  it('moves sort keys and totals with their columns and goes back to page 0', () => {
    const removed = removeColumn(base(), 0);
    expect(removed.columns.map((c) => ('columnId' in c ? c.columnId : ''))).toEqual([
      'COOKIE_DOMAIN',
      'COOKIE_SIZE',
    ]);
    expect(removed.sortBy).toEqual([{ columnIndex: 0, sortDesc: true }, { columnIndex: 1 }]);
    expect(removed.totals).toEqual([{ columnIndex: 1, aggregateFunction: 'sum' }]);
    expect(removed.page).toBeUndefined();

    const gone = removeColumn(base(), 2);
    expect(gone.sortBy).toEqual([{ columnIndex: 1, sortDesc: true }]);
    expect(gone.totals).toEqual([]);

    const moved = moveColumn(base(), 2, 0);
    expect(moved.columns[0]).toEqual({ columnId: 'COOKIE_SIZE' });
    expect(moved.sortBy).toEqual([{ columnIndex: 2, sortDesc: true }, { columnIndex: 0 }]);
    expect(moved.totals).toEqual([{ columnIndex: 0, aggregateFunction: 'sum' }]);
    expect(moveColumn(base(), 0, -1)).toEqual(base());

    const added = addColumn(base(), { aggregateFunction: 'count_rows' });
    expect(added.columns).toHaveLength(4);
    expect(added.sortBy).toEqual(base().sortBy);
  });

  it('toggles grouping and sets one total per column', () => {
    const grouped = setGroupBy(base(), 1, true);
    expect(grouped.columns[1]).toEqual({ columnId: 'COOKIE_DOMAIN', groupBy: true });
    expect(isGrouped(grouped)).toBe(true);
    expect(isGrouped(setGroupBy(grouped, 1, false))).toBe(false);
    expect(setGroupBy(grouped, 1, false).columns[1]).toEqual({ columnId: 'COOKIE_DOMAIN' });
    expect(isGrouped(addColumn(base(), { aggregateFunction: 'count_rows' }))).toBe(true);

    const totals = setTotal(setTotal(base(), 0, 'count_distinct'), 2, 'avg');
    expect(totals.totals).toEqual([
      { columnIndex: 0, aggregateFunction: 'count_distinct' },
      { columnIndex: 2, aggregateFunction: 'avg' },
    ]);
    expect(setTotal(totals, 0, null).totals).toEqual([{ columnIndex: 2, aggregateFunction: 'avg' }]);
  });

  it('pages: a new size goes back to page 0', () => {
    expect(setPage(base(), 2).page).toBe(2);
    expect(setPageSize(base(), 500)).toMatchObject({ size: 500, page: undefined });
  });

  it('maps sort keys to DataTable sort rules and back', () => {
    const request = base();
    const keys = columnKeys(request.columns);
    expect(keys).toEqual(['COOKIE_NAME', 'COOKIE_DOMAIN', 'COOKIE_SIZE']);
    const rules = sortRulesOf(request, keys);
    expect(rules).toEqual([
      { id: 'COOKIE_DOMAIN', desc: true },
      { id: 'COOKIE_SIZE', desc: false },
    ]);
    expect(sortByOf(rules, keys)).toEqual(request.sortBy);
    expect(
      columnKeys([
        { columnId: 'A' },
        { columnId: 'A' },
        { aggregateFunction: 'sum', aggregatedColumn: { columnId: 'A' } },
      ]),
    ).toEqual(['A', 'A#2', 'sum(A)']);
  });

  it('names columns and knows what totals they allow', () => {
    expect(
      columnLabel({ aggregateFunction: 'sum', aggregatedColumn: { columnId: 'COOKIE_SIZE' } }, index),
    ).toBe('Sum of Cookie size');
    expect(columnLabel({ aggregateFunction: 'count_rows' }, index)).toBe('Row count');
    expect(columnLabel({ columnId: 'SET_AT', format: 'YYYY' }, index)).toBe('Set at (YYYY)');
    expect(
      expressionValueKind({ aggregateFunction: 'avg', aggregatedColumn: { columnId: 'COOKIE_SIZE' } }, index),
    ).toBe('decimal');
    expect(
      expressionValueKind({ aggregateFunction: 'max', aggregatedColumn: { columnId: 'SET_AT' } }, index),
    ).toBe('timestamp');
    expect(totalFunctions({ columnId: 'COOKIE_SIZE' }, index)).toEqual(['sum', 'avg', 'min', 'max']);
    expect(totalFunctions({ columnId: 'COOKIE_DOMAIN' }, index)).toEqual([]);
    expect(totalFunctions({ aggregateFunction: 'count_rows' }, index)).toContain('sum');
    expect(
      totalFunctions({ aggregateFunction: 'max', aggregatedColumn: { columnId: 'SET_AT' } }, index),
    ).toEqual(['youngest', 'oldest']);
    expect(totalFunctions({ columnId: 'SET_AT', format: 'YYYY-MM' }, index)).toEqual(['count_distinct']);
  });

  it('summarizes a plain column of a grouped query with its default aggregate', () => {
    expect(displayedColumn({ columnId: 'COOKIE_SIZE' }, true, index)).toEqual({
      aggregateFunction: 'sum',
      aggregatedColumn: { columnId: 'COOKIE_SIZE' },
    });
    expect(displayedColumn({ columnId: 'COOKIE_SIZE' }, false, index)).toEqual({ columnId: 'COOKIE_SIZE' });
    expect(displayedColumn({ columnId: 'COOKIE_DOMAIN', groupBy: true }, true, index)).toEqual({
      columnId: 'COOKIE_DOMAIN',
      groupBy: true,
    });
    expect(displayedColumn({ columnId: 'COOKIE_DOMAIN' }, true, index)).toEqual({
      columnId: 'COOKIE_DOMAIN',
    });
  });
});
