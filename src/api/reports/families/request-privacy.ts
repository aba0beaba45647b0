import { z } from '@/lib/zod';
import { reportBody } from '../common';
import { defineFamily } from '../define';
import {
  count,
  pagesOperation,
  runOperation,
  summaryOperation,
  totalAndFiltered,
  totalCounts,
  trendOperations,
} from './shared/operations';
import { complianceOperation, complianceStatusSchema, consentFilters } from './shared/privacy';

/** Where a request was answered from (AuditRun_RequestPrivacy_GeoLocation). */
const geoLocationSchema = z.looseObject({ countryCode: z.string(), countryName: z.string() });

const requestSchema = reportBody({
  requestDomain: z.optional(z.string()),
  ...consentFilters,
  countryCode: z.optional(z.string()),
});
export type RequestPrivacyRequest = z.input<typeof requestSchema>;

/** One request domain, optionally in one country (AuditRun_RequestPrivacy_RequestPagesRequestDTO). */
const requestPagesSchema = reportBody({ requestDomain: z.string(), countryCode: z.optional(z.string()) });
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

const pageShape = { geoCount: count(), requestCount: count() };
const pageSort = { geo_count: 'geoCount', request_count: 'requestCount' } as const;

/** Request privacy: the domains and countries the run's requests went to, against the audit's consent categories. */
export const requestPrivacy = defineFamily({
  summary: summaryOperation('request-privacy', requestSchema, {
    ...totalAndFiltered(['Page', 'Request']),
    filteredUniqueRequestDomainCount: count(),
    filteredUniqueRequestGeoCount: count(),
    totalApprovedRequestCount: count(),
    totalUniqueApprovedRequestDomainCount: count(),
    filteredApprovedRequestCount: count(),
    filteredUniqueApprovedRequestDomainCount: count(),
    totalUnapprovedRequestCount: count(),
    totalUniqueUnapprovedRequestDomainCount: count(),
    filteredUnapprovedRequestCount: count(),
    filteredUniqueUnapprovedRequestDomainCount: count(),
    filteredPageWithUnapprovedRequestCount: count(),
    runHasNoConsentCategoriesAssigned: z.boolean(),
  }),
  ...trendOperations(
    'request-privacy',
    requestPrivacyTrendNames,
    totalCounts([
      'Request',
      'UniqueRequestDomain',
      'UniqueRequestGeo',
      'ApprovedRequest',
      'UniqueApprovedRequestDomain',
      'UnapprovedRequest',
      'UniqueUnapprovedRequestDomain',
    ]),
  ),
  locations: runOperation(
    'request-privacy/locations',
    requestSchema,
    z.looseObject({
      locations: z.array(
        z.looseObject({
          requestGeo: geoLocationSchema,
          requestCount: count(),
          status: z.optional(complianceStatusSchema),
        }),
      ),
    }),
  ),
  compliance: complianceOperation(
    'request-privacy/compliance',
    requestSchema,
    'requests',
    { requestDomain: z.string(), requestGeo: z.optional(geoLocationSchema), requestCount: count() },
    { domain: 'requestDomain', geo: 'requestGeo.countryName', request_count: 'requestCount' },
  ),
  pages: pagesOperation('request-privacy/pages', requestSchema, pageShape, pageSort),
  requestPages: pagesOperation('request-privacy/request-pages', requestPagesSchema, pageShape, pageSort),
});
