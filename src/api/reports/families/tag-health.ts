import { defineFamily } from '../define';

/** Tag health: its operations (being written). */
export const tagHealth = defineFamily({});
