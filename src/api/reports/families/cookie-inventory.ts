import { z } from '@/lib/zod';
import { id } from '../../common';
import { rangeFilterSchema, reportBody } from '../common';
import { defineFamily } from '../define';
import { stringInclusionFilter, tagIdFilters } from './shared/filters';
import {
  listOperation,
  pagesOperation,
  summaryOperation,
  totalAndFiltered,
  totalCounts,
  trendOperations,
} from './shared/operations';

/** Whose domain a cookie lives on (CookiePartyType; `owned_3rd_party` is deprecated). */
export const cookiePartyTypeSchema = z.enum(['1st_party', 'owned_3rd_party', '3rd_party']);
/** Session cookie or one with an expiry date (CookieExpirationType). */
const expirationTypeSchema = z.enum(['session', 'timestamp']);
/** The SameSite attribute as the service sends it; absent when the cookie set none (CookieSameSite). */
const sameSiteSchema = z.nullable(z.enum(['None', 'Lax', 'Strict']));
/** When a cookie was set or changed (CookieOriginTypeEnum). */
const cookieOriginSchema = z.enum(['PRE_AUDIT_ACTION', 'PAGE_LOAD', 'ON_PAGE_ACTION']);

/** Filters on the cookie that set it (tag, initiator) shared by every request body. */
const initiatorFilters = {
  cookieOriginInclusion: z.optional(z.enum(['exclude_pre_audit_action_only_cookies'])),
  cookieSize: z.optional(rangeFilterSchema),
  initiatorUrl: z.optional(stringInclusionFilter),
  initiatorUrlDomain: z.optional(stringInclusionFilter),
  anyRelatedTag: z.optional(z.boolean()),
  ...tagIdFilters,
};

/** Cookie filters of the cookie inventory (AuditRun_CookieInventory_RequestDTO, after the page filters). */
const requestSchema = reportBody({
  ...initiatorFilters,
  cookieName: z.optional(stringInclusionFilter),
  cookieDomain: z.optional(stringInclusionFilter),
  partyType: z.optional(cookiePartyTypeSchema),
  secure: z.optional(z.boolean()),
  sameSite: z.optional(z.enum(['None', 'Lax', 'Strict', 'Empty'])),
  allThirdPartyCookies: z.optional(z.boolean()),
  httpOnly: z.optional(z.boolean()),
  expirationType: z.optional(expirationTypeSchema),
  cookieDuration: z.optional(rangeFilterSchema),
  partitionKeyIsSet: z.optional(z.boolean()),
});
export type CookieInventoryRequest = z.input<typeof requestSchema>;

/** A cookie's identity and attributes (AuditRun_CookieInventory_CookiesListItemTrait). */
const cookieShape = {
  name: z.string(),
  domain: z.string(),
  partyType: cookiePartyTypeSchema,
  expirationType: expirationTypeSchema,
  sameSite: z.optional(sameSiteSchema),
  secure: z.boolean(),
  httpOnly: z.boolean(),
};

/** The pages of one cookie (AuditRun_CookieInventory_CookiePagesRequestDTO). */
const cookiePagesRequestSchema = reportBody({
  ...initiatorFilters,
  cookie: z.object({
    ...cookieShape,
    partitionKey: z.optional(z.object({ value: z.optional(z.string()) })),
  }),
});
export type CookieInventoryCookiePagesRequest = z.input<typeof cookiePagesRequestSchema>;

const cookiePageShape = { cookieCount: z.int(), totalCookieSize: z.nullable(z.int()) };
const cookiePageSort = { cookie_count: 'cookieCount', total_cookie_size: 'totalCookieSize' } as const;

/** Trend names of the cookie inventory (AuditRun_CookieInventory_TrendsEnum). */
export const cookieInventoryTrendNames = [
  'unique_cookies',
  'first_party',
  'third_party',
  'non_secure_count',
  'same_site_empty',
] as const;

/** Cookie inventory: every cookie the run's pages ended up with, its attributes, domains and pages. */
export const cookieInventory = defineFamily({
  summary: summaryOperation('cookie-inventory', requestSchema, {
    ...totalAndFiltered(['Page', 'UniqueCookie', 'FirstPartyCookie', 'ThirdPartyCookie']),
    filteredNonSecureCookieCount: z.int(),
    filteredSameSiteEmptyCookieCount: z.int(),
    ...totalAndFiltered(['UniqueCookieDomain']),
  }),
  ...trendOperations(
    'cookie-inventory',
    cookieInventoryTrendNames,
    totalCounts([
      'UniqueCookie',
      'FirstPartyCookie',
      'ThirdPartyCookie',
      'NonSecureCookie',
      'SameSiteEmptyCookie',
    ]),
  ),
  cookies: listOperation(
    'cookie-inventory/cookies',
    requestSchema,
    {
      items: 'cookies',
      size: 100,
      sort: {
        page_count: 'filteredPageCount',
        name: 'name',
        domain: 'domain',
        party_type: 'partyType',
        expiration_type: 'expirationType',
        secure: 'secure',
        same_site: 'sameSite',
        http_only: 'httpOnly',
        avg_size: 'averageSize',
        min_duration_in_minutes: 'minDurationInMinutes',
        max_duration_in_minutes: 'maxDurationInMinutes',
        initiator_tag_count: 'initiatorTagIds.length',
        unique_initiator_count: 'initiatorTotalCount',
        partition_key: 'partitionKey',
        cookie_changed_during: 'cookieChangedDuring.0',
      },
    },
    z.looseObject({
      ...cookieShape,
      cookieChangedDuring: z.optional(z.array(cookieOriginSchema)),
      averageSize: z.nullable(z.int()),
      filteredPageCount: z.int(),
      minDurationInMinutes: z.optional(z.int()),
      maxDurationInMinutes: z.optional(z.int()),
      initiators: z.optional(
        z.array(
          z.looseObject({
            initiatorType: z.enum(['HTTP', 'APP', 'OP_ACTION', 'UNKNOWN']),
            tagId: z.optional(id),
            urlDomain: z.optional(z.string()),
            foundDuring: z.array(z.nullable(cookieOriginSchema)),
            instanceCount: z.int(),
          }),
        ),
      ),
      initiatorTagIds: z.optional(z.array(id)),
      initiatorTotalCount: z.optional(z.int()),
      partitionKey: z.optional(z.string()),
    }),
  ),
  pages: pagesOperation('cookie-inventory/pages', requestSchema, cookiePageShape, cookiePageSort),
  cookiePages: pagesOperation(
    'cookie-inventory/cookie-pages',
    cookiePagesRequestSchema,
    cookiePageShape,
    cookiePageSort,
  ),
  domains: listOperation(
    'cookie-inventory/domains',
    requestSchema,
    {
      items: 'domains',
      size: 50,
      sort: { domain: 'domain', page_count: 'pageCount', party_type: 'partyType' },
    },
    z.looseObject({ domain: z.string(), partyType: cookiePartyTypeSchema, pageCount: z.int() }),
  ),
});
