import { z } from 'zod';
import {
  pagedSchema,
  reportBody,
  reportPageShape,
  reportPageSort,
  runTrendsSchema,
  specificTrendSchema,
} from '../common';
import { defineFamily } from '../define';
import { complianceShape, complianceSort, complianceStatusSchema, consentFilters } from './cookie-privacy';

/** Where a request was answered from (AuditRun_RequestPrivacy_GeoLocation). */
const geoLocationSchema = z.looseObject({ countryCode: z.string(), countryName: z.string() });

const requestSchema = reportBody({
  requestDomain: z.string().optional(),
  ...consentFilters,
  countryCode: z.string().optional(),
});
export type RequestPrivacyRequest = z.input<typeof requestSchema>;

/** One request domain, optionally in one country (AuditRun_RequestPrivacy_RequestPagesRequestDTO). */
const requestPagesSchema = reportBody({ requestDomain: z.string(), countryCode: z.string().optional() });
export type RequestPrivacyRequestPagesRequest = z.input<typeof requestPagesSchema>;

/** Trend names of request privacy (AuditRun_RequestPrivacy_TrendsEnum). */
export const requestPrivacyTrendNames = [
  'request_count',
  'unique_domains',
  'unique_geos',
  'approved_requests',
  'unique_approved_domains',
  'unapproved_requests',
  'unique_unapproved_domains',
] as const;

const pagesList = {
  items: 'pages',
  size: 50,
  sort: { ...reportPageSort, geo_count: 'geoCount', request_count: 'requestCount' },
} as const;
const pagesResponse = pagedSchema(
  'pages',
  z.looseObject({ ...reportPageShape, geoCount: z.number().int(), requestCount: z.number().int() }),
);

const count = z.number().int();

/** Request privacy: the domains and countries the run's requests went to, against the audit's consent categories. */
export const requestPrivacy = defineFamily({
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'request-privacy',
    body: requestSchema,
    response: z.looseObject({
      totalPageCount: count,
      filteredPageCount: count,
      totalRequestCount: count,
      filteredRequestCount: count,
      filteredUniqueRequestDomainCount: count,
      filteredUniqueRequestGeoCount: count,
      totalApprovedRequestCount: count,
      totalUniqueApprovedRequestDomainCount: count,
      filteredApprovedRequestCount: count,
      filteredUniqueApprovedRequestDomainCount: count,
      totalUnapprovedRequestCount: count,
      totalUniqueUnapprovedRequestDomainCount: count,
      filteredUnapprovedRequestCount: count,
      filteredUniqueUnapprovedRequestDomainCount: count,
      filteredPageWithUnapprovedRequestCount: count,
      runHasNoConsentCategoriesAssigned: z.boolean(),
    }),
  },
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'request-privacy/trends',
    response: runTrendsSchema({
      totalRequestCount: count,
      totalUniqueRequestDomainCount: count,
      totalUniqueRequestGeoCount: count,
      totalApprovedRequestCount: count,
      totalUniqueApprovedRequestDomainCount: count,
      totalUnapprovedRequestCount: count,
      totalUniqueUnapprovedRequestDomainCount: count,
    }),
  },
  trend: {
    method: 'GET',
    scope: 'audit',
    path: 'request-privacy/trends/{trendName}',
    trendNames: requestPrivacyTrendNames,
    days: true,
    response: specificTrendSchema,
  },
  locations: {
    method: 'POST',
    scope: 'run',
    path: 'request-privacy/locations',
    body: requestSchema,
    response: z.looseObject({
      locations: z.array(
        z.looseObject({
          requestGeo: geoLocationSchema,
          requestCount: count,
          status: complianceStatusSchema.optional(),
        }),
      ),
    }),
  },
  compliance: {
    method: 'POST',
    scope: 'run',
    path: 'request-privacy/compliance',
    body: requestSchema,
    list: {
      items: 'requests',
      size: 100,
      sort: {
        ...complianceSort,
        domain: 'requestDomain',
        geo: 'requestGeo.countryName',
        request_count: 'requestCount',
      },
    },
    response: pagedSchema(
      'requests',
      z.looseObject({
        requestDomain: z.string(),
        requestGeo: geoLocationSchema.optional(),
        requestCount: count,
        ...complianceShape,
        filteredPageCount: count,
      }),
    ),
  },
  pages: {
    method: 'POST',
    scope: 'run',
    path: 'request-privacy/pages',
    body: requestSchema,
    list: pagesList,
    response: pagesResponse,
  },
  requestPages: {
    method: 'POST',
    scope: 'run',
    path: 'request-privacy/request-pages',
    body: requestPagesSchema,
    list: pagesList,
    response: pagesResponse,
  },
});
