import { defineFamily } from '../define';

/** Variable inventory: its operations (being written). */
export const variableInventory = defineFamily({});
