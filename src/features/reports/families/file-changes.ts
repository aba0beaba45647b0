import type { FamilyScreenOf } from '../types';

/** File changes (being written). */
export const fileChangesScreen: FamilyScreenOf<'file-changes'> = {
  label: 'File changes',
  description: '',
  views: [],
};
