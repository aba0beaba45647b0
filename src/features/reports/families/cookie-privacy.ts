import type { FamilyScreenOf } from '../types';

/** Cookie privacy (being written). */
export const cookiePrivacyScreen: FamilyScreenOf<'cookie-privacy'> = {
  label: 'Cookie privacy',
  description: '',
  views: [],
};
