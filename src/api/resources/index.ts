import type { AnyResourceDef, ResourceDef } from './define';
import { remoteFileMappings } from './remote-file-mappings';
import { folders } from './folders';
import { subFolders } from './sub-folders';
import { labels } from './labels';
import { users } from './users';
import { customHeaders } from './custom-headers';
import { dataSources } from './data-sources';
import { notificationCenter } from './notification-center';
import { geoCountries } from './geo-countries';
import { tags } from './tags';
import { userEvents } from './user-events';
import { schedulesCalendar } from './schedules-calendar';
import { consentCategories } from './consent-categories';
import { rules } from './rules';
import { siteCensuses } from './site-censuses';
import { emailInboxes } from './email-inboxes';
import { actionSets } from './action-sets';

/** The wire half of every configuration resource, keyed by the id used in `/settings/:resource`. */
export const resources = {
  'remote-file-mappings': remoteFileMappings,
  folders,
  'sub-folders': subFolders,
  labels,
  users,
  'custom-headers': customHeaders,
  'data-sources': dataSources,
  'notification-center': notificationCenter,
  'geo-countries': geoCountries,
  tags,
  'user-events': userEvents,
  'schedules-calendar': schedulesCalendar,
  'consent-categories': consentCategories,
  rules,
  'site-censuses': siteCensuses,
  'email-inboxes': emailInboxes,
  'action-sets': actionSets,
} satisfies Record<string, AnyResourceDef>;

/** Id of a configuration resource. */
export type ResourceId = keyof typeof resources;
/** A resource's definition by id. */
export type ResourceOf<Id extends ResourceId> = (typeof resources)[Id];
/** A resource's list row type. */
export type RowOf<Id extends ResourceId> =
  ResourceOf<Id> extends ResourceDef<infer R, infer _I, infer _B> ? R : never;
/** A resource's item type (what GET one answers). */
export type ItemOf<Id extends ResourceId> =
  ResourceOf<Id> extends ResourceDef<infer _R, infer I, infer _B> ? I : never;
/** A resource's create/update body type. */
export type BodyOf<Id extends ResourceId> =
  ResourceOf<Id> extends ResourceDef<infer _R, infer _I, infer B> ? B : never;

/** Whether a string names a configuration resource. */
export const isResourceId = (value: string | undefined): value is ResourceId =>
  value !== undefined && Object.hasOwn(resources, value);
