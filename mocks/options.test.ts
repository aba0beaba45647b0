import { describe, expect, it } from 'vitest';
import { readMockOptions, TAB_OPTIONS_KEY, tabOptionsFromSearch, type TabStorage } from './options';

function memoryStorage(initial: Record<string, string> = {}): TabStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

describe('tabOptionsFromSearch', () => {
  it('reads the knobs of the query string and remembers them for the tab', () => {
    const storage = memoryStorage();
    expect(tabOptionsFromSearch('?mock_hostile=1&next=%2Faudits', storage)).toEqual({ MOCK_HOSTILE: '1' });
    expect(JSON.parse(storage.items[TAB_OPTIONS_KEY]!)).toEqual({ MOCK_HOSTILE: '1' });
  });

  it('keeps the remembered knobs on a later load without any', () => {
    const storage = memoryStorage();
    tabOptionsFromSearch('?mock_hostile=1', storage);
    expect(readMockOptions(tabOptionsFromSearch('?q=x', storage)).hostile).toBe(true);
  });

  it('replaces the remembered knobs when the query string names new ones', () => {
    const storage = memoryStorage();
    tabOptionsFromSearch('?mock_hostile=1', storage);
    expect(tabOptionsFromSearch('?mock_seed=7', storage)).toEqual({ MOCK_SEED: '7' });
    expect(readMockOptions(tabOptionsFromSearch('', storage)).hostile).toBe(false);
  });

  it('ignores a corrupt or foreign remembered value', () => {
    expect(tabOptionsFromSearch('', memoryStorage({ [TAB_OPTIONS_KEY]: '{not json' }))).toEqual({});
    expect(
      tabOptionsFromSearch('', memoryStorage({ [TAB_OPTIONS_KEY]: '{"other":"1","MOCK_SEED":2}' })),
    ).toEqual({});
    expect(tabOptionsFromSearch('', undefined)).toEqual({});
  });
});
