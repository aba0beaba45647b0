import type { tagHealth } from '@/api/reports/families/tag-health';
import type { MockFamily } from '../context';

/** Tag health computed from the run's data (being written). */
export const tagHealthMock: MockFamily<typeof tagHealth> = {};
