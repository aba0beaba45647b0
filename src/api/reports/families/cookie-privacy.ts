import { z } from 'zod';
import { id } from '../../common';
import {
  pagedSchema,
  reportBody,
  reportPageShape,
  reportPageSort,
  runTrendsSchema,
  specificTrendSchema,
} from '../common';
import { defineFamily } from '../define';

/** An item's standing with the run's consent categories (ConsentCategoryComplianceStatus); absent when unknown. */
export const complianceStatusSchema = z.enum(['approved', 'unapproved']);
export type ComplianceStatus = z.infer<typeof complianceStatusSchema>;

/** Consent filters of the privacy request bodies (`consentCategorySnapshotId` is deprecated for the id). */
export const consentFilters = {
  consentCategoryId: id.optional(),
  consentCategorySnapshotId: id.optional(),
  consentCategoryComplianceStatus: complianceStatusSchema.optional(),
};

/** A privacy row's consent columns: the deciding category and every category listing the item. */
export const complianceShape = {
  consentCategoryComplianceStatus: complianceStatusSchema.optional(),
  consentCategoryName: z.string().optional(),
  consentCategorySnapshotId: id.optional(),
  consentCategories: z
    .array(
      z.looseObject({
        consentCategoryComplianceStatus: complianceStatusSchema,
        consentCategoryName: z.string(),
        consentCategorySnapshotId: id,
      }),
    )
    .optional(),
};

/** Sort keys of privacy compliance lists shared by the three families. */
export const complianceSort = {
  compliance_status: 'consentCategoryComplianceStatus',
  page_count: 'filteredPageCount',
  consent_categories: 'consentCategoryName',
  consent_category_name: 'consentCategoryName',
} as const;

const stringInclusionFilter = z.object({
  filterType: z.enum(['contains', 'not_contains']),
  filterValue: z.string().min(1),
});
/** CookieFiltersTrait. */
const cookieFilters = {
  cookieOriginInclusion: z.enum(['exclude_pre_audit_action_only_cookies']).optional(),
};
const requestSchema = reportBody({
  ...cookieFilters,
  cookieName: stringInclusionFilter.optional(),
  cookieDomain: stringInclusionFilter.optional(),
  ...consentFilters,
});
export type CookiePrivacyRequest = z.input<typeof requestSchema>;

/** One cookie by name and domain: `cookie`, or the deprecated `cookieName` and `cookieDomain`. */
const cookiePagesSchema = reportBody({
  ...cookieFilters,
  cookieName: z.string().optional(),
  cookieDomain: z.string().optional(),
  cookie: z.object({ name: z.string(), domain: z.string() }).optional(),
}).refine((body) => body.cookie ?? (body.cookieName !== undefined && body.cookieDomain !== undefined), {
  message: 'Name the cookie: cookie.name and cookie.domain (or cookieName and cookieDomain)',
  path: ['cookie'],
});
export type CookiePrivacyCookiePagesRequest = z.input<typeof cookiePagesSchema>;

/** Trend names of cookie privacy (AuditRun_CookiePrivacy_TrendsEnum). */
export const cookiePrivacyTrendNames = ['unique_cookies', 'approved_cookies', 'unapproved_cookies'] as const;

const pagesList = {
  items: 'pages',
  size: 50,
  sort: { ...reportPageSort, cookie_count: 'cookieCount' },
} as const;
const pagesResponse = pagedSchema(
  'pages',
  z.looseObject({ ...reportPageShape, cookieCount: z.number().int() }),
);

/** Cookie privacy: the run's cookies against the audit's consent categories, and the pages that set them. */
export const cookiePrivacy = defineFamily({
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'cookie-privacy',
    body: requestSchema,
    response: z.looseObject({
      totalPageCount: z.number().int(),
      filteredPageCount: z.number().int(),
      totalUniqueCookieCount: z.number().int(),
      filteredUniqueCookieCount: z.number().int(),
      totalApprovedCookieCount: z.number().int(),
      filteredApprovedCookieCount: z.number().int(),
      totalUnapprovedCookieCount: z.number().int(),
      filteredUnapprovedCookieCount: z.number().int(),
      filteredPageWithUnapprovedCookieCount: z.number().int(),
      runHasNoConsentCategoriesAssigned: z.boolean(),
    }),
  },
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'cookie-privacy/trends',
    response: runTrendsSchema({
      totalUniqueCookieCount: z.number().int(),
      totalApprovedCookieCount: z.number().int(),
      totalUnapprovedCookieCount: z.number().int(),
    }),
  },
  trend: {
    method: 'GET',
    scope: 'audit',
    path: 'cookie-privacy/trends/{trendName}',
    trendNames: cookiePrivacyTrendNames,
    days: true,
    response: specificTrendSchema,
  },
  compliance: {
    method: 'POST',
    scope: 'run',
    path: 'cookie-privacy/compliance',
    body: requestSchema,
    list: {
      items: 'cookies',
      size: 100,
      sort: {
        ...complianceSort,
        cookie_name: 'cookieName',
        cookie_domain: 'cookieDomain',
        cookie_changed_during: 'cookieChangedDuring',
      },
    },
    response: pagedSchema(
      'cookies',
      z.looseObject({
        cookieChangedDuring: z.array(z.enum(['PRE_AUDIT_ACTION', 'PAGE_LOAD', 'ON_PAGE_ACTION'])).optional(),
        cookieName: z.string(),
        cookieDomain: z.string(),
        ...complianceShape,
        filteredPageCount: z.number().int(),
      }),
    ),
  },
  pages: {
    method: 'POST',
    scope: 'run',
    path: 'cookie-privacy/pages',
    body: requestSchema,
    list: pagesList,
    response: pagesResponse,
  },
  cookiePages: {
    method: 'POST',
    scope: 'run',
    path: 'cookie-privacy/cookie-pages',
    body: cookiePagesSchema,
    list: pagesList,
    response: pagesResponse,
  },
});
