import type { FamilyScreenOf } from '../types';

/** Browser logs (being written). */
export const browserLogsScreen: FamilyScreenOf<'browser-logs'> = {
  label: 'Browser logs',
  description: '',
  views: [],
};
