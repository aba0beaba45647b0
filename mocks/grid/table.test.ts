// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { col } from './columns';
import { entityTable } from './table';

describe('entityTable', () => {
  it('reads a lazy column only for the rows asked for, once each; other columns for every row', () => {
    const costly = vi.fn((n: number) => n * 10);
    const cheap = vi.fn((n: number) => n);
    const table = entityTable(
      [1, 2, 3, 4],
      [
        { ...col.integer('COSTLY', 'Costly', costly, 'count'), lazy: true },
        col.integer('CHEAP', 'Cheap', cheap, 'count'),
      ],
    );
    const values = table.values('COSTLY')!;
    expect(values[2]).toBe(30);
    expect(values[2]).toBe(30);
    expect(costly).toHaveBeenCalledTimes(1);
    expect(values.length).toBe(4);
    expect(table.values('CHEAP')).toEqual([1, 2, 3, 4]);
    expect(cheap).toHaveBeenCalledTimes(4);
  });
});
