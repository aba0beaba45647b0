import type { RunPage, Vendor } from '../db/run-data';
import { primaryTagCategories } from '../db/run-data/initiators';

/** How many times a tag fired on a page: twice when it is a duplicate, once otherwise. */
export const tagInstances = (page: RunPage, tagId: number) =>
  page.vendors.some((vendor) => vendor.tagId === tagId) ? (page.duplicateTagIds.includes(tagId) ? 2 : 1) : 0;

/** Tag requests of a page: every fired tag once, duplicates twice. */
export const pageTagInstanceCount = (page: RunPage) => page.vendors.length + page.duplicateTagIds.length;

/** Whether a vendor counts as a primary tag (analytics and tag management). */
export const isPrimaryTag = (vendor: Vendor) => primaryTagCategories.has(vendor.category);

/** A report row's tag identity (TagInfoTrait). */
export const tagInfo = (vendor: Vendor) => ({
  tagId: vendor.tagId,
  tagName: vendor.name,
  tagCategoryId: vendor.categoryId,
  tagCategoryName: vendor.category,
});

/** A report page row's common columns (AuditRunPageCommonColumnsWithFinalValuesTrait). */
export const pageColumns = (page: RunPage) => ({
  pageId: page.id,
  pageUrl: page.url,
  pageLoadTime: page.loadTime,
  pageStatusCode: page.statusCode,
  finalPageUrl: page.finalUrl,
  finalPageStatusCode: page.statusCode,
});
