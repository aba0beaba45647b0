import { col } from '../columns';
import type { FamilyScreenOf } from '../types';
import { complianceTable, privacySummary, statusParam } from './shared/privacy';
import { pagesTable, pagesView } from './shared/tables';

/** Cookie privacy: the run's cookies against the audit's consent categories, and the pages that set them. */
export const cookiePrivacyScreen: FamilyScreenOf<'cookie-privacy'> = {
  label: 'Cookie privacy',
  description:
    'Which cookies set in this run are approved, unapproved or unknown under the audit’s consent categories, and the pages that set them.',
  ...privacySummary('Cookie', 'cookies'),
  views: [
    {
      id: 'cookies',
      label: 'Cookies',
      params: { ...statusParam, cookieName: 'Cookie', cookieDomain: 'Domain' },
      tables: [
        complianceTable({
          items: 'cookies',
          title: 'Cookie compliance',
          rowId: (row) => `${String(row.cookieName)}@${String(row.cookieDomain)}`,
          columns: [col.text('cookieName', 'Cookie'), col.text('cookieDomain', 'Domain')],
          hidden: [col.list('cookieChangedDuring', 'Changed during', { defaultHidden: true })],
          select: (row) => ({ cookieName: String(row.cookieName), cookieDomain: String(row.cookieDomain) }),
          selectLabel: (row) => `${String(row.cookieName)} (${String(row.cookieDomain)})`,
        }),
        pagesTable({
          id: 'cookie-pages',
          title: 'Pages that set the selected cookie',
          op: 'cookiePages',
          needs: ['cookieName', 'cookieDomain'],
          bodyParams: ['cookieName', 'cookieDomain'],
          columns: [col.number('cookieCount', 'Cookies on the page')],
        }),
      ],
    },
    pagesView([col.number('cookieCount', 'Matching cookies')], statusParam),
  ],
};
