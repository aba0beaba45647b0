import { defineFamily } from '../define';

/** Cookie privacy: its operations (being written). */
export const cookiePrivacy = defineFamily({});
