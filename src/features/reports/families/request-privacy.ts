import type { FamilyScreenOf } from '../types';

/** Request privacy (being written). */
export const requestPrivacyScreen: FamilyScreenOf<'request-privacy'> = {
  label: 'Request privacy',
  description: '',
  views: [],
};
