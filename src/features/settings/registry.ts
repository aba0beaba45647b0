import type { ResourceId } from '@/api/resources';
import { remoteFileMappingsScreen } from './screens/remote-file-mappings';
import { foldersScreen } from './screens/folders';
import { subFoldersScreen } from './screens/sub-folders';
import { labelsScreen } from './screens/labels';
import { usersScreen } from './screens/users';
import { customHeadersScreen } from './screens/custom-headers';
import { dataSourcesScreen } from './screens/data-sources';
import { notificationCenterScreen } from './screens/notification-center';
import { geoCountriesScreen } from './screens/geo-countries';
import { tagsScreen } from './screens/tags';
import { userEventsScreen } from './screens/user-events';
import { schedulesCalendarScreen } from './screens/schedules-calendar';
import { consentCategoriesScreen } from './screens/consent-categories';
import { rulesScreen } from './screens/rules';
import { siteCensusesScreen } from './screens/site-censuses';
import type { AnyResourceScreen } from './types';
import { emailInboxesScreen } from './screens/email-inboxes';
import { actionSetsScreen } from './screens/action-sets';

/** What the settings screens show for every configuration resource, keyed like the wire registry. */
export const resourceScreens = {
  'remote-file-mappings': remoteFileMappingsScreen,
  folders: foldersScreen,
  'sub-folders': subFoldersScreen,
  labels: labelsScreen,
  users: usersScreen,
  'custom-headers': customHeadersScreen,
  'data-sources': dataSourcesScreen,
  'notification-center': notificationCenterScreen,
  'geo-countries': geoCountriesScreen,
  tags: tagsScreen,
  'user-events': userEventsScreen,
  'schedules-calendar': schedulesCalendarScreen,
  'consent-categories': consentCategoriesScreen,
  rules: rulesScreen,
  'site-censuses': siteCensusesScreen,
  'email-inboxes': emailInboxesScreen,
  'action-sets': actionSetsScreen,
} satisfies Record<ResourceId, AnyResourceScreen>;
