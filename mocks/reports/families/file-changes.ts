import type { fileChanges } from '@/api/reports/families/file-changes';
import type { MockFamily } from '../context';

/** File changes computed from the run's data (being written). */
export const fileChangesMock: MockFamily<typeof fileChanges> = {};
