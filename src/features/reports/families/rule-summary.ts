import type { ColumnSpec } from '@/components/data-table';
import type { PageFilterType } from '@/api/rules/schemas';
import { pageFilterTypeLabels } from '@/components/rules/labels';
import { conditionSnapshotColumn, snapshotColumn, snapshotListColumn } from './snapshot-column';
import { col } from '../columns';
import { pageColumns } from '../page-columns';
import type { FamilyScreenOf, ReportRow, ReportTrend } from '../types';

/** The names of a row's list of tags (`tags: [{ tagName }]`), joined. */
const tagNames: ColumnSpec<ReportRow> = {
  id: 'tags',
  header: 'Tags checked',
  accessor: (row) =>
    Array.isArray(row.tags)
      ? (row.tags as ReportRow[]).map((tag) => String(tag.tagName)).join(', ')
      : undefined,
  width: 220,
};

/** The variables a tag condition checks (`variables: [{ variable }]`), each linked to its original. */
const variableNames = snapshotListColumn('tag-variable', {
  id: 'variables',
  header: 'Variables checked',
  items: 'variables',
  name: 'variable',
  snapshotId: 'ruleTagVariableSnapshotId',
});

/** What a page filter reads of a page (its `type`, 1–4). */
const pageFilterType: ColumnSpec<ReportRow> = {
  id: 'type',
  header: 'Filter on',
  width: 150,
  accessor: (row) => pageFilterTypeLabels[row.type as PageFilterType] ?? 'URL',
};

const statusCounts = [
  col.number('failedRulePageCount', 'Pages failed'),
  col.number('passedRulePageCount', 'Pages passed'),
  col.number('notAppliedRulePageCount', 'Pages not applied'),
];

const ruleTrend = (name: string, label: string, field: string, op: string): ReportTrend => ({
  name,
  label,
  runField: field,
  valueField: field,
  op,
});

/** Rule summary: which of the audit's rules passed or failed, on which pages, and why. */
export const ruleSummaryScreen: FamilyScreenOf<'rule-summary'> = {
  label: 'Rule summary',
  description:
    'Which of the audit’s rules passed or failed on this run’s pages, with each failing page’s expected and actual values.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      {
        label: 'Pages with a failed rule',
        field: 'failedRulePageCount',
        drill: { view: 'pages', params: { ruleStatus: 'failed' } },
      },
      {
        label: 'Pages with a passed rule',
        field: 'passedRulePageCount',
        drill: { view: 'pages', params: { ruleStatus: 'passed' } },
      },
      {
        label: 'Pages with a rule not applied',
        field: 'notAppliedRulePageCount',
        drill: { view: 'pages', params: { ruleStatus: 'not_applied' } },
      },
      { label: 'Rules', field: 'filteredRuleCount', drill: { view: 'rules' } },
      {
        label: 'Failed rules',
        field: 'failedRuleCount',
        drill: { view: 'rules', params: { ruleStatus: 'failed' } },
      },
      {
        label: 'Passed rules',
        field: 'passedRuleCount',
        drill: { view: 'rules', params: { ruleStatus: 'passed' } },
      },
      {
        label: 'Rules not applied',
        field: 'notAppliedRuleCount',
        drill: { view: 'rules', params: { ruleStatus: 'not_applied' } },
      },
      { label: 'Rule failures', field: 'filteredRuleFailureCount' },
    ],
  },
  trends: [
    ruleTrend('failed_rules', 'Failed rules', 'failedRuleCount', 'ruleResultsTrend'),
    ruleTrend('passed_rules', 'Passed rules', 'passedRuleCount', 'ruleResultsTrend'),
    ruleTrend('not_applied_rules', 'Rules not applied', 'notAppliedRuleCount', 'ruleResultsTrend'),
    ruleTrend('failed_pages', 'Pages with a failed rule', 'failedRulePageCount', 'pageCountTrend'),
    ruleTrend('passed_pages', 'Pages with a passed rule', 'passedRulePageCount', 'pageCountTrend'),
    ruleTrend(
      'not_applied_pages',
      'Pages with a rule not applied',
      'notAppliedRulePageCount',
      'pageCountTrend',
    ),
  ],
  views: [
    {
      id: 'rules',
      label: 'Rules',
      params: { ruleStatus: 'Status', ruleSnapshotId: 'Rule' },
      tables: [
        {
          id: 'rules',
          title: 'Rules',
          op: 'ruleResults',
          rows: 'rules',
          rowId: (row) => String(row.ruleSnapshotId),
          bodyParams: ['ruleStatus'],
          columns: [
            col.text('name', 'Rule', { width: 280 }),
            ...statusCounts,
            tagNames,
            col.bool('hasEmailNotification', 'Notifies'),
            col.list('emailRecipients', 'Recipients', { defaultHidden: true }),
            snapshotColumn('rule', 'ruleSnapshotId'),
          ],
          select: (row) => ({ ruleSnapshotId: Number(row.ruleSnapshotId) }),
          selectLabel: (row) => String(row.name),
        },
        {
          id: 'page-filters',
          title: 'Page filters of the selected rule',
          op: 'ruleResult',
          rows: 'pageFilters',
          rowId: (row) => String(row.pageFilterSnapshotId),
          needs: ['ruleSnapshotId'],
          pathParams: ['ruleSnapshotId'],
          columns: [
            pageFilterType,
            col.text('matchType', 'Condition'),
            col.url('value', 'Value', { width: 260 }),
            ...statusCounts,
            snapshotColumn('page-filter', 'pageFilterSnapshotId'),
          ],
        },
        {
          id: 'conditions',
          title: 'Tag conditions of the selected rule',
          op: 'ruleResult',
          rows: 'tags',
          rowId: (row) => String(row.ruleTagSnapshotId),
          needs: ['ruleSnapshotId'],
          pathParams: ['ruleSnapshotId'],
          columns: [
            col.text('tagName', 'Tag'),
            col.text('account', 'Account'),
            col.text('matchType', 'Condition'),
            ...statusCounts,
            variableNames,
            snapshotColumn('tag', 'ruleTagSnapshotId'),
          ],
        },
        {
          id: 'failing-pages',
          title: 'Pages where the selected rule failed',
          op: 'rulePages',
          rows: 'pages',
          rowId: (row) => String(row.pageId),
          needs: ['ruleSnapshotId'],
          pathParams: ['ruleSnapshotId'],
          body: { ruleResultType: 'failed' },
          pageIdField: 'pageId',
          columns: [
            ...pageColumns,
            conditionSnapshotColumn('conditionResult', 'Condition'),
            col.text('conditionResult.matcher', 'Match', { width: 130 }),
            col.list('conditionResult.expected.expected', 'Expected'),
            col.text('conditionResult.actual', 'Actual', { width: 240 }),
          ],
        },
      ],
    },
    {
      id: 'pages',
      label: 'Pages',
      params: { ruleStatus: 'Status' },
      tables: [
        {
          id: 'pages',
          title: 'Pages and their rule failures',
          op: 'pages',
          rows: 'pages',
          rowId: (row) => String(row.pageId),
          bodyParams: ['ruleStatus'],
          pageIdField: 'pageId',
          columns: [...pageColumns, col.number('ruleFailureCount', 'Rule failures')],
        },
      ],
    },
  ],
};
