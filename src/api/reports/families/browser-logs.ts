import { defineFamily } from '../define';

/** Browser logs: its operations (being written). */
export const browserLogs = defineFamily({});
