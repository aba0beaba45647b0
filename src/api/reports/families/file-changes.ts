import { defineFamily } from '../define';

/** File changes: its operations (being written). */
export const fileChanges = defineFamily({});
