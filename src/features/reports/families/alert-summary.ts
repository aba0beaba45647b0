import type { FamilyScreenOf } from '../types';

/** Alert summary (being written). */
export const alertSummaryScreen: FamilyScreenOf<'alert-summary'> = {
  label: 'Alert summary',
  description: '',
  views: [],
};
