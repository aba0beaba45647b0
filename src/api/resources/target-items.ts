import { z } from 'zod';
import { dateTime, id } from '../common';
import { paginationSchema } from '../pagination';

/** Audits and web journeys: what custom headers and data sources are assigned to (DataSourceItemTypeCap). */
export const targetItemTypes = ['AUDIT', 'WEB_JOURNEY'] as const;

/** Query parameters of a target-item search: paging and sorting. */
export const targetSearchQuery = ['page', 'pageSize', 'size', 'sortBy', 'sortDesc'] as const;

/** Narrow a search to folders and their sub-folders (FolderDomainFilter). */
const folderFilterSchema = z.object({
  folders: z.array(z.object({ folderId: id, domains: z.array(id).optional() })),
});

/** Body fields every target-item search shares: a name, labels and folders. */
export const targetSearchFilters = {
  itemName: z.string().min(1).optional(),
  itemLabels: z.array(id).optional(),
  folders: folderFilterSchema.optional(),
};

/** One audit or web journey a custom header group or a data source search found. */
export const targetItemSchema = z.looseObject({
  isAssigned: z.boolean().optional(),
  itemType: z.string().optional(),
  itemId: id.optional(),
  itemName: z.string().optional(),
  lastRunAt: dateTime.optional(),
  itemLabels: z.array(z.looseObject({ id })).optional(),
});

/** Answer of a target-item search: one page of items (Custom header / DataSources TargetItemsSearchResponse). */
export const targetItemPageSchema = z.looseObject({
  metadata: paginationSchema.optional(),
  items: z.array(targetItemSchema).optional(),
});
export type TargetItemPage = z.infer<typeof targetItemPageSchema>;
