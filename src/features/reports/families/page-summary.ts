import { col } from '../columns';
import type { FamilyScreenOf } from '../types';
import { pagesTable, pagesView } from './shared/tables';

/** The columns of every view's page table after the common ones: crawl details and web vitals. */
const pageDetailColumns = [
  col.text('pageTitle', 'Title', { defaultHidden: true }),
  col.status('initialPageStatusCode', 'Initial status'),
  col.number('redirectCount', 'Redirects'),
  col.number('size', 'Size', 'bytes'),
  col.number('largestContentfulPaint', 'LCP', 'ms'),
  col.number('firstContentfulPaint', 'FCP', 'ms'),
  col.number('timeToFirstByte', 'TTFB', 'ms'),
  col.number('cumulativeLayoutShift', 'CLS', 'decimal'),
];

/** Page summary: load times, status codes, broken links and web vitals of the run's pages. */
export const pageSummaryScreen: FamilyScreenOf<'page-summary'> = {
  label: 'Page summary',
  description:
    'How fast the run’s pages loaded, which started or ended broken or link to broken pages, and how their web vitals did.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'pagesFiltered', drill: { view: 'pages' } },
      { label: 'Average load time', field: 'averagePageLoadTime', format: 'ms' },
      {
        label: 'Broken initial status',
        field: 'pagesWithBrokenInitialStatusCode',
        drill: { view: 'broken-initial' },
      },
      {
        label: 'Broken final status',
        field: 'pagesWithBrokenFinalStatusCode',
        drill: { view: 'pages', params: { pageStatusCode: 'broken' } },
      },
      { label: 'Pages with broken links', field: 'pagesWithBrokenLinks', drill: { view: 'broken-links' } },
      { label: 'LCP (75th percentile)', field: 'webVitals.p75LargestContentfulPaint', format: 'ms' },
      { label: 'CLS (75th percentile)', field: 'webVitals.p75CumulativeLayoutShift', format: 'decimal' },
    ],
  },
  trends: [
    { name: 'avg_page_load_time', label: 'Average load time', runField: 'averagePageLoadTime', format: 'ms' },
    {
      name: 'broken_initial_page',
      label: 'Broken initial status',
      runField: 'pagesWithBrokenInitialStatusCode',
    },
    { name: 'broken_final_page', label: 'Broken final status', runField: 'pagesWithBrokenFinalStatusCode' },
    { name: 'pages_with_broken_links', label: 'Pages with broken links', runField: 'pagesWithBrokenLinks' },
    {
      name: 'largest_contentful_paint',
      label: 'LCP (75th percentile)',
      op: 'webVitalsTrend',
      runOp: 'webVitalsTrends',
      valueField: 'stats.p75',
      runField: 'largestContentfulPaintStats.p75',
      format: 'ms',
    },
    {
      name: 'first_contentful_paint',
      label: 'FCP (75th percentile)',
      op: 'webVitalsTrend',
      runOp: 'webVitalsTrends',
      valueField: 'stats.p75',
      runField: 'firstContentfulPaintStats.p75',
      format: 'ms',
    },
    {
      name: 'time_to_first_byte',
      label: 'TTFB (75th percentile)',
      op: 'webVitalsTrend',
      runOp: 'webVitalsTrends',
      valueField: 'stats.p75',
      runField: 'timeToFirstByteStats.p75',
      format: 'ms',
    },
    {
      name: 'cumulative_layout_shift',
      label: 'CLS (75th percentile)',
      op: 'webVitalsTrend',
      runOp: 'webVitalsTrends',
      valueField: 'stats.p75',
      runField: 'cumulativeLayoutShiftStats.p75',
      format: 'decimal',
    },
  ],
  views: [
    pagesView(pageDetailColumns, { pageStatusCode: 'Status' }),
    {
      id: 'broken-initial',
      label: 'Broken initial status',
      tables: [
        pagesTable({
          id: 'pages',
          title: 'Pages whose initial URL answered broken',
          columns: pageDetailColumns,
          // Broken: any status outside 2xx and 3xx (StatusCodeEnum).
          body: {
            initialPageStatusCode: {
              filterType: 'range',
              negated: true,
              minInclusive: 200,
              maxExclusive: 400,
            },
          },
        }),
      ],
    },
    {
      id: 'broken-links',
      label: 'Broken links',
      tables: [
        pagesTable({
          id: 'pages',
          title: 'Pages linking to a broken URL',
          columns: pageDetailColumns,
          body: { hasBrokenLinks: true },
        }),
      ],
    },
  ],
};
