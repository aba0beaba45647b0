import type { cookiePrivacy } from '@/api/reports/families/cookie-privacy';
import type { MockFamily } from '../context';

/** Cookie privacy computed from the run's data (being written). */
export const cookiePrivacyMock: MockFamily<typeof cookiePrivacy> = {};
