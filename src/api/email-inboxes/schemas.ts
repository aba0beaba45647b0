import { z } from '@/lib/zod';
import { isValidRegex } from '../audits/config-schemas';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';

/** Who is emailed when a message arrives and when it has been processed (EmailInboxSubscribersDTO). */
export const inboxSubscribersSchema = z.looseObject({
  onReceived: z.optional(z.array(z.string())),
  onProcessed: z.optional(z.array(z.string())),
});

/** GET/POST/PUT /v3/email-inboxes…: one inbox (EmailInboxResponseDTO). */
export const emailInboxSchema = z.looseObject({
  id,
  name: z.string(),
  emailAddress: z.string(),
  labelIds: z.array(id),
  notes: z.optional(z.string()),
  subscribers: z.optional(inboxSubscribersSchema),
  linkExclusionFilters: z.array(z.string()),
  omitSocialLinks: z.boolean(),
});
export type EmailInbox = z.infer<typeof emailInboxSchema>;

/** A row of POST /v3/email-inboxes/library (EmailInboxLibraryDTO). */
export const emailInboxLibraryRowSchema = z.looseObject({
  id,
  name: z.string(),
  emailAddress: z.optional(z.string()),
  labelIds: z.optional(z.array(id)),
  notes: z.optional(z.string()),
  messagesReceived: z.optional(z.int()),
  lastMessageReceived: z.optional(dateTime),
  testScenariosCount: z.optional(z.int()),
});
export type EmailInboxLibraryRow = z.infer<typeof emailInboxLibraryRowSchema>;

/** Answer of POST /v3/email-inboxes/library (EmailInboxLibraryResponseDTO). */
export const emailInboxLibrarySchema = z.looseObject({
  metadata: iterableMetadataSchema,
  emailInboxes: z.array(emailInboxLibraryRowSchema),
});
export type EmailInboxLibrary = z.infer<typeof emailInboxLibrarySchema>;

/** Sort keys of the library (EmailInboxLibrarySortByEnum). */
export const emailInboxSortKeys = [
  'name',
  'emailAddress',
  'messagesReceived',
  'lastMessageReceived',
  'testScenariosCount',
] as const;

/** Body of POST /v3/email-inboxes/library: the filters (EmailInboxLibraryRequestDTO); all optional. */
export const emailInboxLibraryFilterSchema = z.object({
  name: z.optional(z.string()),
  emailAddress: z.optional(z.string()),
  auditIds: z.optional(z.array(id)),
  labelIds: z.optional(z.array(id)),
  createdBy: z.optional(z.array(id)),
});
export type EmailInboxLibraryFilter = z.infer<typeof emailInboxLibraryFilterSchema>;

const emailList = z
  .array(z.email({ error: (issue) => `“${String(issue.input)}” is not a valid email address` }))
  .check(z.maxLength(50, { error: 'Use at most 50 addresses' }));

/** Body of POST /v3/email-inboxes and PUT /v3/email-inboxes/{id} (EmailInboxRequestDTO). */
export const emailInboxInputSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  notes: z.optional(z.string().check(z.maxLength(10_000, { error: 'Use at most 10,000 characters' }))),
  labelIds: z.optional(z.array(id)),
  subscribers: z.optional(
    z.object({ onReceived: z.optional(emailList), onProcessed: z.optional(emailList) }),
  ),
  linkExclusionFilters: z.optional(
    z
      .array(
        z
          .string()
          .check(z.trim())
          .check(z.minLength(1, { error: 'Enter a pattern' }))
          .check(z.refine(isValidRegex, { error: 'This is not a valid regular expression' })),
      )
      .check(z.maxLength(50, { error: 'Use at most 50 patterns' })),
  ),
  omitSocialLinks: z.optional(z.boolean()),
});
export type EmailInboxInput = z.infer<typeof emailInboxInputSchema>;

/** An audit that scans the links of an inbox's messages (EmailInboxConfigurationDTO). */
export const inboxAuditConfigurationSchema = z.looseObject({
  auditId: id,
  auditName: z.string(),
  auditLastRunAt: z.nullish(dateTime),
  auditLabels: z.array(id),
});
export type InboxAuditConfiguration = z.infer<typeof inboxAuditConfigurationSchema>;
export const inboxAuditConfigurationListSchema = z.array(inboxAuditConfigurationSchema);

