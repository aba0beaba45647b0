import { defineFamily } from '../define';

/** Page summary: its operations (being written). */
export const pageSummary = defineFamily({});
