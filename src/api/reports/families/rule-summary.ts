import { defineFamily } from '../define';

/** Rule summary: its operations (being written). */
export const ruleSummary = defineFamily({});
