import {
  cookieIdentity,
  cookieLifetime,
  cookieLifetimeMinutes,
  cookieSetBy,
  type InventoryCookie,
} from '@/api/reports/inventory-cookies';
import { col } from '../columns';
import { itemParam } from '@/lib/routes/item-param';
import type { FamilyScreenOf } from '../types';
import { pagesTable, pagesView } from './shared/tables';

const cookieText = (value: string) => {
  const cookie = itemParam.read(value);
  return cookie ? `${String(cookie.name)} on ${String(cookie.domain)}` : value;
};

/** The fields a cookie's lifetime is read from. */
type CookieLifetimeFields = Pick<InventoryCookie, 'expirationType' | 'maxDurationInMinutes'>;

const cookiePageColumns = [
  col.number('cookieCount', 'Cookies'),
  col.number('totalCookieSize', 'Total size', 'bytes'),
];

/** Cookie inventory: every cookie the run's pages ended up with, its attributes and where it was set. */
export const cookieInventoryScreen: FamilyScreenOf<'cookie-inventory'> = {
  label: 'Cookie inventory',
  description:
    'Every cookie the run’s pages ended up with: first or third party, its security attributes and lifetime, the tag that set it and the pages and domains it was found on.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      { label: 'Unique cookies', field: 'filteredUniqueCookieCount', drill: { view: 'cookies' } },
      {
        label: 'First-party cookies',
        field: 'filteredFirstPartyCookieCount',
        drill: { view: 'cookies', params: { partyType: '1st_party' } },
      },
      {
        label: 'Third-party cookies',
        field: 'filteredThirdPartyCookieCount',
        drill: { view: 'cookies', params: { partyType: '3rd_party' } },
      },
      { label: 'Non-secure cookies', field: 'filteredNonSecureCookieCount' },
      {
        label: 'No SameSite',
        field: 'filteredSameSiteEmptyCookieCount',
        drill: { view: 'cookies', params: { sameSite: 'Empty' } },
      },
      { label: 'Cookie domains', field: 'filteredUniqueCookieDomainCount', drill: { view: 'domains' } },
    ],
  },
  trends: [
    { name: 'unique_cookies', label: 'Unique cookies', runField: 'totalUniqueCookieCount' },
    { name: 'first_party', label: 'First-party cookies', runField: 'totalFirstPartyCookieCount' },
    { name: 'third_party', label: 'Third-party cookies', runField: 'totalThirdPartyCookieCount' },
    { name: 'non_secure_count', label: 'Non-secure cookies', runField: 'totalNonSecureCookieCount' },
    { name: 'same_site_empty', label: 'No SameSite', runField: 'totalSameSiteEmptyCookieCount' },
  ],
  views: [
    {
      id: 'cookies',
      label: 'Cookies',
      params: { partyType: 'Party', sameSite: 'SameSite', cookie: 'Cookie' },
      paramText: { cookie: cookieText },
      tables: [
        {
          id: 'cookies',
          title: 'Cookies',
          op: 'cookies',
          rows: 'cookies',
          rowId: (row) => `${String(row.name)}@${String(row.domain)}`,
          bodyParams: ['partyType', 'sameSite'],
          columns: [
            col.text('name', 'Cookie'),
            col.text('domain', 'Domain'),
            col.label('partyType', 'Party', 'cookieParty', { width: 130 }),
            col.number('filteredPageCount', 'Pages'),
            col.label('expirationType', 'Expires', 'cookieExpiration', { width: 120 }),
            {
              id: 'maxDurationInMinutes',
              header: 'Lifetime',
              unit: 'minutes',
              align: 'right',
              width: 130,
              accessor: (row) => cookieLifetimeMinutes(row as CookieLifetimeFields),
              cell: (row) => cookieLifetime(row as CookieLifetimeFields),
            },
            col.bool('secure', 'Secure'),
            col.bool('httpOnly', 'HttpOnly'),
            col.label('sameSite', 'SameSite', 'sameSite', { width: 110 }),
            col.number('averageSize', 'Size', 'bytes'),
            {
              id: 'initiators',
              header: 'Set by',
              width: 280,
              sortable: false,
              accessor: (row) => cookieSetBy(row as Pick<InventoryCookie, 'initiators'>),
            },
          ],
          select: (row) => ({ cookie: itemParam.write(cookieIdentity(row)) }),
          selectLabel: (row) => String(row.name),
          noun: ['cookie', 'cookies'],
        },
        pagesTable({
          id: 'cookie-pages',
          title: 'Pages with the selected cookie',
          op: 'cookiePages',
          needs: ['cookie'],
          bodyFrom: (params) => ({ cookie: itemParam.read(params.cookie) }),
          columns: cookiePageColumns,
        }),
      ],
    },
    {
      id: 'domains',
      label: 'Domains',
      tables: [
        {
          id: 'domains',
          title: 'Cookie domains',
          op: 'domains',
          rows: 'domains',
          rowId: (row) => String(row.domain),
          columns: [
            col.text('domain', 'Domain', { width: 280 }),
            col.label('partyType', 'Party', 'cookieParty', { width: 130 }),
            col.number('pageCount', 'Pages'),
          ],
        },
      ],
    },
    pagesView(cookiePageColumns),
  ],
};
