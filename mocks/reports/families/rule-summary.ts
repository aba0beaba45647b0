import type { ruleSummary } from '@/api/reports/families/rule-summary';
import type { MockFamily } from '../context';

/** Rule summary computed from the run's data (being written). */
export const ruleSummaryMock: MockFamily<typeof ruleSummary> = {};
