import { col } from '../columns';
import { pageColumns } from '../page-columns';
import type { FamilyScreenOf } from '../types';
import { complianceColumns, statusParam } from './cookie-privacy';

/** Tag privacy: the tags that fired against the audit's consent categories, and where they fired. */
export const tagPrivacyScreen: FamilyScreenOf<'tag-privacy'> = {
  label: 'Tag privacy',
  description:
    'Which tags that fired in this run are approved, unapproved or unknown under the audit’s consent categories, and the pages they fired on.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      { label: 'Unique tags', field: 'filteredUniqueTagCount', drill: { view: 'tags', table: 'tags' } },
      {
        label: 'Approved tags',
        field: 'filteredApprovedTagCount',
        drill: { view: 'tags', table: 'tags', params: { consentCategoryComplianceStatus: 'approved' } },
      },
      {
        label: 'Unapproved tags',
        field: 'filteredUnapprovedTagCount',
        drill: { view: 'tags', table: 'tags', params: { consentCategoryComplianceStatus: 'unapproved' } },
      },
      {
        label: 'Pages with unapproved tags',
        field: 'filteredPageWithUnapprovedTagCount',
        drill: { view: 'pages', params: { consentCategoryComplianceStatus: 'unapproved' } },
      },
    ],
  },
  trends: [
    { name: 'unique_tags', label: 'Unique tags', runField: 'totalUniqueTagCount' },
    { name: 'approved_tags', label: 'Approved tags', runField: 'totalApprovedTagCount' },
    { name: 'unapproved_tags', label: 'Unapproved tags', runField: 'totalUnapprovedTagCount' },
  ],
  views: [
    {
      id: 'tags',
      label: 'Tags',
      params: { ...statusParam, tagId: 'Tag', tagAccount: 'Account' },
      tables: [
        {
          id: 'tags',
          title: 'Tag compliance',
          op: 'compliance',
          rows: 'tags',
          rowId: (row) => `${String(row.tagId)}:${String(row.tagAccount)}`,
          bodyParams: ['consentCategoryComplianceStatus'],
          columns: [
            col.text('tagName', 'Tag'),
            col.text('tagCategoryName', 'Category', { defaultHidden: true }),
            col.text('tagAccount', 'Account'),
            ...complianceColumns,
            col.number('filteredPageCount', 'Pages'),
          ],
          select: (row) => ({ tagId: Number(row.tagId), tagAccount: String(row.tagAccount) }),
          selectLabel: (row) => `${String(row.tagName)} (${String(row.tagAccount)})`,
        },
        {
          id: 'tag-pages',
          title: 'Pages where the selected tag fired',
          op: 'tagPages',
          rows: 'pages',
          rowId: (row) => String(row.pageId),
          needs: ['tagId', 'tagAccount'],
          bodyParams: ['tagId', 'tagAccount'],
          pageIdField: 'pageId',
          columns: [...pageColumns, col.number('tagRequestCount', 'Tag requests')],
        },
      ],
    },
    {
      id: 'pages',
      label: 'Pages',
      params: statusParam,
      tables: [
        {
          id: 'pages',
          title: 'Pages',
          op: 'pages',
          rows: 'pages',
          rowId: (row) => String(row.pageId),
          bodyParams: ['consentCategoryComplianceStatus'],
          pageIdField: 'pageId',
          columns: [...pageColumns, col.number('tagRequestCount', 'Matching tag requests')],
        },
      ],
    },
  ],
};
