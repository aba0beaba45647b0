import { defineFamily } from '../define';

/** Request privacy: its operations (being written). */
export const requestPrivacy = defineFamily({});
