import { z } from 'zod';

/** The attributes every cookie item of the interface shares (name and domain differ in being required). */
export const cookieAttributes = {
  value: z.string().optional(),
  path: z.string().optional(),
  httpOnly: z.boolean().optional(),
  secure: z.boolean().optional(),
  samesite: z.string().optional(),
  expires: z.string().optional(),
  partyType: z.string().optional(),
};

/** The tags (or other initiators) that set a cookie, as cookie lists give them. */
export const cookieInitiatorRefsSchema = z
  .array(z.looseObject({ tagId: z.number().int().optional(), initiatorType: z.string().optional() }))
  .optional();

/** The counts above a list of cookies: unique cookies, their domains and the third-party ones. */
export const cookieInsightsSchema = z.looseObject({
  noOfUniqueCookies: z.number().int(),
  noOfUniqueDomains: z.number().int(),
  noOf3rdPartyCookies: z.number().int(),
});
