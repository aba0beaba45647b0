import { col } from '../columns';
import type { FamilyScreenOf, ReportRow } from '../types';
import { complianceTable, statusParam, withStatus } from './shared/privacy';
import { pagesTable, pagesView } from './shared/tables';

const countryName = (row: ReportRow) => {
  const geo = row.requestGeo as { countryName?: string } | undefined;
  return geo?.countryName ?? '';
};

/** Request privacy: where the run's requests went (domains and countries) against the audit's consent categories. */
export const requestPrivacyScreen: FamilyScreenOf<'request-privacy'> = {
  label: 'Request privacy',
  description:
    'Which domains and countries this run’s pages sent requests to, whether the audit’s consent categories approve them, and the pages that sent them.',
  summary: {
    op: 'summary',
    tiles: [
      { label: 'Pages', field: 'filteredPageCount', drill: { view: 'pages' } },
      { label: 'Requests', field: 'filteredRequestCount' },
      {
        label: 'Domains',
        field: 'filteredUniqueRequestDomainCount',
        drill: { view: 'requests', table: 'requests' },
      },
      {
        label: 'Countries',
        field: 'filteredUniqueRequestGeoCount',
        drill: { view: 'requests', table: 'locations' },
      },
      {
        label: 'Approved domains',
        field: 'filteredUniqueApprovedRequestDomainCount',
        drill: { view: 'requests', table: 'requests', params: withStatus('approved') },
      },
      {
        label: 'Unapproved domains',
        field: 'filteredUniqueUnapprovedRequestDomainCount',
        drill: { view: 'requests', table: 'requests', params: withStatus('unapproved') },
      },
      { label: 'Unapproved requests', field: 'filteredUnapprovedRequestCount' },
      {
        label: 'Pages with unapproved requests',
        field: 'filteredPageWithUnapprovedRequestCount',
        drill: { view: 'pages', params: withStatus('unapproved') },
      },
    ],
  },
  trends: [
    { name: 'request_count', label: 'Requests', runField: 'totalRequestCount' },
    { name: 'unique_domains', label: 'Domains', runField: 'totalUniqueRequestDomainCount' },
    { name: 'unique_geos', label: 'Countries', runField: 'totalUniqueRequestGeoCount' },
    { name: 'approved_requests', label: 'Approved requests', runField: 'totalApprovedRequestCount' },
    {
      name: 'unique_approved_domains',
      label: 'Approved domains',
      runField: 'totalUniqueApprovedRequestDomainCount',
    },
    { name: 'unapproved_requests', label: 'Unapproved requests', runField: 'totalUnapprovedRequestCount' },
    {
      name: 'unique_unapproved_domains',
      label: 'Unapproved domains',
      runField: 'totalUniqueUnapprovedRequestDomainCount',
    },
  ],
  views: [
    {
      id: 'requests',
      label: 'Domains',
      params: { ...statusParam, countryCode: 'Country', requestDomain: 'Domain' },
      tables: [
        {
          id: 'locations',
          title: 'Countries',
          op: 'locations',
          rows: 'locations',
          rowId: (row) => String((row.requestGeo as { countryCode?: string } | undefined)?.countryCode),
          bodyParams: ['consentCategoryComplianceStatus'],
          columns: [
            { id: 'countryName', header: 'Country', accessor: countryName, width: 200 },
            col.number('requestCount', 'Requests'),
            {
              id: 'status',
              header: 'Compliance',
              accessor: (row) =>
                row.status === 'approved'
                  ? 'Approved'
                  : row.status === 'unapproved'
                    ? 'Unapproved'
                    : 'Unknown',
              width: 130,
            },
          ],
          select: (row) => ({
            countryCode: String((row.requestGeo as { countryCode?: string }).countryCode),
          }),
          selectLabel: countryName,
        },
        complianceTable({
          items: 'requests',
          title: 'Domain compliance',
          rowId: (row) =>
            `${String(row.requestDomain)}@${String((row.requestGeo as { countryCode?: string } | undefined)?.countryCode)}`,
          bodyParams: ['consentCategoryComplianceStatus', 'countryCode'],
          columns: [
            col.text('requestDomain', 'Domain'),
            { id: 'requestGeo.countryName', header: 'Country', accessor: countryName, width: 160 },
            col.number('requestCount', 'Requests'),
          ],
          select: (row) => ({ requestDomain: String(row.requestDomain) }),
          selectLabel: (row) => String(row.requestDomain),
        }),
        pagesTable({
          id: 'request-pages',
          title: 'Pages that sent requests to the selected domain',
          op: 'requestPages',
          needs: ['requestDomain'],
          bodyParams: ['requestDomain', 'countryCode'],
          columns: [
            col.number('requestCount', 'Requests to the domain'),
            col.number('geoCount', 'Countries'),
          ],
        }),
      ],
    },
    pagesView([col.number('requestCount', 'Matching requests'), col.number('geoCount', 'Countries')], {
      ...statusParam,
      countryCode: 'Country',
    }),
  ],
};
