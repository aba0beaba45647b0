import type { ColumnSpec } from '@/components/data-table';
import { col, formatFigure } from '../columns';
import type { FamilyScreenOf, ReportRow } from '../types';
import { tagsTable, tagsView } from './shared/tables';

const accountsOf = (row: ReportRow) =>
  Array.isArray(row.tagAccounts) ? (row.tagAccounts as ReportRow[]) : [];

/** A figure summed over a tag row's accounts (`tagAccounts: [{ totalPageCount… }]`). */
function accountSum(field: string, header: string): ColumnSpec<ReportRow> {
  const read = (row: ReportRow) =>
    accountsOf(row).reduce((sum, account) => {
      const value = account[field];
      return sum + (typeof value === 'number' ? value : 0);
    }, 0);
  return {
    id: field,
    header,
    accessor: read,
    align: 'right',
    width: 130,
    cell: (row) => formatFigure(read(row)),
  };
}

const accountNames: ColumnSpec<ReportRow> = {
  id: 'tagAccounts',
  header: 'Accounts',
  accessor: (row) =>
    accountsOf(row)
      .map((account) => String(account.tagAccount))
      .join(', '),
  width: 240,
  mono: true,
};

/** Variable inventory: the variables each tag account sent, on how many pages and with how many values. */
export const variableInventoryScreen: FamilyScreenOf<'variable-inventory'> = {
  label: 'Variable inventory',
  description:
    'The variables each tag account sent in this run: on how many pages each was set or missing, and how many distinct values it carried.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount' },
      { label: 'Tags', field: 'filteredUniqueTagCount', drill: { view: 'tags' } },
      { label: 'Tag requests', field: 'filteredTagInstanceCount' },
      { label: 'Variables', field: 'filteredUniqueVariableNameCount' },
      { label: 'Distinct values', field: 'filteredUniqueVariableValueCount' },
    ],
  },
  trends: [
    { name: 'unique_tags', label: 'Tags', runField: 'totalUniqueTagCount' },
    { name: 'tag_requests', label: 'Tag requests', runField: 'totalTagInstanceCount' },
    { name: 'unique_variables', label: 'Variables', runField: 'totalUniqueVariableNameCount' },
    { name: 'unique_values', label: 'Distinct values', runField: 'totalUniqueVariableValueCount' },
  ],
  views: [
    tagsView([
      tagsTable({
        title: 'Tags and their accounts',
        columns: [
          accountNames,
          accountSum('totalPageCount', 'Pages'),
          accountSum('totalVariableCount', 'Variables'),
        ],
        select: (row) => ({
          tagId: Number(row.tagId),
          tagAccount: String(accountsOf(row)[0]?.tagAccount ?? ''),
        }),
      }),
      {
        id: 'variables',
        title: 'Variables of the selected tag account',
        op: 'tagAccountVariables',
        rows: 'variables',
        rowId: (row) => String(row.variableName),
        needs: ['tagId', 'tagAccount'],
        bodyParams: ['tagId', 'tagAccount'],
        columns: [
          col.text('variableName', 'Variable', { width: 160 }),
          col.text('friendlyName', 'Meaning'),
          col.number('variableSetPageCount', 'Pages set'),
          col.number('variableNotSetPageCount', 'Pages not set'),
          col.number('uniqueValueCount', 'Distinct values'),
        ],
      },
    ]),
  ],
};
