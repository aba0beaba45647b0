import type { GridEntityPathType } from '@/api/grid/query-schemas';

/** What an analyst needs to know of a grid data set before building a report over it. */
export interface GridDataSet {
  /** What its rows are, and of which runs. */
  description: string;
  /** The label of the switch narrowing a set of every run to each item's latest one (none for a set of latest runs only). */
  latestRunSwitch?: string;
}

/** A set read from the pages of each audit's latest completed run, not from every run. */
const ofLatestRuns = (rows: string) => `${rows} of each audit’s latest run`;

/** Every grid data set: what it holds, in the picker, under the builder's "Data" choice and in its description. */
export const gridDataSets: Record<GridEntityPathType, GridDataSet> = {
  'web-audit-runs': {
    description: 'Every run of every audit: when it ran, its status, pages scanned and scores.',
    latestRunSwitch: 'Only each audit’s latest run',
  },
  'web-journey-runs': {
    description: 'Every run of every web journey: status, actions and failures.',
    latestRunSwitch: 'Only each journey’s latest run',
  },
  pages: { description: `${ofLatestRuns('Pages')}: URLs, status codes, load times, sizes and counts.` },
  cookies: {
    description: `${ofLatestRuns('Cookies on the pages')}: names, domains, party, expiry and size.`,
  },
  tags: {
    description: `${ofLatestRuns('Tags on the pages')}: vendors, categories, accounts and load times.`,
  },
  'tag-variables': {
    description: `${ofLatestRuns('Variables sent by tags on the pages')}, with their values.`,
  },
  links: { description: `${ofLatestRuns('Links on the pages')}, with their targets and status.` },
  'network-requests': {
    description: `${ofLatestRuns('Network requests of the pages')}: URL, method, status, size and timing.`,
  },
  'accessibility-issues': {
    description: `${ofLatestRuns('Accessibility issues on the pages')}, by WCAG criterion and impact.`,
  },
  'browser-logs': { description: `${ofLatestRuns('Browser console messages on the pages')}, by level.` },
  rules: {
    description: `${ofLatestRuns('Rule results on the pages')}: passed or failed, with their conditions.`,
  },
};
