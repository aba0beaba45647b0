import type { FamilyScreenOf } from '../types';

/** Tag duplicates and multiples (being written). */
export const tagDuplicatesAndMultiplesScreen: FamilyScreenOf<'tag-duplicates-and-multiples'> = {
  label: 'Tag duplicates and multiples',
  description: '',
  views: [],
};
