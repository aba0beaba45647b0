import { z } from '@/lib/zod';
import { id } from '../../../common';
import {
  count,
  counts,
  listOperation,
  summaryOperation,
  totalAndFiltered,
  totalCounts,
  trendOperations,
} from './operations';

/** An item's standing with the run's consent categories (ConsentCategoryComplianceStatus); absent when unknown. */
export const complianceStatusSchema = z.enum(['approved', 'unapproved']);
/** An item's standing with the run's consent categories. */
export type ComplianceStatus = z.infer<typeof complianceStatusSchema>;

/** Consent filters of the privacy request bodies (`consentCategorySnapshotId` is deprecated for the id). */
export const consentFilters = {
  consentCategoryId: z.optional(id),
  consentCategorySnapshotId: z.optional(id),
  consentCategoryComplianceStatus: z.optional(complianceStatusSchema),
};

/** A privacy row's consent columns: the deciding category and every category listing the item. */
export const complianceShape = {
  consentCategoryComplianceStatus: z.optional(complianceStatusSchema),
  consentCategoryName: z.optional(z.string()),
  consentCategorySnapshotId: z.optional(id),
  consentCategories: z.optional(
    z.array(
      z.looseObject({
        consentCategoryComplianceStatus: complianceStatusSchema,
        consentCategoryName: z.string(),
        consentCategorySnapshotId: id,
      }),
    ),
  ),
};

/** Sort keys of privacy compliance lists shared by the three families. */
export const complianceSort = {
  compliance_status: 'consentCategoryComplianceStatus',
  page_count: 'filteredPageCount',
  consent_categories: 'consentCategoryName',
  consent_category_name: 'consentCategoryName',
} as const;

/**
 * The summary, trends and trend operations of a privacy family that counts one kind of item, its
 * fields named after `noun` (`Cookie`: `totalUniqueCookieCount`, `filteredApprovedCookieCount`…).
 */
export function privacySummaryOperations<
  const P extends string,
  const N extends string,
  const T extends readonly string[],
  B extends z.ZodMiniType,
>(path: P, noun: N, body: B, trendNames: T) {
  return {
    summary: summaryOperation(path, body, {
      ...totalAndFiltered(['Page', `Unique${noun}`, `Approved${noun}`, `Unapproved${noun}`] as const),
      ...counts([`filteredPageWithUnapproved${noun}Count`] as const),
      runHasNoConsentCategoriesAssigned: z.boolean(),
    }),
    ...trendOperations(
      path,
      trendNames,
      totalCounts([`Unique${noun}`, `Approved${noun}`, `Unapproved${noun}`] as const),
    ),
  } as const;
}

/** A privacy family's compliance list (RP, POST, 100 a page): each item's own fields, its consent columns and page count. */
export function complianceOperation<
  const P extends string,
  B extends z.ZodMiniType,
  const I extends string,
  S extends z.core.$ZodLooseShape,
  const O extends Record<string, string>,
>(path: P, body: B, items: I, shape: S, sort: O) {
  return listOperation(
    path,
    body,
    { items, size: 100, sort: { ...complianceSort, ...sort } },
    z.looseObject({ ...shape, ...complianceShape, filteredPageCount: count() }),
  );
}
