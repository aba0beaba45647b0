import type { ColumnSpec } from '@/components/data-table';
import { col } from '../columns';
import type { FamilyScreenOf, ReportRow } from '../types';
import { tagColumns } from './shared/tables';
import { tagInventoryTrends } from './shared/trends';

/** Requests of a primary tag with one status class (a field of `statusCodeDistribution`). */
const requests = (status: 'good' | 'redirect' | 'broken', header: string): ColumnSpec<ReportRow> => ({
  id: `statusCodeDistribution.${status}`,
  header,
  align: 'right',
  width: 130,
  accessor: (row) => {
    const value = (row.statusCodeDistribution as Record<string, unknown> | undefined)?.[status];
    return typeof value === 'number' ? value : undefined;
  },
});

/** Audit summary: the run's score parts, its primary tags and every tag that fired. */
export const auditSummaryScreen: FamilyScreenOf<'audit-summary'> = {
  label: 'Audit summary',
  pageFilters: false,
  description:
    'The run’s score and where it lost points, the primary tags measurement relies on and every tag detected, with how they trend.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Score', op: 'scores', field: 'total.score', format: 'score' },
      { label: 'Tag presence', op: 'scores', field: 'tagPresence.score', format: 'score' },
      { label: 'Tag performance', op: 'scores', field: 'tagPerformance.score', format: 'score' },
      { label: 'Page performance', op: 'scores', field: 'pagePerformance.score', format: 'score' },
      { label: 'Primary tags', field: 'totalUniquePrimaryTagCount', drill: { view: 'primary-tags' } },
    ],
  },
  trends: [
    ...tagInventoryTrends,
    ...(
      [
        ['total', 'total', 'Score'],
        ['tag_presence', 'tagPresence', 'Tag presence score'],
        ['tag_performance', 'tagPerformance', 'Tag performance score'],
        ['rules', 'rules', 'Rules score'],
        ['page_performance', 'pagePerformance', 'Page performance score'],
        ['cookies', 'cookies', 'Cookies score'],
      ] as const
    ).map(([name, part, label]) => ({
      name,
      label,
      op: 'scoreTrend',
      runOp: 'scoreTrends',
      valueField: 'score.score',
      runField: `scores.${part}.score`,
      format: 'score' as const,
    })),
  ],
  views: [
    {
      id: 'primary-tags',
      label: 'Primary tags',
      tables: [
        {
          id: 'primary-tags',
          title: 'Primary tags',
          op: 'primaryTags',
          rows: 'tags',
          rowId: (row) => String(row.tagId),
          columns: [
            ...tagColumns,
            col.number('pageCount', 'Pages'),
            col.number('tagAccountCount', 'Accounts'),
            col.number('tagVersionCount', 'Versions'),
            col.number('tagLoadTimeAverage', 'Average load time', 'ms'),
            requests('good', 'Good requests'),
            requests('redirect', 'Redirected requests'),
            requests('broken', 'Broken requests'),
          ],
        },
      ],
    },
    {
      id: 'tags',
      label: 'All tags',
      tables: [
        {
          id: 'tags',
          title: 'Tags detected',
          op: 'tags',
          rows: 'tags',
          rowId: (row) => String(row.tagId),
          columns: [
            ...tagColumns,
            col.number('pageCount', 'Pages with tag'),
            col.number('pageNotPresentCount', 'Pages without tag'),
            col.number('tagLoadTimeAverage', 'Average load time', 'ms'),
            col.number('tagAccountCount', 'Accounts'),
            col.number('uniqueVariableCount', 'Variables'),
          ],
        },
      ],
    },
  ],
};
