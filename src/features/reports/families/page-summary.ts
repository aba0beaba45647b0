import type { FamilyScreenOf } from '../types';

/** Page summary (being written). */
export const pageSummaryScreen: FamilyScreenOf<'page-summary'> = {
  label: 'Page summary',
  description: '',
  views: [],
};
