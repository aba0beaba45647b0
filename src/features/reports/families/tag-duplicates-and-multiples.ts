import { col } from '../columns';
import { pageColumns } from '../page-columns';
import type { FamilyScreenOf, ReportTable } from '../types';

/** Columns of a tag's (or account's) duplicate and multiple figures. */
const figureColumns = [
  col.number('filteredTagInstanceCount', 'Tag requests'),
  col.number('filteredTagDuplicateCount', 'Duplicates'),
  col.number('filteredTagDuplicatePageCount', 'Pages with duplicates'),
  col.number('filteredTagMultipleCount', 'Multiples'),
  col.number('filteredTagMultiplePageCount', 'Pages with multiples'),
];

/** A page table (server-paged), optionally only pages with duplicates or multiples. */
function pagesTable(
  id: string,
  title: string,
  type?: 'tag_duplicates' | 'tag_multiples',
): ReportTable & { op: 'pages' } {
  return {
    id,
    title,
    op: 'pages',
    rows: 'pages',
    rowId: (row) => String(row.pageId),
    body: type ? { type } : undefined,
    pageIdField: 'pageId',
    columns: [
      ...pageColumns,
      col.number('filteredTagDuplicateCount', 'Duplicates'),
      col.number('filteredTagMultipleCount', 'Multiples'),
    ],
  };
}

/** Tag duplicates and multiples: tags that fired more than once on a page. */
export const tagDuplicatesAndMultiplesScreen: FamilyScreenOf<'tag-duplicates-and-multiples'> = {
  label: 'Tag duplicates and multiples',
  description:
    'Tags that fired more than once on a page: the same request twice (duplicates) or different requests to the same account (multiples).',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      { label: 'Unique tags', field: 'filteredUniqueTagCount', drill: { view: 'tags' } },
      { label: 'Tag requests', field: 'filteredTagInstanceCount' },
      { label: 'Duplicates', field: 'filteredTagDuplicateCount' },
      { label: 'Multiples', field: 'filteredTagMultipleCount' },
    ],
  },
  trends: [
    { name: 'unique_tags', label: 'Unique tags', runField: 'totalUniqueTagCount' },
    { name: 'tag_requests', label: 'Tag requests', runField: 'totalTagInstanceCount' },
    { name: 'tag_duplicates', label: 'Duplicates', runField: 'totalTagDuplicateCount' },
    { name: 'tag_multiples', label: 'Multiples', runField: 'totalTagMultipleCount' },
  ],
  views: [
    {
      id: 'tags',
      label: 'Tags',
      params: { tagId: 'Tag', tagAccount: 'Account' },
      tables: [
        {
          id: 'tags',
          title: 'Tags',
          op: 'tags',
          rows: 'tags',
          rowId: (row) => String(row.tagId),
          columns: [col.text('tagName', 'Tag'), col.text('tagCategoryName', 'Category'), ...figureColumns],
          select: (row) => ({ tagId: Number(row.tagId) }),
          selectLabel: (row) => String(row.tagName),
        },
        {
          id: 'accounts',
          title: 'Accounts of the selected tag',
          op: 'tagAccounts',
          rows: 'tagAccounts',
          rowId: (row) => String(row.tagAccount),
          needs: ['tagId'],
          pathParams: ['tagId'],
          columns: [col.text('tagAccount', 'Account'), ...figureColumns],
          select: (row) => ({ tagAccount: String(row.tagAccount) }),
          selectLabel: (row) => String(row.tagAccount),
        },
        {
          ...pagesTable('pages', 'Pages with the selected tag'),
          needs: ['tagId'],
          bodyParams: ['tagId', 'tagAccount'],
        },
      ],
    },
    {
      id: 'duplicates',
      label: 'Duplicates',
      tables: [pagesTable('duplicates', 'Pages with duplicates', 'tag_duplicates')],
    },
    {
      id: 'multiples',
      label: 'Multiples',
      tables: [pagesTable('multiples', 'Pages with multiples', 'tag_multiples')],
    },
    { id: 'pages', label: 'Pages', tables: [pagesTable('pages', 'Pages')] },
  ],
};
