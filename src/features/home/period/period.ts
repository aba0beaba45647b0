/** The periods Home looks back over: since the previous visit, the last 24 hours, the last 7 days. */
export const homePeriods = [
  { value: 'last-visit', label: 'Since my last visit' },
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
] as const;

/** One of {@link homePeriods}. */
export type HomePeriod = (typeof homePeriods)[number]['value'];

const HOUR = 3_600_000;

/** The period a `?period=` value names (since the last visit when absent or unknown). */
export function parsePeriod(value: string | null): HomePeriod {
  return homePeriods.find((period) => period.value === value)?.value ?? 'last-visit';
}

/**
 * Where the period starts (epoch ms): 24 hours or 7 days before `now`, or the previous visit (7 days
 * back on a first visit, so a new browser still sees the week's news).
 */
export function periodStart(period: HomePeriod, previousVisit: number | undefined, now: number): number {
  if (period === '24h') return now - 24 * HOUR;
  if (period === '7d' || previousVisit === undefined) return now - 7 * 24 * HOUR;
  return previousVisit;
}

/** Where this browser keeps the time of a user's latest visit to Home, per account (not a secret: local storage). */
export const LAST_VISIT_KEY = 'site-audit.home.last-visit';
/** Where a tab keeps the visit before its own, so "since my last visit" stays put while it is open. */
export const PREVIOUS_VISIT_KEY = 'site-audit.home.previous-visit';

const readTime = (storage: Storage, key: string) => {
  const value = Number(storage.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * The previous visit to Home of `who` (a user of an account) in this browser, undefined on their first
 * visit, and this visit recorded as their latest: a tab reads it once and keeps it for as long as it
 * is open, so two users of one browser each have their own.
 */
export function takePreviousVisit(
  now: number,
  who: string,
  local: Storage,
  session: Storage,
): number | undefined {
  const lastKey = `${LAST_VISIT_KEY}:${who}`;
  const previousKey = `${PREVIOUS_VISIT_KEY}:${who}`;
  const kept = session.getItem(previousKey);
  const previous = kept === null ? readTime(local, lastKey) : readTime(session, previousKey);
  if (kept === null) session.setItem(previousKey, String(previous ?? 0));
  local.setItem(lastKey, String(now));
  return previous;
}
