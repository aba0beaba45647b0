import { defineFamily } from '../define';

/** Tag privacy: its operations (being written). */
export const tagPrivacy = defineFamily({});
