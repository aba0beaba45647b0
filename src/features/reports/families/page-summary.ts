import { col } from '../columns';
import { pageColumns } from '../page-columns';
import type { FamilyScreenOf, ReportTable } from '../types';

/** The page table of every view: the common page columns, crawl details and web vitals. */
const pageTable = {
  op: 'pages' as const,
  rows: 'pages',
  rowId: (row) => String(row.pageId),
  pageIdField: 'pageId',
  columns: [
    ...pageColumns,
    col.text('pageTitle', 'Title', { defaultHidden: true }),
    col.status('initialPageStatusCode', 'Initial status'),
    col.number('redirectCount', 'Redirects'),
    col.number('size', 'Size', 'bytes'),
    col.number('largestContentfulPaint', 'LCP', 'ms'),
    col.number('firstContentfulPaint', 'FCP', 'ms'),
    col.number('timeToFirstByte', 'TTFB', 'ms'),
    col.number('cumulativeLayoutShift', 'CLS', 'decimal'),
  ],
} satisfies Omit<ReportTable, 'id' | 'title'>;

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
    {
      id: 'pages',
      label: 'Pages',
      params: { pageStatusCode: 'Status' },
      tables: [{ ...pageTable, id: 'pages', title: 'Pages', bodyParams: ['pageStatusCode'] }],
    },
    {
      id: 'broken-initial',
      label: 'Broken initial status',
      tables: [
        {
          ...pageTable,
          id: 'pages',
          title: 'Pages whose initial URL answered broken',
          // Broken: any status outside 2xx and 3xx (StatusCodeEnum).
          body: {
            initialPageStatusCode: {
              filterType: 'range',
              negated: true,
              minInclusive: 200,
              maxExclusive: 400,
            },
          },
        },
      ],
    },
    {
      id: 'broken-links',
      label: 'Broken links',
      tables: [
        {
          ...pageTable,
          id: 'pages',
          title: 'Pages linking to a broken URL',
          body: { hasBrokenLinks: true },
        },
      ],
    },
  ],
};
