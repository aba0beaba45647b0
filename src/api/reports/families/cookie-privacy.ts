import { z } from '@/lib/zod';
import { reportBody } from '../common';
import { defineFamily } from '../define';
import { stringInclusionFilter } from './shared/filters';
import { count, pagesOperation } from './shared/operations';
import { complianceOperation, consentFilters, privacySummaryOperations } from './shared/privacy';

/** CookieFiltersTrait. */
const cookieFilters = {
  cookieOriginInclusion: z.optional(z.enum(['exclude_pre_audit_action_only_cookies'])),
};
const requestSchema = reportBody({
  ...cookieFilters,
  cookieName: z.optional(stringInclusionFilter),
  cookieDomain: z.optional(stringInclusionFilter),
  ...consentFilters,
});
export type CookiePrivacyRequest = z.input<typeof requestSchema>;

/** One cookie by name and domain: `cookie`, or the deprecated `cookieName` and `cookieDomain`. */
const cookiePagesSchema = reportBody({
  ...cookieFilters,
  cookieName: z.optional(z.string()),
  cookieDomain: z.optional(z.string()),
  cookie: z.optional(z.object({ name: z.string(), domain: z.string() })),
}).check(
  z.refine((body) => body.cookie ?? (body.cookieName !== undefined && body.cookieDomain !== undefined), {
    message: 'Name the cookie: cookie.name and cookie.domain (or cookieName and cookieDomain)',
    path: ['cookie'],
  }),
);
export type CookiePrivacyCookiePagesRequest = z.input<typeof cookiePagesSchema>;

/** Trend names of cookie privacy (AuditRun_CookiePrivacy_TrendsEnum). */
export const cookiePrivacyTrendNames = ['unique_cookies', 'approved_cookies', 'unapproved_cookies'] as const;

const pageShape = { cookieCount: count() };
const pageSort = { cookie_count: 'cookieCount' } as const;

/** Cookie privacy: the run's cookies against the audit's consent categories, and the pages that set them. */
export const cookiePrivacy = defineFamily({
  ...privacySummaryOperations('cookie-privacy', 'Cookie', requestSchema, cookiePrivacyTrendNames),
  compliance: complianceOperation(
    'cookie-privacy/compliance',
    requestSchema,
    'cookies',
    {
      cookieChangedDuring: z.optional(z.array(z.enum(['PRE_AUDIT_ACTION', 'PAGE_LOAD', 'ON_PAGE_ACTION']))),
      cookieName: z.string(),
      cookieDomain: z.string(),
    },
    {
      cookie_name: 'cookieName',
      cookie_domain: 'cookieDomain',
      cookie_changed_during: 'cookieChangedDuring',
    },
  ),
  pages: pagesOperation('cookie-privacy/pages', requestSchema, pageShape, pageSort),
  cookiePages: pagesOperation('cookie-privacy/cookie-pages', cookiePagesSchema, pageShape, pageSort),
});
