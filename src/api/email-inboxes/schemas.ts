import { z } from 'zod';
import { isValidRegex } from '../audits/config-schemas';
import { dateTime, id } from '../common';
import { iterableMetadataSchema } from '../pagination';

/** Who is emailed when a message arrives and when it has been processed (EmailInboxSubscribersDTO). */
export const inboxSubscribersSchema = z.looseObject({
  onReceived: z.array(z.string()).optional(),
  onProcessed: z.array(z.string()).optional(),
});

/** GET/POST/PUT /v3/email-inboxes…: one inbox (EmailInboxResponseDTO). */
export const emailInboxSchema = z.looseObject({
  id,
  name: z.string(),
  emailAddress: z.string(),
  labelIds: z.array(id),
  notes: z.string().optional(),
  subscribers: inboxSubscribersSchema.optional(),
  linkExclusionFilters: z.array(z.string()),
  omitSocialLinks: z.boolean(),
});
export type EmailInbox = z.infer<typeof emailInboxSchema>;

/** A row of POST /v3/email-inboxes/library (EmailInboxLibraryDTO). */
export const emailInboxLibraryRowSchema = z.looseObject({
  id,
  name: z.string(),
  emailAddress: z.string().optional(),
  labelIds: z.array(id).optional(),
  notes: z.string().optional(),
  messagesReceived: z.number().int().optional(),
  lastMessageReceived: dateTime.optional(),
  testScenariosCount: z.number().int().optional(),
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
  name: z.string().optional(),
  emailAddress: z.string().optional(),
  auditIds: z.array(id).optional(),
  labelIds: z.array(id).optional(),
  createdBy: z.array(id).optional(),
});
export type EmailInboxLibraryFilter = z.infer<typeof emailInboxLibraryFilterSchema>;

const emailList = z
  .array(z.email({ error: (issue) => `“${String(issue.input)}” is not a valid email address` }))
  .max(50, { error: 'Use at most 50 addresses' });

/** Body of POST /v3/email-inboxes and PUT /v3/email-inboxes/{id} (EmailInboxRequestDTO). */
export const emailInboxInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'Enter a name' }).max(255, { error: 'Use at most 255 characters' }),
  notes: z.string().max(10_000, { error: 'Use at most 10,000 characters' }).optional(),
  labelIds: z.array(id).optional(),
  subscribers: z.object({ onReceived: emailList.optional(), onProcessed: emailList.optional() }).optional(),
  linkExclusionFilters: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'Enter a pattern' })
        .refine(isValidRegex, { error: 'This is not a valid regular expression' }),
    )
    .max(50, { error: 'Use at most 50 patterns' })
    .optional(),
  omitSocialLinks: z.boolean().optional(),
});
export type EmailInboxInput = z.infer<typeof emailInboxInputSchema>;

/** An audit that scans the links of an inbox's messages (EmailInboxConfigurationDTO). */
export const inboxAuditConfigurationSchema = z.looseObject({
  auditId: id,
  auditName: z.string(),
  auditLastRunAt: dateTime.nullish(),
  auditLabels: z.array(id),
});
export type InboxAuditConfiguration = z.infer<typeof inboxAuditConfigurationSchema>;
export const inboxAuditConfigurationListSchema = z.array(inboxAuditConfigurationSchema);

/** Body of PUT …/audit-configurations: the audits, by id (the list replaces the current one). */
export const inboxAuditIdsSchema = z.array(id).max(100, { error: 'Use at most 100 audits' });
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
  statusReason: z.enum(messageStatusReasons).optional(),
});
export type MessageStatusItem = z.infer<typeof messageStatusSchema>;
export const messageStatusListSchema = z.array(messageStatusSchema);
/** Body of POST …/messages/statuses: the message ids to read (at most 200). */
export const messageIdsSchema = z.array(id).max(200, { error: 'Ask for at most 200 messages at once' });

/** An audit run a message started (ReceivedEmailMessageAuditInfo). */
export const messageRunSchema = z.looseObject({
  auditName: z.string(),
  auditId: id,
  runId: id,
  isCompleted: z.boolean().optional(),
});

/** One received message as listed (ReceivedEmailMessageBaseDTO + ReceivedEmailMessageEntryDTO). */
export const inboxMessageSchema = messageStatusSchema.extend({
  subject: z.string(),
  receivedAt: dateTime,
  senderEmailAddress: z.string(),
  uniqueLinks: z.number().int(),
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
  receivedAt: z.string().optional(),
  sendingPlatform: z.string(),
  sendingEmail: z.string(),
  linksScanned: z.number().int(),
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
