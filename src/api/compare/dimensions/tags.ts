import { fetchReport } from '@/api/reports/queries';
import { defineDimension, drillSearch, textOf } from '../dimension';
import { wholeAnswer } from '../read-rows';
import { paths } from '@/lib/routes';

/** Tags: every tag that fired (tag inventory), compared on its number of accounts and of pages it fired on. */
export const tagsDimension = defineDimension({
  label: 'Tags',
  noun: ['tag', 'tags'],
  description:
    'Tags that fired in either run, by tag: how many accounts they sent data to and on how many pages.',
  readRows: async (run) => {
    const { auditId, runId, signal } = run;
    const answer = await fetchReport('tag-inventory', 'tags', { auditId, runId, body: {} }, signal);
    return wholeAnswer(run, answer.tags);
  },
  key: (row) => String(row.tagId),
  columns: [
    { header: 'Tag', text: (row) => row.tagName, width: 240 },
    { header: 'Category', text: (row) => row.tagCategoryName, width: 180 },
  ],
  attributes: [
    { id: 'accounts', label: 'Accounts', text: (row) => textOf(row.filteredTagAccountCount) },
    { id: 'pages', label: 'Pages with the tag', text: (row) => textOf(row.tagPresentPageCount) },
  ],
  drill: (row, { auditId, runId }) =>
    paths.report({
      auditId,
      runId,
      family: 'tag-inventory',
      view: 'tags',
      search: drillSearch({ tagId: row.tagId }),
    }),
  drillTarget: 'pages',
  eager: true,
});
