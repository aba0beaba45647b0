import { z } from 'zod';
import { id } from '../../common';
import {
  pagedSchema,
  reportBody,
  reportPageShape,
  reportPageSort,
  runTrendsSchema,
  specificTrendSchema,
  tagInfoShape,
} from '../common';
import { defineFamily } from '../define';
import { complianceShape, complianceSort, consentFilters } from './cookie-privacy';

const requestSchema = reportBody({
  primaryTagsOnly: z.boolean().optional(),
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagVendorId: id.optional(),
  tagAccount: z.string().optional(),
  ...consentFilters,
});
export type TagPrivacyRequest = z.input<typeof requestSchema>;

/** One tag and account (AuditRun_TagPrivacy_TagPagesRequestDTO). */
const tagPagesSchema = reportBody({ tagId: id, tagAccount: z.string() });
export type TagPrivacyTagPagesRequest = z.input<typeof tagPagesSchema>;

/** Trend names of tag privacy (AuditRun_TagPrivacy_TrendsEnum). */
export const tagPrivacyTrendNames = ['unique_tags', 'approved_tags', 'unapproved_tags'] as const;

const pagesList = {
  items: 'pages',
  size: 50,
  sort: { ...reportPageSort, tag_count: 'tagRequestCount' },
} as const;
const pagesResponse = pagedSchema(
  'pages',
  z.looseObject({ ...reportPageShape, tagRequestCount: z.number().int() }),
);

/** Tag privacy: the tags that fired against the audit's consent categories, and the pages they fired on. */
export const tagPrivacy = defineFamily({
  summary: {
    method: 'POST',
    scope: 'run',
    path: 'tag-privacy',
    body: requestSchema,
    response: z.looseObject({
      totalPageCount: z.number().int(),
      filteredPageCount: z.number().int(),
      totalUniqueTagCount: z.number().int(),
      filteredUniqueTagCount: z.number().int(),
      totalApprovedTagCount: z.number().int(),
      filteredApprovedTagCount: z.number().int(),
      totalUnapprovedTagCount: z.number().int(),
      filteredUnapprovedTagCount: z.number().int(),
      filteredPageWithUnapprovedTagCount: z.number().int(),
      runHasNoConsentCategoriesAssigned: z.boolean(),
    }),
  },
  trends: {
    method: 'GET',
    scope: 'run',
    path: 'tag-privacy/trends',
    response: runTrendsSchema({
      totalUniqueTagCount: z.number().int(),
      totalApprovedTagCount: z.number().int(),
      totalUnapprovedTagCount: z.number().int(),
    }),
  },
  trend: {
    method: 'GET',
    scope: 'audit',
    path: 'tag-privacy/trends/{trendName}',
    trendNames: tagPrivacyTrendNames,
    days: true,
    response: specificTrendSchema,
  },
  compliance: {
    method: 'POST',
    scope: 'run',
    path: 'tag-privacy/compliance',
    body: requestSchema,
    list: { items: 'tags', size: 100, sort: { ...complianceSort, tag_name: 'tagName' } },
    response: pagedSchema(
      'tags',
      z.looseObject({
        ...tagInfoShape,
        tagAccount: z.string(),
        ...complianceShape,
        filteredPageCount: z.number().int(),
      }),
    ),
  },
  pages: {
    method: 'POST',
    scope: 'run',
    path: 'tag-privacy/pages',
    body: requestSchema,
    list: pagesList,
    response: pagesResponse,
  },
  tagPages: {
    method: 'POST',
    scope: 'run',
    path: 'tag-privacy/tag-pages',
    body: tagPagesSchema,
    list: pagesList,
    response: pagesResponse,
  },
});
