import { fetchReport } from '@/api/reports/queries';
import { reportPath } from '@/lib/paths';
import { defineDimension, drillSearch, textOf } from '../dimension';

/** Tags: every tag that fired (tag inventory), compared on its number of accounts and of pages it fired on. */
export const tagsDimension = defineDimension({
  label: 'Tags',
  noun: ['tag', 'tags'],
  description:
    'Tags that fired in either run, by tag: how many accounts they sent data to and on how many pages.',
  readRows: async ({ auditId, runId, signal, onProgress }) => {
    const answer = await fetchReport('tag-inventory', 'tags', { auditId, runId, body: {} }, signal);
    onProgress({ loaded: answer.tags.length, total: answer.tags.length });
    return answer.tags;
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
    `${reportPath(auditId, runId, 'tag-inventory', 'tags')}${drillSearch({ tagId: row.tagId })}`,
  drillTarget: 'pages',
  eager: true,
});
