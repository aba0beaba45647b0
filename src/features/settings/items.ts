import type { ItemOf, ResourceId, RowOf } from '@/api/resources';
import { paths } from '@/lib/routes';

/** How a resource names one of its items, from a list row or the full item. */
type TitleOf<Id extends ResourceId> = (item: RowOf<Id> | ItemOf<Id>) => string;

/** A data source's item type in words. */
export const dataSourceTypeLabels: Record<string, string> = { audit: 'Audit', 'web-journey': 'Web journey' };

/** A user event's hyphenated value in words (`audit-run` → `audit run`). */
export const eventWords = (value: string) => value.replace(/-/g, ' ');

/**
 * The text naming one item of each resource (breadcrumb, title, delete confirmation, a link or a
 * choice from another resource). Kept apart from the screens so that fields and links naming another
 * resource's item need not import the screen registry (which imports them).
 */
export const resourceTitles: { [Id in ResourceId]: TitleOf<Id> } = {
  'remote-file-mappings': (item) => item.name,
  folders: (item) => item.name,
  'sub-folders': (item) => item.name,
  labels: (item) => item.name,
  users: (item) => `${item.firstName} ${item.lastName}`,
  'custom-headers': (item) => item.groupName,
  'data-sources': (item) =>
    item.itemName ?? `${dataSourceTypeLabels[item.itemType] ?? item.itemType} ${item.itemId}`,
  'notification-center': (item) => item.email,
  'geo-countries': (item) => item.countryName,
  tags: (item) => item.name,
  'user-events': (item) =>
    `${item.userName ?? 'Someone'} ${eventWords(item.eventType ?? 'changed')} ${item.itemName ?? ''}`.trim(),
  'schedules-calendar': (item) => item.itemName ?? `${item.itemType} ${item.itemId}`,
  'consent-categories': (item) => item.name,
  rules: (item) => item.name,
  'site-censuses': (item) => item.name,
  'email-inboxes': (item) => item.name,
  'action-sets': (item) => item.name,
};

/** The text naming an item of any resource (for code that holds the resource id and an untyped row). */
export function titleOf(resource: ResourceId, item: unknown): string {
  return (resourceTitles[resource] as (item: unknown) => string)(item);
}

/** The link to one item of a resource. */
export const itemHref = (resource: ResourceId, key: string | number) =>
  paths.settings.item({ resource, id: key });
