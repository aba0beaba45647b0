import type { tagDuplicatesAndMultiples } from '@/api/reports/families/tag-duplicates-and-multiples';
import type { MockFamily } from '../context';

/** Tag duplicates and multiples computed from the run's data (being written). */
export const tagDuplicatesAndMultiplesMock: MockFamily<typeof tagDuplicatesAndMultiples> = {};
