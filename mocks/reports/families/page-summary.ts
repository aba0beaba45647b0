import type { pageSummary } from '@/api/reports/families/page-summary';
import type { MockFamily } from '../context';

/** Page summary computed from the run's data (being written). */
export const pageSummaryMock: MockFamily<typeof pageSummary> = {};
