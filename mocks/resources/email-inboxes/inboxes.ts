import { z } from '@/lib/zod';
import {
  emailInboxSortKeys,
  type EmailInbox,
  type EmailInboxInput,
  type EmailInboxLibraryFilter,
  type EmailInboxLibraryRow,
  type InboxAuditConfiguration,
} from '@/api/email-inboxes/schemas';
import { settleRuns } from '../../db/run-lifecycle';
import type { Db } from '../../db/types';
import { MockHttpError, notFound } from '../../lib/errors';
import { booleanParam, compareValues, pageOf, readQuery } from '../../lib/query';
import type { MockContext } from '../../lib/route';
import { checkIds } from '../attachments';
import { inboxStore, messageStore } from './store';
import type { InboxRow } from './types';

/** An audit that exists and is not archived. */
export const liveAudit = (db: Db, id: number) => {
  const audit = db.audits.get(id);
  return audit && !audit.deleted ? audit : undefined;
};

/** An inbox as the API serves it (EmailInboxResponseDTO). */
export function inboxView(row: InboxRow): EmailInbox {
  const { createdBy: _by, createdAt: _at, auditIds: _audits, ...inbox } = row;
  return inbox;
}

/** An inbox's library row: its message count, the last message, and the runs its messages started. */
export function inboxLibraryRow(db: Db, row: InboxRow): EmailInboxLibraryRow {
  const messages = messageStore(db)
    .all()
    .filter((message) => message.inboxId === row.id);
  const last = messages
    .map((message) => message.receivedAt)
    .sort()
    .at(-1);
  return {
    id: row.id,
    labelIds: row.labelIds,
    name: row.name,
    emailAddress: row.emailAddress,
    notes: row.notes,
    messagesReceived: messages.length,
    ...(last ? { lastMessageReceived: last } : {}),
    testScenariosCount: messages.reduce((count, message) => count + message.runs.length, 0),
  };
}

const libraryQuery = z.object({
  page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
  pageSize: z._default(z.coerce.number().check(z.int()).check(z.minimum(100)).check(z.maximum(1000)), 100),
  sortBy: z._default(z.enum(emailInboxSortKeys), 'name'),
  sortDesc: z._default(booleanParam, false),
});

/**
 * POST /v3/email-inboxes/library: the inboxes matching every filter given (name and address
 * contain the text, any case; any of the audits, labels and owners), sorted and paged.
 */
export function inboxLibrary(ctx: MockContext) {
  const q = readQuery(libraryQuery, ctx.query);
  const filter = (ctx.body ?? {}) as EmailInboxLibraryFilter;
  const contains = (value: string, text?: string) =>
    !text?.trim() || value.toLowerCase().includes(text.trim().toLowerCase());
  const any = (values: readonly number[], wanted?: number[]) =>
    !wanted?.length || wanted.some((id) => values.includes(id));
  const rows = inboxStore(ctx.db)
    .all()
    .filter(
      (row) =>
        contains(row.name, filter.name) &&
        contains(row.emailAddress, filter.emailAddress) &&
        any(row.auditIds, filter.auditIds) &&
        any(row.labelIds, filter.labelIds) &&
        any([row.createdBy], filter.createdBy),
    )
    .map((row) => inboxLibraryRow(ctx.db, row));
  const direction = q.sortDesc ? -1 : 1;
  rows.sort((a, b) => direction * compareValues(a[q.sortBy], b[q.sortBy]) || a.id - b.id);
  const { items, pagination } = pageOf(rows, q.page, q.pageSize);
  return { metadata: { pagination }, emailInboxes: items };
}

/** Rules beyond the body schema: the labels exist. */
export function checkInbox(db: Db, body: EmailInboxInput) {
  checkIds(
    body.labelIds ?? [],
    (id) => db.labels.get(id) !== undefined,
    'Label',
    (index) => ['labelIds', String(index)],
  );
}

/** The audits configured on an inbox, with their last run and labels (EmailInboxConfigurationDTO). */
export function auditConfigurations(db: Db, row: InboxRow): InboxAuditConfiguration[] {
  settleRuns(db);
  return row.auditIds.flatMap((auditId) => {
    const audit = liveAudit(db, auditId);
    if (!audit) return [];
    const lastRun = db.runs.get(audit.id)?.find((run) => run.completed)?.completed;
    return [
      {
        auditId: audit.id,
        auditName: audit.name,
        // The reference requires a date: an audit that never completed a run shows when it was made.
        auditLastRunAt: lastRun ?? audit.created,
        auditLabels: audit.labelIds,
      },
    ];
  });
}

/** The audit of a path, or 404 (unknown, archived, or — for removal — not configured on the inbox). */
export function configuredAudit(db: Db, row: InboxRow, auditId: number, mustBeConfigured: boolean) {
  if (!liveAudit(db, auditId)) notFound('Audit', auditId);
  if (mustBeConfigured && !row.auditIds.includes(auditId))
    throw new MockHttpError(
      404,
      `Audit ${auditId} is not configured on inbox ${row.id}`,
      'Nothing to remove',
    );
  return auditId;
}
