import type { FamilyScreenOf } from '../types';

/** Variable inventory (being written). */
export const variableInventoryScreen: FamilyScreenOf<'variable-inventory'> = {
  label: 'Variable inventory',
  description: '',
  views: [],
};
