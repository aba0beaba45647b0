import { describe, expect, it } from 'vitest';
import { GRID_FILTER_TEXT_MAX, gridAnsweredQuerySchema, gridRequestSchema } from './query-schemas';

const longFilter = (length: number) => ({
  filters: {
    conditions: [{ operator: 'string_contains' as const, arg: 'x'.repeat(length) }],
  },
});

describe('grid query schemas', () => {
  it('holds a request to the reference limit on filter text', () => {
    expect(gridRequestSchema.safeParse(longFilter(GRID_FILTER_TEXT_MAX)).success).toBe(true);
    expect(gridRequestSchema.safeParse(longFilter(GRID_FILTER_TEXT_MAX + 1)).success).toBe(false);
  });

  it('reads a saved query from an answer whatever the length of its filter text', () => {
    expect(gridAnsweredQuerySchema.safeParse(longFilter(102_400)).success).toBe(true);
    expect(
      gridAnsweredQuerySchema.safeParse({ filters: { conditions: [{ operator: 'nope' }] } }).success,
    ).toBe(false);
  });
});
