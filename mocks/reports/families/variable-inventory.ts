import type { variableInventory } from '@/api/reports/families/variable-inventory';
import type { MockFamily } from '../context';

/** Variable inventory computed from the run's data (being written). */
export const variableInventoryMock: MockFamily<typeof variableInventory> = {};
