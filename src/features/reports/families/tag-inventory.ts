import { col } from '../columns';
import { tagCategoryColumn } from '../components/TagCategoryName';
import type { FamilyScreenOf } from '../types';
import { pagesTable, pagesView, tagAccountsTable, tagParams, tagsTable, tagsView } from './shared/tables';
import { tagInventoryTrends } from './shared/trends';

/** Columns of a page's tag requests, unique tags and broken tags. */
const tagCountColumns = [
  col.number('tagInstanceCount', 'Tag requests'),
  col.number('uniqueTagCount', 'Unique tags'),
  col.number('brokenTagCount', 'Broken tags'),
];

/** The columns of a tag row. */
const tagTableColumns = [
  col.number('tagPresentPageCount', 'Pages with tag'),
  col.number('tagAbsentPageCount', 'Pages without tag'),
  col.number('filteredTagAccountCount', 'Accounts'),
];

/** After a selected tag: its accounts, then the pages with it (and the selected account). */
const selectedTagTables = [
  tagAccountsTable([
    col.number('tagPresentPageCount', 'Pages with account'),
    col.number('tagAbsentPageCount', 'Pages without account'),
  ]),
  pagesTable({
    id: 'pages',
    title: 'Pages with the selected tag',
    needs: ['tagId'],
    bodyParams: ['tagId', 'tagAccount'],
    columns: tagCountColumns,
  }),
];

/** Tag inventory: which tags fired, on how many pages, with which accounts. */
export const tagInventoryScreen: FamilyScreenOf<'tag-inventory'> = {
  label: 'Tag inventory',
  description: 'Every tag that fired in this run, the pages it was on and the accounts it sent data to.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      {
        label: 'Broken pages',
        field: 'filteredBrokenPageCount',
        drill: { view: 'pages', params: { pageStatusCode: 'broken' } },
      },
      { label: 'Unique tags', field: 'filteredUniqueTagCount', drill: { view: 'tags' } },
      {
        label: 'Tag categories',
        field: '',
        op: 'tagCategories',
        count: { items: 'tagCategories' },
        drill: { view: 'categories' },
      },
      { label: 'Broken tags', field: 'filteredBrokenTagCount' },
      { label: 'Tag requests', field: 'totalTagInstanceCount' },
    ],
  },
  trends: tagInventoryTrends,
  views: [
    tagsView([tagsTable({ title: 'Tags', columns: tagTableColumns }), ...selectedTagTables]),
    {
      id: 'categories',
      label: 'Tag categories',
      params: { tagCategoryId: 'Category', ...tagParams },
      tables: [
        {
          id: 'categories',
          title: 'Tag categories',
          op: 'tagCategories',
          rows: 'tagCategories',
          rowId: (row) => String(row.tagCategoryId),
          columns: [
            tagCategoryColumn,
            col.number('totalTagInstanceCount', 'Tag requests'),
            col.bool('tagFilterStatus', 'Matches the tag filters', { defaultHidden: true }),
          ],
          select: (row) => ({ tagCategoryId: Number(row.tagCategoryId) }),
        },
        tagsTable({
          title: 'Tags of the selected category',
          needs: ['tagCategoryId'],
          bodyParams: ['tagCategoryId'],
          columns: tagTableColumns,
        }),
        ...selectedTagTables,
      ],
    },
    pagesView(tagCountColumns, { pageStatusCode: 'Status' }),
  ],
};
