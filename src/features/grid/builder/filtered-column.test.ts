import { describe, expect, it } from 'vitest';
import { columnKeys } from '@/api/grid/model/columns';
import type { ResolvedRequest } from '@/api/grid/model/query-edit';
import { filteredColumnKey } from './filtered-column';

const columns = [{ columnId: 'page_title' }, { columnId: 'page_url' }, { columnId: 'audit_name' }];

/** A request over the three columns with these filters. */
const withFilters = (conditions: unknown[]) =>
  ({ columns, filters: { conditions } }) as unknown as ResolvedRequest;

describe('filteredColumnKey', () => {
  const keys = columnKeys(columns);

  it('names the shown column of the newest filter on a shown column', () => {
    const request = withFilters([
      { operator: 'string_contains', arg: 'a', filteredColumn: { columnId: 'page_url' } },
      { operator: 'string_contains', arg: 'b', filteredColumn: { columnId: 'audit_name' } },
      { operator: 'string_contains', arg: 'c', filteredColumn: { columnId: 'not_shown' } },
      { operator: 'any_column_contains', arg: 'd' },
    ]);
    expect(filteredColumnKey(request, keys)).toBe(keys[2]);
  });

  it('names none without a filter on a shown column', () => {
    expect(filteredColumnKey(withFilters([]), keys)).toBeUndefined();
    expect(
      filteredColumnKey(withFilters([{ operator: 'any_column_contains', arg: 'd' }]), keys),
    ).toBeUndefined();
  });
});
