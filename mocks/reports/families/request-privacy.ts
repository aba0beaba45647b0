import type { requestPrivacy } from '@/api/reports/families/request-privacy';
import type { MockFamily } from '../context';

/** Request privacy computed from the run's data (being written). */
export const requestPrivacyMock: MockFamily<typeof requestPrivacy> = {};
