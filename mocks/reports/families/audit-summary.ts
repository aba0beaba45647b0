import type { auditSummary } from '@/api/reports/families/audit-summary';
import type { MockFamily } from '../context';

/** Audit summary computed from the run's data (being written). */
export const auditSummaryMock: MockFamily<typeof auditSummary> = {};
