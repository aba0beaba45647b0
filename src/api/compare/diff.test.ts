import { describe, expect, it } from 'vitest';
import { collapseRows, diffRuns, filterDiff, transitionsOf, type CompareRow } from './diff';

const attributes = ['status', 'pages'];

/** A row keyed by `key` with the given status and page count. */
const row = (key: string, status: string, pages = '1', href?: string): CompareRow => ({
  key,
  cells: [key],
  values: { status, pages },
  href,
});

describe('diffRuns', () => {
  it('sorts items into new, removed, changed and unchanged, with counts', () => {
    const base = [row('a', 'approved'), row('b', 'approved'), row('c', 'unapproved', '2')];
    const head = [row('a', 'approved'), row('b', 'unapproved'), row('d', 'approved')];
    const diff = diffRuns(base, head, attributes);
    expect(diff.counts).toEqual({ new: 1, removed: 1, changed: 1, unchanged: 1 });
    const byKey = Object.fromEntries(diff.items.map((item) => [item.key, item]));
    expect(byKey.a!.kind).toBe('unchanged');
    expect(byKey.b!.kind).toBe('changed');
    expect(byKey.b!.changed).toEqual(['status']);
    expect(byKey.c!.kind).toBe('removed');
    expect(byKey.c!.head).toBeUndefined();
    expect(byKey.d!.kind).toBe('new');
    expect(byKey.d!.base).toBeUndefined();
    expect(diff.items.map((item) => item.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps each run’s drill link on its side of the item', () => {
    const diff = diffRuns([row('a', 'x', '1', '/base/a')], [row('a', 'y', '1', '/head/a')], attributes);
    expect(diff.items[0]!.base!.href).toBe('/base/a');
    expect(diff.items[0]!.head!.href).toBe('/head/a');
  });

  it('lists every attribute that changed, and treats a missing value as empty', () => {
    const base: CompareRow[] = [{ key: 'a', cells: ['a'], values: { status: 'approved' } }];
    const head: CompareRow[] = [{ key: 'a', cells: ['a'], values: { status: 'unapproved', pages: '3' } }];
    expect(diffRuns(base, head, attributes).items[0]!.changed).toEqual(['status', 'pages']);
    const same: CompareRow[] = [{ key: 'a', cells: ['a'], values: { status: 'approved', pages: '' } }];
    expect(diffRuns(base, same, attributes).items[0]!.kind).toBe('unchanged');
  });

  it('ignores attributes that are not compared', () => {
    const base: CompareRow[] = [{ key: 'a', cells: ['a'], values: { status: 'x', note: 'one' } }];
    const head: CompareRow[] = [{ key: 'a', cells: ['a'], values: { status: 'x', note: 'two' } }];
    expect(diffRuns(base, head, ['status']).counts.unchanged).toBe(1);
  });

  it('handles empty runs on either side', () => {
    expect(diffRuns([], [], attributes)).toEqual({
      items: [],
      counts: { new: 0, removed: 0, changed: 0, unchanged: 0 },
      duplicateKeys: 0,
    });
    expect(diffRuns([], [row('a', 'x')], attributes).counts).toEqual({
      new: 1,
      removed: 0,
      changed: 0,
      unchanged: 0,
    });
    expect(diffRuns([row('a', 'x')], [], attributes).counts.removed).toBe(1);
  });

  it('merges a key seen twice in a run into one item whose values are the sorted distinct values', () => {
    const base = [row('a', 'https'), row('a', 'http'), row('a', 'https')];
    const head = [row('a', 'https')];
    const diff = diffRuns(base, head, attributes);
    expect(diff.items).toHaveLength(1);
    expect(diff.duplicateKeys).toBe(2);
    expect(diff.items[0]!.base!.values.status).toBe('http, https');
    expect(diff.items[0]!.kind).toBe('changed');
    expect(diff.items[0]!.changed).toEqual(['status']);
    // The same duplicates in another order give the same merged values, and identical duplicates merge away.
    const reordered = diffRuns([row('a', 'http'), row('a', 'https')], base, attributes);
    expect(reordered.items[0]!.kind).toBe('unchanged');
    expect(diffRuns([row('a', 'x'), row('a', 'x')], [row('a', 'x')], attributes).items[0]!.kind).toBe(
      'unchanged',
    );
  });

  it('does not change the rows it is given when it merges duplicates', () => {
    const first = row('a', 'x');
    const { byKey } = collapseRows([first, row('a', 'y')], attributes);
    expect(first.values.status).toBe('x');
    expect(byKey.get('a')!.values.status).toBe('x, y');
  });

  it('is correct on 10,000 items per run', () => {
    const size = 10_000;
    const base: CompareRow[] = [];
    const head: CompareRow[] = [];
    for (let i = 0; i < size; i++) {
      base.push(row(`page-${i}`, i % 10 === 0 ? 'approved' : 'unapproved', String(i)));
      // Head drops the first 500, adds 500 more, and every approved item becomes unapproved.
      const j = i + 500;
      head.push(row(`page-${j}`, 'unapproved', String(j)));
    }
    const diff = diffRuns(base, head, attributes);
    expect(diff.items).toHaveLength(size + 500);
    expect(diff.counts.removed).toBe(500);
    expect(diff.counts.new).toBe(500);
    expect(diff.counts.changed).toBe((size - 500) / 10);
    expect(diff.counts.unchanged).toBe(size - 500 - (size - 500) / 10);
    expect(transitionsOf(diff.items, 'status')).toEqual([
      { from: 'approved', to: 'unapproved', count: (size - 500) / 10 },
    ]);
  });
});

describe('transitions and filters', () => {
  const base = [
    row('a', 'approved'),
    row('b', 'approved'),
    row('c', 'unknown'),
    row('d', 'approved', '1'),
    row('e', 'approved'),
  ];
  const head = [
    row('a', 'unapproved'),
    row('b', 'unapproved'),
    row('c', 'unapproved'),
    row('d', 'approved', '5'),
    row('f', 'unapproved'),
  ];
  const diff = diffRuns(base, head, attributes);

  it('counts each attribute’s transitions over changed items, most frequent first', () => {
    expect(transitionsOf(diff.items, 'status')).toEqual([
      { from: 'approved', to: 'unapproved', count: 2 },
      { from: 'unknown', to: 'unapproved', count: 1 },
    ]);
    expect(transitionsOf(diff.items, 'pages')).toEqual([{ from: '1', to: '5', count: 1 }]);
    expect(transitionsOf(diff.items, 'missing')).toEqual([]);
  });

  it('filters by change kind', () => {
    const keys = (filter: Parameters<typeof filterDiff>[1]) =>
      filterDiff(diff.items, filter).map((item) => item.key);
    expect(keys({})).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(keys({ kind: 'new' })).toEqual(['f']);
    expect(keys({ kind: 'removed' })).toEqual(['e']);
    expect(keys({ kind: 'changed' })).toEqual(['a', 'b', 'c', 'd']);
    expect(keys({ kind: 'unchanged' })).toEqual([]);
  });

  it('filters changed items by an attribute transition, with either side optional', () => {
    const keys = (filter: Parameters<typeof filterDiff>[1]) =>
      filterDiff(diff.items, filter).map((item) => item.key);
    expect(keys({ attribute: 'status', from: 'approved', to: 'unapproved' })).toEqual(['a', 'b']);
    expect(keys({ attribute: 'status', to: 'unapproved' })).toEqual(['a', 'b', 'c']);
    expect(keys({ attribute: 'status', from: 'unknown' })).toEqual(['c']);
    expect(keys({ attribute: 'pages', from: '1', to: '5' })).toEqual(['d']);
    // New and removed items never match a transition, even when their value equals one side.
    expect(keys({ attribute: 'status', to: 'unapproved', kind: 'new' })).toEqual([]);
    // An attribute without from or to filters nothing.
    expect(keys({ attribute: 'status' })).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
