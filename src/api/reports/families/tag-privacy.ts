import { z } from '@/lib/zod';
import { id } from '../../common';
import { reportBody, tagInfoShape } from '../common';
import { defineFamily } from '../define';
import { tagFilters } from './shared/filters';
import { count, pagesOperation } from './shared/operations';
import { complianceOperation, consentFilters, privacySummaryOperations } from './shared/privacy';

const requestSchema = reportBody({
  ...tagFilters,
  tagAccount: z.optional(z.string()),
  ...consentFilters,
});
export type TagPrivacyRequest = z.input<typeof requestSchema>;

/** One tag and account (AuditRun_TagPrivacy_TagPagesRequestDTO). */
const tagPagesSchema = reportBody({ tagId: id, tagAccount: z.string() });
export type TagPrivacyTagPagesRequest = z.input<typeof tagPagesSchema>;

/** Trend names of tag privacy (AuditRun_TagPrivacy_TrendsEnum). */
export const tagPrivacyTrendNames = ['unique_tags', 'approved_tags', 'unapproved_tags'] as const;

const pageShape = { tagRequestCount: count() };
const pageSort = { tag_count: 'tagRequestCount' } as const;

/** Tag privacy: the tags that fired against the audit's consent categories, and the pages they fired on. */
export const tagPrivacy = defineFamily({
  ...privacySummaryOperations('tag-privacy', 'Tag', requestSchema, tagPrivacyTrendNames),
  compliance: complianceOperation(
    'tag-privacy/compliance',
    requestSchema,
    'tags',
    { ...tagInfoShape, tagAccount: z.string() },
    { tag_name: 'tagName' },
  ),
  pages: pagesOperation('tag-privacy/pages', requestSchema, pageShape, pageSort),
  tagPages: pagesOperation('tag-privacy/tag-pages', tagPagesSchema, pageShape, pageSort),
});
