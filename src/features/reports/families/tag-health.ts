import type { FamilyScreenOf } from '../types';

/** Tag health (being written). */
export const tagHealthScreen: FamilyScreenOf<'tag-health'> = {
  label: 'Tag health',
  description: '',
  views: [],
};
