import { col } from '../columns';
import type { FamilyScreenOf } from '../types';
import { pagesTable, pagesView, tagAccountsTable, tagsTable, tagsView } from './shared/tables';
import { tagInventoryTrends } from './shared/trends';

/** Columns of a page's tag requests, unique tags and broken tags. */
const tagCountColumns = [
  col.number('tagInstanceCount', 'Tag requests'),
  col.number('uniqueTagCount', 'Unique tags'),
  col.number('brokenTagCount', 'Broken tags'),
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
      { label: 'Broken tags', field: 'filteredBrokenTagCount' },
      { label: 'Tag requests', field: 'totalTagInstanceCount' },
    ],
  },
  trends: tagInventoryTrends,
  views: [
    tagsView([
      tagsTable({
        title: 'Tags',
        columns: [
          col.number('tagPresentPageCount', 'Pages with tag'),
          col.number('tagAbsentPageCount', 'Pages without'),
          col.number('filteredTagAccountCount', 'Accounts'),
        ],
      }),
      tagAccountsTable([
        col.number('tagPresentPageCount', 'Pages with account'),
        col.number('tagAbsentPageCount', 'Pages without'),
      ]),
      pagesTable({
        id: 'pages',
        title: 'Pages with the selected tag',
        needs: ['tagId'],
        bodyParams: ['tagId', 'tagAccount'],
        columns: tagCountColumns,
      }),
    ]),
    pagesView(tagCountColumns, { pageStatusCode: 'Status' }),
  ],
};
