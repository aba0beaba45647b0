import { defineFamily } from '../define';

/** Audit summary: its operations (being written). */
export const auditSummary = defineFamily({});
