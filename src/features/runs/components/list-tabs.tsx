import { Badge } from '@mantine/core';
import { runQueries } from '@/api/runs/queries';
import { cookieIdentity, inventoryCookieQueries } from '@/api/reports/inventory-cookies';
import type { GeoLocation, RequestDomain } from '@/api/runs/schemas';
import type { ColumnSpec } from '@/components/data-table';
import { paths } from '@/lib/routes';
import { itemParam } from '@/lib/routes/item-param';
import { runCookieColumns } from './run-cookie-columns';
import { runListTab } from './RunListTab';

const domainColumns: ColumnSpec<RequestDomain>[] = [
  {
    id: 'domain',
    header: 'Domain',
    accessor: (row) => row.domain ?? row.OriginalUrl ?? '',
    mono: true,
    width: 340,
    hideable: false,
  },
  { id: 'scheme', header: 'Scheme', accessor: (row) => row.scheme ?? '', width: 100 },
  {
    id: 'valid',
    header: 'Parsed',
    accessor: (row) => row.isValid !== false,
    width: 120,
    cell: (row) => (
      <Badge color={row.isValid === false ? 'orange' : 'teal'} variant="light" radius="sm">
        {row.isValid === false ? 'Not parsed' : 'Valid'}
      </Badge>
    ),
  },
];

const geoColumns: ColumnSpec<GeoLocation>[] = [
  { id: 'country', header: 'Country', accessor: (row) => row.countryName ?? '', width: 260, hideable: false },
  { id: 'code', header: 'Country code', accessor: (row) => row.countryCode, align: 'right', width: 140 },
  { id: 'id', header: 'Id', accessor: (row) => row.id, align: 'right', width: 100, defaultHidden: true },
];

/**
 * The run's cookies with their party, reach, lifetime, size, flags and what set them (the cookie
 * inventory's list); each opens the inventory's drill-down: the pages that set it, as a table with CSV.
 */
export const CookiesTab = runListTab({
  slug: 'cookies',
  title: 'Cookies',
  noun: ['cookie', 'cookies'],
  description:
    "Every cookie the run's pages ended up with. Open one for the pages that set it and what set it.",
  queryOf: inventoryCookieQueries.all,
  columns: runCookieColumns,
  getRowId: (row) => `${row.name}\u0000${row.domain}`,
  rowHref: (row, run) =>
    paths.report({
      ...run,
      family: 'cookie-inventory',
      view: 'cookies',
      search: { cookie: itemParam.write(cookieIdentity(row)) },
    }),
});

/** The run's unique request domains. */
export const RequestDomainsTab = runListTab({
  slug: 'request-domains',
  title: 'Request domains',
  noun: ['domain', 'domains'],
  description: "Every domain the run's pages sent requests to: the site's own and its tags'.",
  queryOf: runQueries.requestDomains,
  columns: domainColumns,
  getRowId: (row) => `${row.scheme ?? ''}://${row.domain ?? row.OriginalUrl ?? ''}`,
});

/** The countries the run's requests were answered from. */
export const GeoLocationsTab = runListTab({
  slug: 'geo-locations',
  title: 'Geo-locations',
  noun: ['country', 'countries'],
  description: "Where the servers that answered the run's requests are located.",
  queryOf: runQueries.geoLocations,
  columns: geoColumns,
  getRowId: (row) => String(row.id ?? row.countryCode ?? row.countryName),
});
