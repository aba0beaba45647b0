import type { ColumnSpec } from '@/components/data-table';
import { col } from '../columns';
import { pageColumns } from '../page-columns';
import type { FamilyScreenOf, ReportRow } from '../types';

const statusLabels: Record<string, string> = { approved: 'Approved', unapproved: 'Unapproved' };

/** The consent columns of a privacy compliance table: status, deciding category and every matching one. */
export const complianceColumns: ColumnSpec<ReportRow>[] = [
  {
    id: 'consentCategoryComplianceStatus',
    header: 'Compliance',
    accessor: (row) => statusLabels[String(row.consentCategoryComplianceStatus)] ?? 'Unknown',
    width: 130,
  },
  col.text('consentCategoryName', 'Consent category'),
  {
    id: 'consentCategories',
    header: 'All matching categories',
    accessor: (row) =>
      Array.isArray(row.consentCategories)
        ? (row.consentCategories as Array<{ consentCategoryName?: string }>)
            .map((category) => category.consentCategoryName)
            .join(', ')
        : '',
    width: 260,
    defaultHidden: true,
  },
];

/** Filter chip of the compliance status a summary number drills into. */
export const statusParam = { consentCategoryComplianceStatus: 'Compliance' };

/** Cookie privacy: the run's cookies against the audit's consent categories, and the pages that set them. */
export const cookiePrivacyScreen: FamilyScreenOf<'cookie-privacy'> = {
  label: 'Cookie privacy',
  description:
    'Which cookies set in this run are approved, unapproved or unknown under the audit’s consent categories, and the pages that set them.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      {
        label: 'Unique cookies',
        field: 'filteredUniqueCookieCount',
        drill: { view: 'cookies', table: 'cookies' },
      },
      {
        label: 'Approved cookies',
        field: 'filteredApprovedCookieCount',
        drill: { view: 'cookies', table: 'cookies', params: { consentCategoryComplianceStatus: 'approved' } },
      },
      {
        label: 'Unapproved cookies',
        field: 'filteredUnapprovedCookieCount',
        drill: {
          view: 'cookies',
          table: 'cookies',
          params: { consentCategoryComplianceStatus: 'unapproved' },
        },
      },
      {
        label: 'Pages with unapproved cookies',
        field: 'filteredPageWithUnapprovedCookieCount',
        drill: { view: 'pages', params: { consentCategoryComplianceStatus: 'unapproved' } },
      },
    ],
  },
  trends: [
    { name: 'unique_cookies', label: 'Unique cookies', runField: 'totalUniqueCookieCount' },
    { name: 'approved_cookies', label: 'Approved cookies', runField: 'totalApprovedCookieCount' },
    { name: 'unapproved_cookies', label: 'Unapproved cookies', runField: 'totalUnapprovedCookieCount' },
  ],
  views: [
    {
      id: 'cookies',
      label: 'Cookies',
      params: { ...statusParam, cookieName: 'Cookie', cookieDomain: 'Domain' },
      tables: [
        {
          id: 'cookies',
          title: 'Cookie compliance',
          op: 'compliance',
          rows: 'cookies',
          rowId: (row) => `${String(row.cookieName)}@${String(row.cookieDomain)}`,
          bodyParams: ['consentCategoryComplianceStatus'],
          columns: [
            col.text('cookieName', 'Cookie'),
            col.text('cookieDomain', 'Domain'),
            ...complianceColumns,
            col.number('filteredPageCount', 'Pages'),
            col.list('cookieChangedDuring', 'Changed during', { defaultHidden: true }),
          ],
          select: (row) => ({ cookieName: String(row.cookieName), cookieDomain: String(row.cookieDomain) }),
          selectLabel: (row) => `${String(row.cookieName)} (${String(row.cookieDomain)})`,
        },
        {
          id: 'cookie-pages',
          title: 'Pages that set the selected cookie',
          op: 'cookiePages',
          rows: 'pages',
          rowId: (row) => String(row.pageId),
          needs: ['cookieName', 'cookieDomain'],
          bodyParams: ['cookieName', 'cookieDomain'],
          pageIdField: 'pageId',
          columns: [...pageColumns, col.number('cookieCount', 'Cookies on the page')],
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
          columns: [...pageColumns, col.number('cookieCount', 'Matching cookies')],
        },
      ],
    },
  ],
};
