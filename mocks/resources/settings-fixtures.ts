import type { Db } from '../db/types';
import { tagList } from '../handlers/audit-settings';
import { journeyStore } from '../web-journeys/store';
import { mockResources } from './index';

/** Path values of the settings resources' operations, by path prefix (see `mocks/fixtures.ts`). */
export function settingsFixtures(db: Db): Record<string, Record<string, string | number>> {
  return {
    '/v3/remote-file-mappings': { rfmId: mockResources['remote-file-mappings'].store!(db).all()[0]?.id ?? 0 },
    '/v3/custom-headers': {
      customHeaderGroupId: journeyStore(db).headerGroups[0]?.id ?? 0,
      itemType: 'AUDIT',
    },
    '/v3/data-sources': { itemType: 'AUDIT' },
    '/v3/notification-center': { itemType: 'AUDIT' },
    '/v2/tags': { tagId: tagList()[0]?.id ?? 0 },
  };
}
