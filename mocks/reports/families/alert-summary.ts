import type { alertSummary } from '@/api/reports/families/alert-summary';
import type { MockFamily } from '../context';

/** Alert summary computed from the run's data (being written). */
export const alertSummaryMock: MockFamily<typeof alertSummary> = {};
