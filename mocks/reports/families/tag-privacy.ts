import type { tagPrivacy } from '@/api/reports/families/tag-privacy';
import type { MockFamily } from '../context';

/** Tag privacy computed from the run's data (being written). */
export const tagPrivacyMock: MockFamily<typeof tagPrivacy> = {};
