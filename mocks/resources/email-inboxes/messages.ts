import { z } from '@/lib/zod';
import type { InboxMessage, InboxMessageDetail, MessageStatusItem } from '@/api/email-inboxes/schemas';
import { discardRun, settleRuns } from '../../db/run-lifecycle';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import { pageOf, readQuery } from '../../lib/query';
import { messageStore } from './store';
import type { InboxRow, MessageRow } from './types';

/** The message's runs that still exist, each with whether it has completed. */
function runsOf(db: Db, row: MessageRow) {
  return row.runs.flatMap(({ auditId, runId }) => {
    const run = db.runs.get(auditId)?.find((item) => item.id === runId);
    const audit = db.audits.get(auditId);
    return run && audit
      ? [{ auditId, auditName: audit.name, runId, isCompleted: Boolean(run.completed) }]
      : [];
  });
}

/**
 * Where a message stands: how it ended when it did not end with its runs (no audit assigned, no
 * links found, cancelled), else AUDITING while any of its runs is in progress, then COMPLETE.
 */
export function messageStatus(db: Db, row: MessageRow): MessageStatusItem {
  if (row.endedAs) return { id: row.id, status: row.endedAs.status, statusReason: row.endedAs.reason };
  const running = runsOf(db, row).some((run) => !run.isCompleted);
  return { id: row.id, status: running ? 'AUDITING' : 'COMPLETE' };
}

/** A message as listed (its screenshot paths point at the service's screenshot operation). */
export function messageView(db: Db, row: MessageRow): InboxMessage {
  return {
    ...messageStatus(db, row),
    subject: row.subject,
    receivedAt: row.receivedAt,
    senderEmailAddress: row.senderEmailAddress,
    uniqueLinks: new Set(row.links).size,
    runs: runsOf(db, row),
    screenshotPath: `/v2/screenshots?token=email-${row.id}`,
    screenshotThumbnailPath: `/v2/screenshots?token=email-${row.id}-thumb`,
  };
}

/** One message with everything the detail view shows (all of it attacker-controlled text). */
export function messageDetail(row: MessageRow): InboxMessageDetail {
  return {
    subject: row.subject,
    receivedAt: row.receivedAt,
    sendingPlatform: row.sendingPlatform,
    sendingEmail: row.senderEmailAddress,
    linksScanned: new Set(row.links).size,
    headers: row.headers,
    screenshot: `/v2/screenshots?token=email-${row.id}`,
    screenshotThumb: `/v2/screenshots?token=email-${row.id}-thumb`,
    emailRawHtml: row.rawHtml,
    linksScannedValues: [...new Set(row.links)],
  };
}

const messagesQuery = z.object({
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  size: z._default(z.coerce.number().check(z.int()).check(z.minimum(50)).check(z.maximum(1000)), 50),
  emailSubject: z.optional(z.string()),
});

/** GET …/messages: the inbox's messages, newest first, filtered by subject (contains, any case), paged. */
export function messagesPage(db: Db, inbox: InboxRow, query: URLSearchParams) {
  settleRuns(db);
  const q = readQuery(messagesQuery, query);
  const subject = q.emailSubject?.trim().toLowerCase();
  const rows = messageStore(db)
    .all()
    .filter((row) => row.inboxId === inbox.id && (!subject || row.subject.toLowerCase().includes(subject)))
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id - a.id);
  const { items, pagination } = pageOf(rows, q.page, q.size);
  return { metadata: { pagination }, messages: items.map((row) => messageView(db, row)) };
}

/** POST …/messages/statuses: the statuses of the asked messages of the inbox, in the order asked. */
export function messageStatuses(db: Db, inbox: InboxRow, ids: number[]): MessageStatusItem[] {
  settleRuns(db);
  return [...new Set(ids)].flatMap((id) => {
    const row = messageStore(db).get(id);
    return row && row.inboxId === inbox.id ? [messageStatus(db, row)] : [];
  });
}

/** A message of an inbox, or 404. */
export function inboxMessage(db: Db, inbox: InboxRow, messageId: number): MessageRow {
  const row = messageStore(db).get(messageId);
  return row && row.inboxId === inbox.id ? row : notFound('Email message', messageId);
}

/**
 * DELETE …/messages/{id}/runs: cancel the runs a message started. Runs still in progress are
 * stopped and discarded from their audits; completed ones stay in their audits' history. The
 * message no longer lists runs, and is CANCELLED (ABORTED) when any run was still in progress.
 */
export function cancelMessageRuns(db: Db, row: MessageRow): void {
  settleRuns(db);
  const inProgress = runsOf(db, row).filter((run) => !run.isCompleted);
  for (const run of inProgress) discardRun(db, run.auditId, run.runId);
  messageStore(db).update(row.id, {
    runs: [],
    ...(inProgress.length && !row.endedAs ? { endedAs: { status: 'CANCELLED', reason: 'ABORTED' } } : {}),
  });
}
