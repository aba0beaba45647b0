import type { ColumnSpec } from '@/components/data-table';
import { col } from '../../columns';
import { pageColumns } from '../../page-columns';
import type { ReportRow, ReportTable, ReportView } from '../../types';

type Columns = ColumnSpec<ReportRow>[];
/** What a table builder leaves to its caller: everything but the fields it fixes. */
type TableOptions = Partial<Omit<ReportTable, 'op' | 'rows' | 'rowId' | 'columns'>>;

/** A tag's name and category, the first columns of a tag table. */
export const tagColumns = [col.text('tagName', 'Tag'), col.text('tagCategoryName', 'Category')];

/** The chips of a view filtered by a selected tag and account. */
export const tagParams = { tagId: 'Tag', tagAccount: 'Account' };

/** A page table: `op`'s `pages` rows, each opening its run page, with the common page columns and then `columns`. */
export function pagesTable<const Op extends string = 'pages'>(
  spec: TableOptions & { id: string; title: string; op?: Op; columns?: Columns },
): ReportTable & { op: Op } {
  const { op = 'pages' as Op, columns = [], ...options } = spec;
  return {
    op,
    rows: 'pages',
    rowId: (row) => String(row.pageId),
    pageIdField: 'pageId',
    noun: ['page', 'pages'],
    ...options,
    columns: [...pageColumns, ...columns],
  };
}

/** The `pages` view of a family: one page table of every page the filters and the view's `params` select. */
export function pagesView(
  columns: Columns,
  params?: Record<string, string>,
): ReportView & {
  tables: Array<ReportTable & { op: 'pages' }>;
} {
  const bodyParams = params && Object.keys(params);
  return {
    id: 'pages',
    label: 'Pages',
    ...(params && { params }),
    tables: [pagesTable({ id: 'pages', title: 'Pages', ...(bodyParams && { bodyParams }), columns })],
  };
}

/** The `tags` view: `tables` filtered by the selected tag and account. */
export function tagsView<T extends ReportTable>(tables: T[]): ReportView & { tables: T[] } {
  return { id: 'tags', label: 'Tags', params: tagParams, tables };
}

/** The `tags` table: one row per tag (name and category, then `columns`); selecting one filters the next tables. */
export function tagsTable(
  spec: TableOptions & { title: string; columns: Columns },
): ReportTable & { op: 'tags' } {
  const { columns, ...options } = spec;
  return {
    id: 'tags',
    op: 'tags',
    rows: 'tags',
    rowId: (row) => String(row.tagId),
    select: (row) => ({ tagId: Number(row.tagId) }),
    selectLabel: (row) => String(row.tagName),
    noun: ['tag', 'tags'],
    ...options,
    columns: [...tagColumns, ...columns],
  };
}

/** The accounts of the selected tag (`tagAccounts`, the tag in the path), then `columns`; selecting one filters the next. */
export function tagAccountsTable(columns: Columns): ReportTable & { op: 'tagAccounts' } {
  return {
    id: 'accounts',
    title: 'Accounts of the selected tag',
    op: 'tagAccounts',
    rows: 'tagAccounts',
    rowId: (row) => String(row.tagAccount),
    needs: ['tagId'],
    pathParams: ['tagId'],
    columns: [col.text('tagAccount', 'Account'), ...columns],
    select: (row) => ({ tagAccount: String(row.tagAccount) }),
    selectLabel: (row) => String(row.tagAccount),
  };
}
