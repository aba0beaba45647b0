import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { paginationSchema } from '../pagination';

/** Audits and web journeys: what custom headers and data sources are assigned to (DataSourceItemTypeCap). */
export const targetItemTypes = ['AUDIT', 'WEB_JOURNEY'] as const;

/** Query parameters of a target-item search: paging and sorting. */
export const targetSearchQuery = ['page', 'pageSize', 'size', 'sortBy', 'sortDesc'] as const;

/** Narrow a search to folders and their sub-folders (FolderDomainFilter). */
const folderFilterSchema = z.object({
  folders: z.array(z.object({ folderId: id, domains: z.optional(z.array(id)) })),
});

/** Body fields every target-item search shares: a name, labels and folders. */
export const targetSearchFilters = {
  itemName: z.optional(z.string().check(z.minLength(1))),
  itemLabels: z.optional(z.array(id)),
  folders: z.optional(folderFilterSchema),
};

/** One audit or web journey a custom header group or a data source search found. */
export const targetItemSchema = z.looseObject({
  isAssigned: z.optional(z.boolean()),
  itemType: z.optional(z.string()),
  itemId: z.optional(id),
  itemName: z.optional(z.string()),
  lastRunAt: z.optional(dateTime),
  itemLabels: z.optional(z.array(z.looseObject({ id }))),
});

/** Answer of a target-item search: one page of items (Custom header / DataSources TargetItemsSearchResponse). */
export const targetItemPageSchema = z.looseObject({
  metadata: z.optional(paginationSchema),
  items: z.optional(z.array(targetItemSchema)),
});
export type TargetItemPage = z.infer<typeof targetItemPageSchema>;
