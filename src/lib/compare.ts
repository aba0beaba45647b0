// Sort comparisons. A page makes at most one collator, at the first comparison of names: the
// first collator of a page loads the browser's collation data (9–14 ms, about 50 ms at Lighthouse's
// 4× CPU slowdown), so times are never compared as text.

let collator: Intl.Collator | undefined;

/** Names in the order a reader expects: case and accents aside, numbers by value ("Site 2" before "Site 10"). */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator(undefined, { numeric: true });
  return collator.compare(a, b);
}

/** Milliseconds since the epoch of a timestamp; -Infinity for none or one that cannot be read. */
function timeOf(value: string | null | undefined): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? -Infinity : time;
}

/** Timestamps in time order, whatever their offsets; a missing or unreadable one comes first. */
export function compareTimes(a: string | null | undefined, b: string | null | undefined): number {
  const from = timeOf(a);
  const to = timeOf(b);
  return from < to ? -1 : from > to ? 1 : 0;
}
