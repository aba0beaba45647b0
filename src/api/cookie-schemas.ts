import { z } from '@/lib/zod';

/** The attributes every cookie item of the interface shares (name and domain differ in being required). */
export const cookieAttributes = {
  value: z.optional(z.string()),
  path: z.optional(z.string()),
  httpOnly: z.optional(z.boolean()),
  secure: z.optional(z.boolean()),
  samesite: z.optional(z.string()),
  expires: z.optional(z.string()),
  partyType: z.optional(z.string()),
};

/** The tags (or other initiators) that set a cookie, as cookie lists give them. */
export const cookieInitiatorRefsSchema = z.optional(
  z.array(z.looseObject({ tagId: z.optional(z.int()), initiatorType: z.optional(z.string()) })),
);

/** The counts above a list of cookies: unique cookies, their domains and the third-party ones. */
export const cookieInsightsSchema = z.looseObject({
  noOfUniqueCookies: z.int(),
  noOfUniqueDomains: z.int(),
  noOf3rdPartyCookies: z.int(),
});
