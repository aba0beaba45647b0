import { z } from '@/lib/zod';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';
import { defineResource } from './define';

/** What an email address can be subscribed to (NotificationCenter_AssignmentItemTypeEnum). */
export const notificationItemTypes = [
  'AUDIT',
  'WEB_JOURNEY',
  'RULE',
  'ALERT',
  'USAGE_ALERT',
  'EMAIL_INBOX_MESSAGE_RECEIVED',
  'EMAIL_INBOX_MESSAGE_PROCESSED',
  'SCHEDULED_EXPORT',
] as const;

const count = z.int();
/** An email address and what it receives (NotificationCenter_GetEmails_ResponseDTO.emails). */
export const notificationEmailSchema = z.looseObject({
  email: z.string(),
  usage: z.looseObject({
    auditCount: count,
    webJourneyCount: count,
    ruleCount: count,
    alertCount: count,
    usageAlertCount: z.optional(count),
    emailInboxMessageReceivedCount: count,
    emailInboxMessageProcessedCount: count,
    scheduledExportCount: z.optional(count),
  }),
});
export type NotificationEmail = z.infer<typeof notificationEmailSchema>;
export const notificationEmailsSchema = z.looseObject({ emails: z.array(notificationEmailSchema) });

/** One item an email can be assigned to, and whether it is (NotificationCenter_SearchForAssignments). */
export const assignmentPageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  items: z.array(
    z.looseObject({
      isAssigned: z.boolean(),
      isEditable: z.boolean(),
      itemType: z.string(),
      itemId: id,
      itemName: z.string(),
      itemLastRunAt: z.optional(dateTime),
      itemLabels: z.optional(z.array(id)),
    }),
  ),
});

/** `/v3/notification-center`: every email address of the account, by item and by assignment. */
export const notificationCenter = defineResource({
  key: ['notification-center'],
  path: '/v3/notification-center/emails',
  idParam: 'email',
  rowId: (row: NotificationEmail) => row.email,
  list: { response: notificationEmailsSchema, rows: (answer) => answer.emails },
  ops: {
    /** POST /v3/notification-center/emails: the addresses subscribed to the given audits. */
    forItems: {
      method: 'POST',
      path: '/v3/notification-center/emails',
      body: z.object({
        itemType: z.enum(['AUDIT']),
        itemIds: z.array(id).check(z.minLength(1, { error: 'Choose at least one audit' })),
      }),
      response: notificationEmailsSchema,
    },
    /** Items of one type the address is (or could be) subscribed to. */
    searchTargets: {
      method: 'POST',
      path: '/v3/notification-center/target-items/{itemType}/search',
      query: ['size', 'page', 'sortBy', 'sortDesc'],
      body: z.object({
        email: z.string().check(z.minLength(1)),
        itemName: z.optional(z.string().check(z.minLength(1))),
        itemLabels: z.optional(z.array(id)),
        isAssigned: z.optional(z.boolean()),
      }),
      response: assignmentPageSchema,
    },
  },
});
