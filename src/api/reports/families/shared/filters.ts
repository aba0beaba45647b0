import { z } from 'zod';
import { id } from '../../../common';

/** Text contains / does not contain (StringInclusionFilter). */
export const stringInclusionFilter = z.object({
  filterType: z.enum(['contains', 'not_contains']),
  filterValue: z.string().min(1),
});

/** One tag, one tag category or one vendor: the tag filters of every report body that has any. */
export const tagIdFilters = {
  tagId: id.optional(),
  tagCategoryId: id.optional(),
  tagVendorId: id.optional(),
};

/** The tag filters most report bodies take: primary tags only and the tag id filters. */
export const tagFilters = { primaryTagsOnly: z.boolean().optional(), ...tagIdFilters };
