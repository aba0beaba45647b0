import { col } from '../columns';
import { pageColumns } from '../page-columns';
import type { FamilyScreenOf } from '../types';

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
      { label: 'Broken tags', field: 'filteredBrokenTagCount' },
      { label: 'Tag requests', field: 'totalTagInstanceCount' },
    ],
  },
  trends: [
    { name: 'unique_tags', label: 'Unique tags', runField: 'totalUniqueTagCount' },
    { name: 'broken_tags', label: 'Broken tags', runField: 'totalBrokenTagCount' },
    { name: 'broken_pages', label: 'Broken pages', runField: 'totalBrokenPageCount' },
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
          columns: [
            col.text('tagName', 'Tag'),
            col.text('tagCategoryName', 'Category'),
            col.number('tagPresentPageCount', 'Pages with tag'),
            col.number('tagAbsentPageCount', 'Pages without'),
            col.number('filteredTagAccountCount', 'Accounts'),
          ],
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
          columns: [
            col.text('tagAccount', 'Account'),
            col.number('tagPresentPageCount', 'Pages with account'),
            col.number('tagAbsentPageCount', 'Pages without'),
          ],
          select: (row) => ({ tagAccount: String(row.tagAccount) }),
          selectLabel: (row) => String(row.tagAccount),
        },
        {
          id: 'pages',
          title: 'Pages with the selected tag',
          op: 'pages',
          rows: 'pages',
          rowId: (row) => String(row.pageId),
          needs: ['tagId'],
          bodyParams: ['tagId', 'tagAccount'],
          pageIdField: 'pageId',
          columns: [
            ...pageColumns,
            col.number('tagInstanceCount', 'Tag requests'),
            col.number('uniqueTagCount', 'Unique tags'),
            col.number('brokenTagCount', 'Broken tags'),
          ],
        },
      ],
    },
    {
      id: 'pages',
      label: 'Pages',
      params: { pageStatusCode: 'Status' },
      tables: [
        {
          id: 'pages',
          title: 'Pages',
          op: 'pages',
          rows: 'pages',
          rowId: (row) => String(row.pageId),
          bodyParams: ['pageStatusCode'],
          pageIdField: 'pageId',
          columns: [
            ...pageColumns,
            col.number('tagInstanceCount', 'Tag requests'),
            col.number('uniqueTagCount', 'Unique tags'),
            col.number('brokenTagCount', 'Broken tags'),
          ],
        },
      ],
    },
  ],
};
