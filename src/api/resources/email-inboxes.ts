import {
  emailInboxInputSchema,
  emailInboxLibraryFilterSchema,
  emailInboxLibrarySchema,
  emailInboxSchema,
  inboxAuditConfigurationListSchema,
  inboxAuditIdsSchema,
  inboxLabelIdsSchema,
  inboxLabelListSchema,
  inboxMessageDetailSchema,
  inboxMessagePageSchema,
  messageIdsSchema,
  messageStatusListSchema,
  type EmailInbox,
  type EmailInboxInput,
  type EmailInboxLibrary,
  type EmailInboxLibraryRow,
} from '../email-inboxes/schemas';
import { defineResource } from './define';

const ONE = '/v3/email-inboxes/{emailInboxId}';

/**
 * `/v3/email-inboxes`: the library (a POST search, paged), one inbox, create / update / delete, the
 * audits that scan its messages' links, its labels and notes, its messages with their statuses, one
 * message's detail, and cancelling the runs a message started.
 */
export const emailInboxes = defineResource<
  EmailInboxLibraryRow,
  EmailInbox,
  EmailInboxInput,
  EmailInboxLibrary
>({
  key: ['email-inboxes'],
  path: '/v3/email-inboxes',
  idParam: 'emailInboxId',
  rowId: (row) => row.id,
  list: {
    method: 'POST',
    path: '/v3/email-inboxes/library',
    response: emailInboxLibrarySchema,
    rows: (answer) => answer.emailInboxes,
    params: ['sortBy', 'sortDesc'],
    body: (params) => ({ ...(params.labelId ? { labelIds: [Number(params.labelId)] } : {}) }),
    bodySchema: emailInboxLibraryFilterSchema,
    paging: {
      page: 'page',
      size: 'pageSize',
      pageSize: 1000,
      more: (answer, page) => page + 1 < answer.metadata.pagination.totalPageCount,
    },
  },
  get: { response: emailInboxSchema },
  create: { body: emailInboxInputSchema, response: emailInboxSchema, status: 201 },
  update: { body: emailInboxInputSchema, response: emailInboxSchema },
  remove: {},
  invalidates: [['labels']],
  ops: {
    auditConfigurations: {
      method: 'GET',
      path: `${ONE}/audit-configurations`,
      response: inboxAuditConfigurationListSchema,
    },
    setAuditConfigurations: { method: 'PUT', path: `${ONE}/audit-configurations`, body: inboxAuditIdsSchema },
    addAuditConfiguration: { method: 'PUT', path: `${ONE}/audit-configurations/{auditId}` },
    removeAuditConfiguration: { method: 'DELETE', path: `${ONE}/audit-configurations/{auditId}` },
    setLabels: {
      method: 'PUT',
      path: `${ONE}/labels`,
      body: inboxLabelIdsSchema,
      response: inboxLabelListSchema,
    },
    notes: { method: 'PUT', path: `${ONE}/notes` },
    messages: {
      method: 'GET',
      path: `${ONE}/messages`,
      query: ['page', 'size', 'emailSubject'],
      response: inboxMessagePageSchema,
    },
    messageStatuses: {
      method: 'POST',
      path: `${ONE}/messages/statuses`,
      body: messageIdsSchema,
      response: messageStatusListSchema,
    },
    cancelMessageRuns: {
      method: 'DELETE',
      path: `${ONE}/messages/{receivedEmailMessageId}/runs`,
      status: 202,
    },
    message: {
      method: 'GET',
      path: '/v3/email-inbox-messages/{messageId}',
      response: inboxMessageDetailSchema,
    },
  },
});
