import { col } from '../columns';
import type { FamilyScreenOf } from '../types';
import { complianceTable, privacySummary, statusParam } from './shared/privacy';
import { pagesTable, pagesView, tagParams } from './shared/tables';

/** Tag privacy: the tags that fired against the audit's consent categories, and where they fired. */
export const tagPrivacyScreen: FamilyScreenOf<'tag-privacy'> = {
  label: 'Tag privacy',
  description:
    'Which tags that fired in this run are approved, unapproved or unknown under the audit’s consent categories, and the pages they fired on.',
  ...privacySummary('Tag', 'tags'),
  views: [
    {
      id: 'tags',
      label: 'Tags',
      params: { ...statusParam, ...tagParams },
      tables: [
        complianceTable({
          items: 'tags',
          title: 'Tag compliance',
          rowId: (row) => `${String(row.tagId)}:${String(row.tagAccount)}`,
          columns: [
            col.text('tagName', 'Tag'),
            col.text('tagCategoryName', 'Category', { defaultHidden: true }),
            col.text('tagAccount', 'Account'),
          ],
          select: (row) => ({ tagId: Number(row.tagId), tagAccount: String(row.tagAccount) }),
          selectLabel: (row) => `${String(row.tagName)} (${String(row.tagAccount)})`,
        }),
        pagesTable({
          id: 'tag-pages',
          title: 'Pages where the selected tag fired',
          op: 'tagPages',
          needs: ['tagId', 'tagAccount'],
          bodyParams: ['tagId', 'tagAccount'],
          columns: [col.number('tagRequestCount', 'Tag requests')],
        }),
      ],
    },
    pagesView([col.number('tagRequestCount', 'Matching tag requests')], statusParam),
  ],
};
