import { z } from '@/lib/zod';
import { id } from '../../../common';

/** Text contains / does not contain (StringInclusionFilter). */
export const stringInclusionFilter = z.object({
  filterType: z.enum(['contains', 'not_contains']),
  filterValue: z.string().check(z.minLength(1)),
});

/** One tag, one tag category or one vendor: the tag filters of every report body that has any. */
export const tagIdFilters = {
  tagId: z.optional(id),
  tagCategoryId: z.optional(id),
  tagVendorId: z.optional(id),
};

/** The tag filters most report bodies take: primary tags only and the tag id filters. */
export const tagFilters = { primaryTagsOnly: z.optional(z.boolean()), ...tagIdFilters };
