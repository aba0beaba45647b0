import { z } from '@/lib/zod';
import { dateTime, id } from '../common';

export const consentCategoryTypes = ['approved', 'unapproved'] as const;

/** What a CMP import recorded about the category (ConsentCategory_Cmp_Data). */
export const consentCmpDataSchema = z.looseObject({
  cmpVendor: z.enum(['ONE_TRUST']),
  oneTrustCookieGroupDescription: z.optional(z.string()),
  oneTrustCookieGroupDomain: z.string(),
  oneTrustCookieGroupId: z.string(),
  oneTrustCookieGroupGeo: z.string(),
  sourceUrl: z.optional(z.string()),
});

/** A consent category (ConsentCategoryDTO): approved or unapproved cookies, tags and request domains. */
export const consentCategorySchema = z.looseObject({
  id,
  name: z.string(),
  notes: z.optional(z.string()),
  type: z.enum(consentCategoryTypes),
  isDefaultCC: z.optional(z.boolean()),
  updatedType: z.optional(z.enum(['ONETRUST_IMPORT', 'FILE_IMPORT', 'APP_CREATE'])),
  updatedAt: z.optional(dateTime),
  cmpData: z.optional(consentCmpDataSchema),
});
export type ConsentCategory = z.infer<typeof consentCategorySchema>;

/** One cookie rule of a consent category. */
export const consentCookieEntrySchema = z.looseObject({
  nameType: z.enum(['name_any', 'name_regex', 'name_exact_match']),
  name: z.optional(z.string()),
  domainType: z.enum(['domain_any', 'domain_regex', 'domain_exact_match']),
  domain: z.optional(z.string()),
  cookieDescription: z.optional(z.string()),
});
export type ConsentCookieEntry = z.infer<typeof consentCookieEntrySchema>;

/** One tag rule of a consent category (any account, or the listed ones). */
export const consentTagEntrySchema = z.looseObject({
  tagId: id,
  anyAccount: z.optional(z.boolean()),
  accounts: z.array(z.string()),
});
export type ConsentTagEntry = z.infer<typeof consentTagEntrySchema>;

/** One request-domain rule of a consent category. */
export const consentRequestDomainEntrySchema = z.looseObject({
  domain: z.optional(z.string()),
  domainType: z.enum(['domain_any', 'domain_regex', 'domain_exact_match']),
  locationIds: z.optional(z.array(z.int())),
  anyLocation: z.optional(z.boolean()),
});
export type ConsentRequestDomainEntry = z.infer<typeof consentRequestDomainEntrySchema>;
