import type { FamilyScreenOf } from '../types';

/** Tag privacy (being written). */
export const tagPrivacyScreen: FamilyScreenOf<'tag-privacy'> = {
  label: 'Tag privacy',
  description: '',
  views: [],
};
