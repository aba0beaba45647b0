import { defineFamily } from '../define';

/** Alert summary: its operations (being written). */
export const alertSummary = defineFamily({});