/** Body of PUT …/audit-configurations: the audits, by id (the list replaces the current one). */
export const inboxAuditIdsSchema = z.array(id).check(z.maxLength(100, { error: 'Use at most 100 audits' }));
/** Body of PUT …/labels: the labels, by id (the list replaces the current one). */
export const inboxLabelIdsSchema = z.array(id);
/** Answer of PUT …/labels: the inbox's labels. */
export const inboxLabelListSchema = z.array(z.looseObject({ id, name: z.string() }));

/** Where a received message stands (ReceivedEmailMessageBaseDTO.status). */
export const messageStatuses = [
  'RECEIVED',
  'PROCESSING',
  'AUDITING',
  'NOT_AUDITING',
  'NOTIFYING',
  'COMPLETE',
  'FAILED',
  'CANCELLED',
] as const;
export type MessageStatus = (typeof messageStatuses)[number];
/** Statuses after which a message no longer changes. */
export const finalMessageStatuses: readonly MessageStatus[] = [
  'NOT_AUDITING',
  'COMPLETE',
  'FAILED',
  'CANCELLED',
];

/** Why a message has its status (ReceivedEmailMessageBaseDTO.statusReason). */
export const messageStatusReasons = [
  'ITEM_CONCURRENCY_REACHED',
  'ACCOUNT_CONCURRENCY_REACHED',
  'USER_CONCURRENCY_REACHED',
  'USAGE_LIMIT_EXCEEDED_WHEN_OVERAGE_NOT_ALLOWED',
  'NO_AUDITS_ASSIGNED',
  'UNABLE_TO_PROCESS_MESSAGE',
  'NO_LINKS_FOUND',
  'MESSAGE_NOT_FOUND',
  'ABORTED',
  'UNKNOWN',
] as const;

/** A message's id and status (ReceivedEmailMessageBaseDTO). */
export const messageStatusSchema = z.looseObject({
  id,
  status: z.enum(messageStatuses),
  statusReason: z.optional(z.enum(messageStatusReasons)),
});
export type MessageStatusItem = z.infer<typeof messageStatusSchema>;
export const messageStatusListSchema = z.array(messageStatusSchema);
/** Body of POST …/messages/statuses: the message ids to read (at most 200). */
export const messageIdsSchema = z
  .array(id)
  .check(z.maxLength(200, { error: 'Ask for at most 200 messages at once' }));

/** An audit run a message started (ReceivedEmailMessageAuditInfo). */
export const messageRunSchema = z.looseObject({
  auditName: z.string(),
  auditId: id,
  runId: id,
  isCompleted: z.optional(z.boolean()),
});

/** One received message as listed (ReceivedEmailMessageBaseDTO + ReceivedEmailMessageEntryDTO). */
export const inboxMessageSchema = z.extend(messageStatusSchema, {
  subject: z.string(),
  receivedAt: dateTime,
  senderEmailAddress: z.string(),
  uniqueLinks: z.int(),
  runs: z.array(messageRunSchema),
  screenshotPath: z.string(),
  screenshotThumbnailPath: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /v3/email-inboxes/{id}/messages (ReceivedEmailMessageDTO), paged with `page` and `size`. */
export const inboxMessagePageSchema = z.looseObject({
  metadata: iterableMetadataSchema,
  messages: z.array(inboxMessageSchema),
});
export type InboxMessagePage = z.infer<typeof inboxMessagePageSchema>;

/** GET /v3/email-inbox-messages/{messageId} (EmailInboxMessageDetailsResponseDTO): attacker-controlled text. */
export const inboxMessageDetailSchema = z.looseObject({
  subject: z.string(),
  receivedAt: z.optional(z.string()),
  sendingPlatform: z.string(),
  sendingEmail: z.string(),
  linksScanned: z.int(),
  headers: z.array(
    z.looseObject({
      name: z.string(),
      value: z.string(),
      isId: z.boolean(),
      vendor: z.string(),
      description: z.string(),
    }),
  ),
  screenshot: z.string(),
  screenshotThumb: z.string(),
  emailRawHtml: z.string(),
  linksScannedValues: z.array(z.string()),
});
export type InboxMessageDetail = z.infer<typeof inboxMessageDetailSchema>;
