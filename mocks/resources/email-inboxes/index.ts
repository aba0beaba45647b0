import { HttpResponse } from 'msw';
import type { MockContext } from '../../lib/route';
import { idParam } from '../../lib/route';
import { notFound } from '../../lib/errors';
import { checkIds } from '../attachments';
import { defineMockResource } from '../define';
import { notesBody } from '../text-body';
import {
  auditConfigurations,
  checkInbox,
  configuredAudit,
  inboxLibrary,
  inboxView,
  liveAudit,
} from './inboxes';
import { cancelMessageRuns, inboxMessage, messageDetail, messagesPage, messageStatuses } from './messages';
import { inboxAddress, inboxStore, messageStore } from './store';
import type { InboxRow } from './types';

const inboxOf = (ctx: MockContext): InboxRow => {
  const id = idParam(ctx, 'emailInboxId', 'Email inbox');
  return inboxStore(ctx.db).get(id) ?? notFound('Email inbox', id);
};
const auditParam = (ctx: MockContext) => idParam(ctx, 'auditId', 'Audit');
const setAudits = (ctx: MockContext, row: InboxRow, auditIds: number[]) =>
  inboxStore(ctx.db).update(row.id, { auditIds: [...new Set(auditIds)] });
const ok = (status = 200) => new HttpResponse(null, { status });

/**
 * Email inboxes: an address per inbox (made by the service), the audits that scan the links of the
 * messages it receives, labels and notes, the messages with statuses that follow their runs, one
 * message's detail, and cancelling a message's runs.
 */
export const emailInboxesMock = defineMockResource<'email-inboxes', InboxRow>('email-inboxes', {
  noun: 'Email inbox',
  store: inboxStore,
  serve: (row) => inboxView(row),
  list: inboxLibrary,
  check: (body, ctx) => checkInbox(ctx.db, body),
  fromBody: (body, ctx, existing) => {
    const name = body.name.trim();
    return {
      name,
      emailAddress: existing?.emailAddress ?? inboxAddress(name, `${name}:${Date.now()}`),
      notes: body.notes ?? existing?.notes ?? '',
      labelIds: [...new Set(body.labelIds ?? existing?.labelIds ?? [])],
      subscribers: {
        onReceived: body.subscribers?.onReceived ?? existing?.subscribers?.onReceived ?? [],
        onProcessed: body.subscribers?.onProcessed ?? existing?.subscribers?.onProcessed ?? [],
      },
      linkExclusionFilters: body.linkExclusionFilters ?? existing?.linkExclusionFilters ?? [],
      omitSocialLinks: body.omitSocialLinks ?? existing?.omitSocialLinks ?? false,
      createdBy: existing?.createdBy ?? ctx.user.id,
      createdAt: existing?.createdAt ?? new Date().toISOString(),
      auditIds: existing?.auditIds ?? [],
    };
  },
  beforeRemove: (row, ctx) => {
    const messages = messageStore(ctx.db);
    for (const message of messages.all()) if (message.inboxId === row.id) messages.remove(message.id);
  },
  ops: {
    auditConfigurations: (ctx) => auditConfigurations(ctx.db, inboxOf(ctx)),
    setAuditConfigurations: (ctx) => {
      const row = inboxOf(ctx);
      const ids = ctx.body as number[];
      checkIds(ids, (id) => liveAudit(ctx.db, id) !== undefined, 'Audit');
      setAudits(ctx, row, ids);
      return ok();
    },
    addAuditConfiguration: (ctx) => {
      const row = inboxOf(ctx);
      setAudits(ctx, row, [...row.auditIds, configuredAudit(ctx.db, row, auditParam(ctx), false)]);
      return ok();
    },
    removeAuditConfiguration: (ctx) => {
      const row = inboxOf(ctx);
      const auditId = configuredAudit(ctx.db, row, auditParam(ctx), true);
      setAudits(
        ctx,
        row,
        row.auditIds.filter((id) => id !== auditId),
      );
    },
    setLabels: (ctx) => {
      const row = inboxOf(ctx);
      const ids = [...new Set(ctx.body as number[])];
      checkIds(ids, (id) => ctx.db.labels.get(id) !== undefined, 'Label');
      inboxStore(ctx.db).update(row.id, { labelIds: ids });
      return ids.map((id) => ({ id, name: ctx.db.labels.get(id)!.name }));
    },
    notes: async (ctx) => {
      const row = inboxOf(ctx);
      inboxStore(ctx.db).update(row.id, { notes: await notesBody(ctx.request) });
    },
    messages: (ctx) => messagesPage(ctx.db, inboxOf(ctx), ctx.query),
    messageStatuses: (ctx) => messageStatuses(ctx.db, inboxOf(ctx), ctx.body as number[]),
    cancelMessageRuns: (ctx) => {
      const row = inboxOf(ctx);
      cancelMessageRuns(
        ctx.db,
        inboxMessage(ctx.db, row, idParam(ctx, 'receivedEmailMessageId', 'Email message')),
      );
      return ok(202);
    },
    message: (ctx) => {
      const id = idParam(ctx, 'messageId', 'Email message');
      return messageDetail(messageStore(ctx.db).get(id) ?? notFound('Email message', id));
    },
  },
});
