import type { FamilyScreenOf } from '../types';

/** Audit summary (being written). */
export const auditSummaryScreen: FamilyScreenOf<'audit-summary'> = {
  label: 'Audit summary',
  description: '',
  views: [],
};
