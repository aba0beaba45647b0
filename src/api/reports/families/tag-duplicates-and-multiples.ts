import { defineFamily } from '../define';

/** Tag duplicates and multiples: its operations (being written). */
export const tagDuplicatesAndMultiples = defineFamily({});
