import { compareNames } from '@/lib/compare';
/** How an item differs between the base run and the head run. */
export type ChangeKind = 'new' | 'removed' | 'changed' | 'unchanged';

/** The change kinds in the order the screen lists them. */
export const changeKinds: readonly ChangeKind[] = ['new', 'removed', 'changed', 'unchanged'];

/** Whether a URL value names a change kind. */
export function isChangeKind(value: string | null | undefined): value is ChangeKind {
  return (changeKinds as readonly (string | null | undefined)[]).includes(value);
}

/** One item of one run as the comparison reads it: its key, identity cells, compared values and drill link. */
export interface CompareRow {
  /** Identity of the item across runs (a cookie's name and domain, a page's URL…). */
  key: string;
  /** Text of the identity columns (name, domain…), in the dimension's column order. */
  cells: readonly string[];
  /** Text of each compared attribute, by attribute id. */
  values: Readonly<Record<string, string>>;
  /** The app URL listing the pages of this item in its run (or the page itself). */
  href?: string | undefined;
}

/** One item of the comparison: its kind, its row in each run and the attributes that differ. */
export interface DiffItem {
  key: string;
  kind: ChangeKind;
  /** Identity cells (from the head run when the item is there, else the base run). */
  cells: readonly string[];
  base?: CompareRow | undefined;
  head?: CompareRow | undefined;
  /** Ids of the attributes whose value differs (only for `changed`). */
  changed: readonly string[];
}

/** Number of items of each change kind. */
export type KindCounts = Record<ChangeKind, number>;

/** The comparison of one dimension: every item and the count of each kind. */
export interface RunDiff {
  items: readonly DiffItem[];
  counts: KindCounts;
  /** Keys seen more than once in a run (merged, see {@link collapseRows}). */
  duplicateKeys: number;
}

/** What separates merged values of a key that appears more than once in a run. */
export const MERGED_SEPARATOR = ', ';

/**
 * Index a run's rows by key. A key that appears more than once (the same domain over http and
 * https…) becomes one row: the first row's cells and link, and for each attribute its distinct
 * values sorted and joined, so the result does not depend on the order the server sent them in.
 */
export function collapseRows(
  rows: readonly CompareRow[],
  attributes: readonly string[],
): { byKey: Map<string, CompareRow>; duplicates: number } {
  const byKey = new Map<string, CompareRow>();
  const merged = new Map<string, Record<string, Set<string>>>();
  let duplicates = 0;
  for (const row of rows) {
    const first = byKey.get(row.key);
    if (!first) {
      byKey.set(row.key, row);
      continue;
    }
    duplicates += 1;
    let sets = merged.get(row.key);
    if (!sets) {
      sets = Object.fromEntries(attributes.map((id) => [id, new Set([first.values[id] ?? ''])]));
      merged.set(row.key, sets);
    }
    for (const id of attributes) sets[id]!.add(row.values[id] ?? '');
  }
  for (const [key, sets] of merged) {
    const first = byKey.get(key)!;
    const values = Object.fromEntries(
      attributes.map((id) => [id, [...sets[id]!].sort().join(MERGED_SEPARATOR)]),
    );
    byKey.set(key, { ...first, values });
  }
  return { byKey, duplicates };
}

/**
 * Compare the rows of two runs in O(n): items only in head are new, only in base removed, in both
 * changed when any compared attribute's text differs, else unchanged. Base order first, then new items.
 */
export function diffRuns(
  base: readonly CompareRow[],
  head: readonly CompareRow[],
  attributes: readonly string[],
): RunDiff {
  const before = collapseRows(base, attributes);
  const after = collapseRows(head, attributes);
  const items: DiffItem[] = [];
  const counts: KindCounts = { new: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const [key, row] of before.byKey) {
    const next = after.byKey.get(key);
    if (!next) {
      items.push({ key, kind: 'removed', cells: row.cells, base: row, changed: [] });
      counts.removed += 1;
      continue;
    }
    const changed = attributes.filter((id) => (row.values[id] ?? '') !== (next.values[id] ?? ''));
    const kind = changed.length > 0 ? 'changed' : 'unchanged';
    items.push({ key, kind, cells: next.cells, base: row, head: next, changed });
    counts[kind] += 1;
  }
  for (const [key, row] of after.byKey) {
    if (before.byKey.has(key)) continue;
    items.push({ key, kind: 'new', cells: row.cells, head: row, changed: [] });
    counts.new += 1;
  }
  return { items, counts, duplicateKeys: before.duplicates + after.duplicates };
}

/** One attribute transition among changed items: its values before and after, and how many items made it. */
export interface Transition {
  from: string;
  to: string;
  count: number;
}

/** The transitions of one attribute over the changed items, most frequent first. */
export function transitionsOf(items: readonly DiffItem[], attribute: string): Transition[] {
  const found = new Map<string, Transition>();
  for (const item of items) {
    if (item.kind !== 'changed' || !item.changed.includes(attribute)) continue;
    const from = item.base?.values[attribute] ?? '';
    const to = item.head?.values[attribute] ?? '';
    const id = JSON.stringify([from, to]);
    const seen = found.get(id);
    if (seen) seen.count += 1;
    else found.set(id, { from, to, count: 1 });
  }
  return [...found.values()].sort(
    (a, b) => b.count - a.count || compareNames(a.from, b.from) || compareNames(a.to, b.to),
  );
}

/** Which items to show: one change kind, and for changed items one attribute's `from → to` (either side optional). */
export interface DiffFilter {
  kind?: ChangeKind | undefined;
  attribute?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The items the filter keeps; a transition filter keeps only changed items whose attribute moved that way. */
export function filterDiff(items: readonly DiffItem[], filter: DiffFilter): readonly DiffItem[] {
  const { kind, attribute, from, to } = filter;
  const byTransition = attribute !== undefined && (from !== undefined || to !== undefined);
  if (!kind && !byTransition) return items;
  return items.filter((item) => {
    if (kind && item.kind !== kind) return false;
    if (!byTransition) return true;
    if (item.kind !== 'changed' || !item.changed.includes(attribute)) return false;
    if (from !== undefined && (item.base?.values[attribute] ?? '') !== from) return false;
    return to === undefined || (item.head?.values[attribute] ?? '') === to;
  });
}
