import type { FamilyScreenOf } from '../types';

/** Cookie inventory (being written). */
export const cookieInventoryScreen: FamilyScreenOf<'cookie-inventory'> = {
  label: 'Cookie inventory',
  description: '',
  views: [],
};
