import type { ResourceId } from '@/api/resources';
import type { AnyMockResource } from './define';
import { remoteFileMappingsMock } from './remote-file-mappings';
import { foldersMock } from './folders';
import { subFoldersMock } from './sub-folders';
import { labelsMock } from './labels';
import { usersMock } from './users';
import { customHeadersMock } from './custom-headers';
import { dataSourcesMock } from './data-sources';
import { notificationCenterMock } from './notification-center';
import { geoCountriesMock } from './geo-countries';
import { tagsMock } from './tags';
import { userEventsMock } from './user-events';
import { schedulesCalendarMock } from './schedules-calendar';
import { consentCategoriesMock } from './consent-categories';
import { rulesMock } from './rules';
import { siteCensusesMock } from './site-censuses';
import { emailInboxesMock } from './email-inboxes';
import { actionSetsMock } from './action-sets';

/** The mock half of every configuration resource, keyed like `src/api/resources`. */
export const mockResources = {
  'remote-file-mappings': remoteFileMappingsMock,
  folders: foldersMock,
  'sub-folders': subFoldersMock,
  labels: labelsMock,
  users: usersMock,
  'custom-headers': customHeadersMock,
  'data-sources': dataSourcesMock,
  'notification-center': notificationCenterMock,
  'geo-countries': geoCountriesMock,
  tags: tagsMock,
  'user-events': userEventsMock,
  'schedules-calendar': schedulesCalendarMock,
  'consent-categories': consentCategoriesMock,
  rules: rulesMock,
  'site-censuses': siteCensusesMock,
  'email-inboxes': emailInboxesMock,
  'action-sets': actionSetsMock,
} satisfies Record<ResourceId, AnyMockResource>;
