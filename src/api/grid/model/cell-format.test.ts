import { describe, expect, it } from 'vitest';
import type { GridSchemaColumn } from '../query-schemas';
import { formatDateTime } from '@/lib/format';
import { cellSortValue, formatCell } from './cell-format';
import { lifetimeUnit } from './columns';

const reference = (extra: Partial<GridSchemaColumn>): GridSchemaColumn => ({
  columnId: 'REF',
  name: 'Ref',
  type: 'entity_reference',
  canGroupBy: true,
  canPivot: false,
  supportedFilterOperators: [],
  supportedAggregateFunctions: [],
  isIncludedByDefault: false,
  isNullable: true,
  ...extra,
});

describe('grid cells as text', () => {
  it('formats numbers, dates and empty values', () => {
    expect(formatCell(1234567, { kind: 'integer', column: undefined })).toBe('1,234,567');
    expect(formatCell(2.345678, { kind: 'decimal', column: undefined })).toBe('2.35');
    expect(formatCell('2026-03-01T08:30:00Z', { kind: 'timestamp', column: undefined })).toBe(
      formatDateTime('2026-03-01T08:30:00Z'),
    );
    expect(formatCell(null, { kind: 'text', column: undefined })).toBe('');
    expect(formatCell(true, { kind: 'text', column: undefined })).toBe('Yes');
  });

  it('shows ids without thousands separators', () => {
    const runId = reference({ columnId: 'AUDIT_RUN_ID', type: 'number', numberFormat: 'integer' });
    expect(formatCell(50033, { kind: 'integer', column: runId })).toBe('50033');
    const pages = reference({ columnId: 'AUDIT_PAGES_SCANNED', type: 'number', numberFormat: 'integer' });
    expect(formatCell(50033, { kind: 'integer', column: pages })).toBe('50,033');
  });

  it('names references by their name fields, enumerations by their values, lists joined', () => {
    const audit = reference({ fields: [{ fieldName: 'id' }, { fieldName: 'name' }] });
    expect(formatCell([12, 'Homepage audit'], { kind: 'reference', column: audit })).toBe('Homepage audit');
    const owner = reference({
      fields: [
        { fieldName: 'id' },
        { fieldName: 'first_name' },
        { fieldName: 'last_name' },
        { fieldName: 'email' },
      ],
    });
    expect(formatCell([3, 'Ada', 'Lovelace', 'ada@example.com'], { kind: 'reference', column: owner })).toBe(
      'Ada Lovelace',
    );
    const status = reference({ isEnum: true, enumValues: [{ id: 1, name: 'Completed' }] });
    expect(formatCell(1, { kind: 'reference', column: status })).toBe('Completed');
    expect(formatCell(9, { kind: 'reference', column: status })).toBe('9');
    const tags = reference({ isList: true, fields: [{ fieldName: 'id' }, { fieldName: 'name' }] });
    expect(
      formatCell(
        [
          [1, 'Google Analytics'],
          [2, 'Meta Pixel'],
        ],
        { kind: 'reference', column: tags },
      ),
    ).toBe('Google Analytics, Meta Pixel');
    expect(formatCell(['a', 'b'], { kind: 'list', column: undefined })).toBe('a, b');
  });

  it('sorts numbers as numbers and the rest by its text', () => {
    expect(cellSortValue(5, { kind: 'integer', column: undefined })).toBe(5);
    expect(cellSortValue(null, { kind: 'integer', column: undefined })).toBeNull();
    expect(
      cellSortValue([1, 'x'], {
        kind: 'reference',
        column: reference({ fields: [{ fieldName: 'id' }, { fieldName: 'name' }] }),
      }),
    ).toBe('x');
  });

  it('words a cookie lifetime as every cookie screen does, and its average too, never its count', () => {
    const lifetime = { columnId: 'COOKIE_DURATION' };
    expect(lifetimeUnit(lifetime)).toBe('days');
    expect(lifetimeUnit({ aggregateFunction: 'avg', aggregatedColumn: lifetime })).toBe('days');
    expect(lifetimeUnit({ aggregateFunction: 'count_distinct', aggregatedColumn: lifetime })).toBeUndefined();
    expect(lifetimeUnit({ columnId: 'COOKIE_SIZE' })).toBeUndefined();
    expect(formatCell(400, { kind: 'integer', column: undefined, lifetime: 'days' })).toBe('400 days');
    expect(formatCell(0.5, { kind: 'decimal', column: undefined, lifetime: 'days' })).toBe('12 hours');
    expect(cellSortValue(400, { kind: 'integer', column: undefined, lifetime: 'days' })).toBe(400);
  });
});
