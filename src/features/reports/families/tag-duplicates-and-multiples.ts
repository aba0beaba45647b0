import { col } from '../columns';
import type { FamilyScreenOf, ReportTable } from '../types';
import { pagesTable, tagAccountsTable, tagsTable, tagsView } from './shared/tables';

/** Columns of a tag's (or account's) duplicate and multiple figures. */
const figureColumns = [
  col.number('filteredTagInstanceCount', 'Tag requests'),
  col.number('filteredTagDuplicateCount', 'Duplicates'),
  col.number('filteredTagDuplicatePageCount', 'Pages with duplicates'),
  col.number('filteredTagMultipleCount', 'Multiples'),
  col.number('filteredTagMultiplePageCount', 'Pages with multiples'),
];

/** A page table (server-paged), optionally only pages with duplicates or multiples. */
function figurePagesTable(
  id: string,
  title: string,
  type?: 'tag_duplicates' | 'tag_multiples',
): ReportTable & { op: 'pages' } {
  return pagesTable({
    id,
    title,
    body: type ? { type } : undefined,
    columns: [
      col.number('filteredTagDuplicateCount', 'Duplicates'),
      col.number('filteredTagMultipleCount', 'Multiples'),
    ],
  });
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
    tagsView([
      tagsTable({ title: 'Tags', columns: figureColumns }),
      tagAccountsTable(figureColumns),
      {
        ...figurePagesTable('pages', 'Pages with the selected tag'),
        needs: ['tagId'],
        bodyParams: ['tagId', 'tagAccount'],
      },
    ]),
    {
      id: 'duplicates',
      label: 'Duplicates',
      tables: [figurePagesTable('duplicates', 'Pages with duplicates', 'tag_duplicates')],
    },
    {
      id: 'multiples',
      label: 'Multiples',
      tables: [figurePagesTable('multiples', 'Pages with multiples', 'tag_multiples')],
    },
    { id: 'pages', label: 'Pages', tables: [figurePagesTable('pages', 'Pages')] },
  ],
};
