import { z } from 'zod';
import { dateTime, id } from '../common';

export const consentCategoryTypes = ['approved', 'unapproved'] as const;

/** What a CMP import recorded about the category (ConsentCategory_Cmp_Data). */
export const consentCmpDataSchema = z.looseObject({
  cmpVendor: z.enum(['ONE_TRUST']),
  oneTrustCookieGroupDescription: z.string().optional(),
  oneTrustCookieGroupDomain: z.string(),
  oneTrustCookieGroupId: z.string(),
  oneTrustCookieGroupGeo: z.string(),
  sourceUrl: z.string().optional(),
});

/** A consent category (ConsentCategoryDTO): approved or unapproved cookies, tags and request domains. */
export const consentCategorySchema = z.looseObject({
  id,
  name: z.string(),
  notes: z.string().optional(),
  type: z.enum(consentCategoryTypes),
  isDefaultCC: z.boolean().optional(),
  updatedType: z.enum(['ONETRUST_IMPORT', 'FILE_IMPORT', 'APP_CREATE']).optional(),
  updatedAt: dateTime.optional(),
  cmpData: consentCmpDataSchema.optional(),
});
export type ConsentCategory = z.infer<typeof consentCategorySchema>;

/** One cookie rule of a consent category. */
export const consentCookieEntrySchema = z.looseObject({
  nameType: z.enum(['name_any', 'name_regex', 'name_exact_match']),
  name: z.string().optional(),
  domainType: z.enum(['domain_any', 'domain_regex', 'domain_exact_match']),
  domain: z.string().optional(),
  cookieDescription: z.string().optional(),
});
export type ConsentCookieEntry = z.infer<typeof consentCookieEntrySchema>;

/** One tag rule of a consent category (any account, or the listed ones). */
export const consentTagEntrySchema = z.looseObject({
  tagId: id,
  anyAccount: z.boolean().optional(),
  accounts: z.array(z.string()),
});
export type ConsentTagEntry = z.infer<typeof consentTagEntrySchema>;

/** One request-domain rule of a consent category. */
export const consentRequestDomainEntrySchema = z.looseObject({
  domain: z.string().optional(),
  domainType: z.enum(['domain_any', 'domain_regex', 'domain_exact_match']),
  locationIds: z.array(z.number().int()).optional(),
  anyLocation: z.boolean().optional(),
});
export type ConsentRequestDomainEntry = z.infer<typeof consentRequestDomainEntrySchema>;
