import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { defineResource } from './define';

export const userEventTypes = [
  'created',
  'deleted',
  'run-requested',
  'uploaded',
  'edited',
  'overage-enabled',
  'overage-disabled',
  'undeleted',
] as const;
export const userEventItemTypes = [
  'audit',
  'web-journey',
  'mobile-journey',
  'mobile-app-file',
  'folder',
  'subfolder',
  'consent-category',
  'account',
  'email-inbox',
  'grid-saved-report',
  'custom-http-header-group',
] as const;

/** One change a user made in the account (UserEvent_ItemDTO). */
export const userEventSchema = z.looseObject({
  eventTimeStamp: z.optional(dateTime),
  eventType: z.optional(z.string()),
  itemId: z.optional(id),
  itemName: z.optional(z.string()),
  itemType: z.optional(z.string()),
  userId: z.optional(id),
  userName: z.optional(z.string()),
});
export type UserEvent = z.infer<typeof userEventSchema>;
export const userEventPageSchema = z.looseObject({
  nextPage: z.optional(z.boolean()),
  userEvents: z.optional(z.array(userEventSchema)),
});

/** A user event's key in links: when, what and which item. */
export const userEventKey = (row: UserEvent) =>
  [row.eventTimeStamp, row.eventType, row.itemType, row.itemId].join('~');

/** `GET /v3/user-events` (administrators only): newest first, read page by page; `itemType` is required. */
export const userEvents = defineResource({
  key: ['user-events'],
  path: '/v3/user-events',
  idParam: 'userEvent',
  rowId: userEventKey,
  list: {
    response: userEventPageSchema,
    rows: (answer) => answer.userEvents ?? [],
    params: ['itemType', 'eventType', 'userId'],
    // `itemType` is required: a user event's detail reads the list of its own item type (from its key).
    itemParams: (key) => ({ itemType: String(key).split('~')[2] }),
    paging: {
      page: 'page',
      size: 'pageSize',
      pageSize: 200,
      more: (answer) => answer.nextPage === true,
      maxPages: 5,
    },
    access: 'admin',
  },
});
