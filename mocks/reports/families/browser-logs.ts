import type { browserLogs } from '@/api/reports/families/browser-logs';
import type { MockFamily } from '../context';

/** Browser logs computed from the run's data (being written). */
export const browserLogsMock: MockFamily<typeof browserLogs> = {};
