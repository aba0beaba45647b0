import type { PageFilters } from '@/api/reports/common';

/** Search parameters holding the report page filters; they travel between families of a run. */
export const FILTER_KEYS = [
  'url',
  'urlMode',
  'urlNot',
  'status',
  'code',
  'loadMin',
  'loadMax',
  'sizeMin',
  'sizeMax',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** The filters as the form edits them: text per search parameter. */
export type FilterValues = Record<FilterKey, string>;

const whole = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);

/** The filter values in the URL ('' when absent). */
export function readFilterValues(search: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, search.get(key) ?? ''])) as FilterValues;
}

/** Whether a regular expression compiles; the message to show when it does not. */
export function regexProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : 'Not a valid regular expression';
  }
}

/** The page filters of a report request body (PageFiltersTrait) from the URL; invalid values are left out. */
export function pageFiltersFromSearch(search: URLSearchParams): PageFilters {
  const filters: PageFilters = {};
  const url = search.get('url');
  const mode = search.get('urlMode') === 'regex' ? 'regex' : 'contains';
  if (url && (mode === 'contains' || !regexProblem(url)))
    filters.pageUrl = { filterType: mode, filterValue: url, negated: search.get('urlNot') === '1' };
  const status = search.get('status');
  if (status === 'good' || status === 'broken') filters.combinedPageStatusCode = status;
  const code = whole(search.get('code'));
  if (code !== undefined)
    filters.finalPageStatusCode = { filterType: 'specific', filterValue: code, negated: false };
  const range = (min: string, max: string) => {
    const lower = whole(search.get(min));
    const upper = whole(search.get(max));
    return lower === undefined && upper === undefined ? undefined : { min: lower, max: upper };
  };
  const load = range('loadMin', 'loadMax');
  if (load) filters.pageLoadTime = load;
  const size = range('sizeMin', 'sizeMax');
  if (size)
    filters.pageSize = {
      min: size.min === undefined ? undefined : size.min * 1024,
      max: size.max === undefined ? undefined : size.max * 1024,
    };
  return filters;
}

/** Only the filter parameters of a search string (what a link to another family keeps). */
export function filterSearch(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** How many filters are set (for the "Filters (n)" label). */
export function activeFilterCount(search: URLSearchParams): number {
  return Object.keys(pageFiltersFromSearch(search)).length;
}
