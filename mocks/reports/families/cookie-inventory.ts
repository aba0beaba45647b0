import type { cookieInventory } from '@/api/reports/families/cookie-inventory';
import type { MockFamily } from '../context';

/** Cookie inventory computed from the run's data (being written). */
export const cookieInventoryMock: MockFamily<typeof cookieInventory> = {};
