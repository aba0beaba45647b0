import { describe, expect, it } from 'vitest';
import type { GridFilter } from '../query-schemas';
import { indexColumns } from './columns';
import { describeFilter, sentenceText } from './filter-sentence';
import { keepsLatestRunOnly, latestRunCondition, latestRunChoice, withLatestRunOnly } from './latest-run';
import { sameRows } from './query-edit';

const latest = (args: number[], negated?: boolean): GridFilter => ({
  operator: 'integer_in',
  filteredColumn: { columnId: 'IS_MOST_RECENT_RUN' },
  args,
  ...(negated === undefined ? {} : { negated }),
});
const domain: GridFilter = {
  operator: 'string_contains',
  arg: 'shop',
  filteredColumn: { columnId: 'AUDIT_NAME' },
};
const index = indexColumns({ columns: [] });

describe('the latest-run choice', () => {
  it('reads as what it keeps, never as "Most recent run is Yes"', () => {
    expect(sentenceText(describeFilter(latest([1]), index))).toBe('Latest run only');
    expect(sentenceText(describeFilter(latest([0]), index))).toBe('Earlier runs only');
    expect(sentenceText(describeFilter(latest([1], true), index))).toBe('Earlier runs only');
    expect(latestRunChoice(latest([0, 1]))).toBeUndefined();
    expect(latestRunChoice(domain)).toBeUndefined();
  });

  it('is switched on and off among the other filters, which stay as they were', () => {
    const on = withLatestRunOnly({ conditions: [domain] }, true);
    expect(on).toEqual({ conditions: [latestRunCondition, domain] });
    expect(keepsLatestRunOnly(on)).toBe(true);
    expect(withLatestRunOnly(on, false)).toEqual({ conditions: [domain] });
    expect(keepsLatestRunOnly({ conditions: [domain] })).toBe(false);
    // Matched with "any" other condition, it does not keep only the latest runs.
    expect(keepsLatestRunOnly({ conditions: [latestRunCondition, domain], conditionMatchMode: 'any' })).toBe(
      false,
    );
    // Switching on replaces an "earlier runs" condition rather than contradicting it.
    expect(withLatestRunOnly({ conditions: [latest([0]), domain] }, true)).toEqual({
      conditions: [latestRunCondition, domain],
    });
  });
});

describe('the rows a query reads', () => {
  it('are the same for another page, sort or total, and others for another filter or column', () => {
    const base = { columns: [{ columnId: 'AUDIT_NAME' }], filters: { conditions: [domain] } };
    expect(sameRows(base, { ...base, page: 3, size: 50, sortBy: [{ columnIndex: 0, sortDesc: true }] })).toBe(
      true,
    );
    expect(sameRows(base, { ...base, filters: withLatestRunOnly(base.filters, true) })).toBe(false);
    expect(sameRows(base, { ...base, columns: [{ columnId: 'AUDIT_ID' }] })).toBe(false);
  });
});
