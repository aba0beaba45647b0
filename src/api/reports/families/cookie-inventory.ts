import { defineFamily } from '../define';

/** Cookie inventory: its operations (being written). */
export const cookieInventory = defineFamily({});
