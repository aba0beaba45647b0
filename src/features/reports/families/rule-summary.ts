import type { FamilyScreenOf } from '../types';

/** Rule summary (being written). */
export const ruleSummaryScreen: FamilyScreenOf<'rule-summary'> = {
  label: 'Rule summary',
  description: '',
  views: [],
};
