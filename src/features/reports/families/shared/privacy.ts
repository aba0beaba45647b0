import type { ColumnSpec } from '@/components/data-table';
import { col } from '../../columns';
import type { ReportRow, ReportTable, ReportTile, ReportTrend } from '../../types';

const statusLabels: Record<string, string> = { approved: 'Approved', unapproved: 'Unapproved' };

/** The consent columns of a privacy compliance table: status, deciding category and every matching one. */
export const complianceColumns: ColumnSpec<ReportRow>[] = [
  {
    id: 'consentCategoryComplianceStatus',
    header: 'Compliance',
    accessor: (row) => statusLabels[String(row.consentCategoryComplianceStatus)] ?? 'Unknown',
    width: 130,
  },
  col.text('consentCategoryName', 'Consent category'),
  {
    id: 'consentCategories',
    header: 'All matching categories',
    accessor: (row) =>
      Array.isArray(row.consentCategories)
        ? (row.consentCategories as Array<{ consentCategoryName?: string }>)
            .map((category) => category.consentCategoryName)
            .join(', ')
        : '',
    width: 260,
    defaultHidden: true,
  },
];

/** Filter chip of the compliance status a summary number drills into. */
export const statusParam = { consentCategoryComplianceStatus: 'Compliance' };

/** Drill-down parameters of the items (or pages) with one compliance status. */
export const withStatus = (status: 'approved' | 'unapproved') => ({
  consentCategoryComplianceStatus: status,
});

/**
 * A privacy family's compliance table (`compliance`): the item's own `columns`, its consent columns and
 * page count, then `hidden` ones; `items` is the rows' field and the table's id.
 */
export function complianceTable(
  spec: Omit<ReportTable, 'id' | 'op' | 'rows' | 'columns'> & {
    items: string;
    columns: ColumnSpec<ReportRow>[];
    hidden?: ColumnSpec<ReportRow>[];
  },
): ReportTable & { op: 'compliance' } {
  const { items, columns, hidden = [], ...options } = spec;
  return {
    id: items,
    op: 'compliance',
    rows: items,
    bodyParams: ['consentCategoryComplianceStatus'],
    ...options,
    columns: [...columns, ...complianceColumns, col.number('filteredPageCount', 'Pages'), ...hidden],
  };
}

/**
 * The summary tiles and trends of a privacy family that counts one kind of item: `noun` names its
 * fields (`Cookie`: `filteredUniqueCookieCount`…), `items` its view, table, trend names and labels (`cookies`).
 */
export function privacySummary(
  noun: string,
  items: string,
): {
  summary: { op: 'summary'; tiles: Omit<ReportTile, 'op'>[] };
  trends: ReportTrend[];
} {
  const list = { view: items, table: items };
  return {
    summary: {
      op: 'summary',
      tiles: [
        { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
        { label: `Unique ${items}`, field: `filteredUnique${noun}Count`, drill: { ...list } },
        {
          label: `Approved ${items}`,
          field: `filteredApproved${noun}Count`,
          drill: { ...list, params: withStatus('approved') },
        },
        {
          label: `Unapproved ${items}`,
          field: `filteredUnapproved${noun}Count`,
          drill: { ...list, params: withStatus('unapproved') },
        },
        {
          label: `Pages with unapproved ${items}`,
          field: `filteredPageWithUnapproved${noun}Count`,
          drill: { view: 'pages', params: withStatus('unapproved') },
        },
      ],
    },
    trends: [
      { name: `unique_${items}`, label: `Unique ${items}`, runField: `totalUnique${noun}Count` },
      { name: `approved_${items}`, label: `Approved ${items}`, runField: `totalApproved${noun}Count` },
      { name: `unapproved_${items}`, label: `Unapproved ${items}`, runField: `totalUnapproved${noun}Count` },
    ],
  };
}
