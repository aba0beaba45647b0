import type { IntegerFilter, PageFilters, PageUrlFilter, RangeFilter } from '@/api/reports/common';
import type { RunData, RunPage } from '../db/run-data';
import { isBrokenLink, linksFrom } from '../db/run-data/links';
import { badRequest } from '../lib/errors';

type Predicate = (page: RunPage) => boolean;

function urlTest(filter: PageUrlFilter, field: 'url' | 'finalUrl'): Predicate {
  let test: (value: string) => boolean;
  if (filter.filterType === 'regex') {
    let pattern: RegExp;
    try {
      pattern = new RegExp(filter.filterValue, 'i');
    } catch {
      badRequest(`"${filter.filterValue}" is not a valid regular expression`, {
        valid: false,
        issues: [
          {
            path: [field === 'url' ? 'pageUrl' : 'finalPageUrl', 'filterValue'],
            message: 'Invalid regular expression',
            code: 'invalid_regex',
          },
        ],
      });
    }
    test = (value) => pattern.test(value);
  } else {
    const needle = filter.filterValue.toLowerCase();
    test = (value) => value.toLowerCase().includes(needle);
  }
  return (page) => test(page[field]) !== Boolean(filter.negated);
}

function integerTest(filter: IntegerFilter, read: (page: RunPage) => number): Predicate {
  const inside =
    filter.filterType === 'specific'
      ? (value: number) => value === filter.filterValue
      : (value: number) =>
          (filter.minInclusive === undefined || value >= filter.minInclusive) &&
          (filter.maxExclusive === undefined || value < filter.maxExclusive);
  return (page) => inside(read(page)) !== filter.negated;
}

function rangeTest(filter: RangeFilter, read: (page: RunPage) => number): Predicate {
  return (page) => {
    const value = read(page);
    return (
      (filter.min === undefined || value >= filter.min) && (filter.max === undefined || value <= filter.max)
    );
  };
}

/** Whether a page ends broken: a final status of 400 or more (CombinedPageStatusCodeEnum). */
export const isBrokenPage = (page: RunPage) => page.statusCode >= 400;

/**
 * The pages of a run that pass a report request's page filters (PageFiltersTrait): URL and final
 * URL contains / regex with negation, title, initial and final status code (one code or a
 * [min, max) range, negatable), good or broken, load time, size, redirects and broken links.
 */
export function filterPages(data: RunData, filters: PageFilters): RunPage[] {
  const tests: Predicate[] = [];
  if (filters.pageUrl) tests.push(urlTest(filters.pageUrl, 'url'));
  if (filters.finalPageUrl) tests.push(urlTest(filters.finalPageUrl, 'finalUrl'));
  if (filters.pageTitle) {
    const { filterType, filterValue } = filters.pageTitle;
    const needle = filterValue.toLowerCase();
    tests.push((page) => page.title.toLowerCase().includes(needle) === (filterType === 'contains'));
  }
  if (filters.initialPageStatusCode)
    tests.push(integerTest(filters.initialPageStatusCode, (page) => page.initialStatusCode));
  if (filters.finalPageStatusCode)
    tests.push(integerTest(filters.finalPageStatusCode, (page) => page.statusCode));
  if (filters.combinedPageStatusCode) {
    const broken = filters.combinedPageStatusCode === 'broken';
    tests.push((page) => isBrokenPage(page) === broken);
  }
  if (filters.pageLoadTime) tests.push(rangeTest(filters.pageLoadTime, (page) => page.loadTime));
  if (filters.pageSize) tests.push(rangeTest(filters.pageSize, (page) => page.size));
  if (filters.redirectCount) tests.push(rangeTest(filters.redirectCount, (page) => page.redirectCount));
  if (filters.hasBrokenLinks !== undefined) {
    const wanted = filters.hasBrokenLinks;
    tests.push((page) => linksFrom(data.site, data.pages, page).some(isBrokenLink) === wanted);
  }
  if (tests.length === 0) return data.pages;
  return data.pages.filter((page) => tests.every((test) => test(page)));
}
