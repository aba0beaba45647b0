import { HttpResponse } from 'msw';
import { z } from '@/lib/zod';
import {
  auditNotesInputSchema,
  auditUpdateInputSchema,
  idListInputSchema,
  newAuditInputSchema,
  runNowInputSchema,
  undeleteInputSchema,
  type NewAuditInput,
  type UndeleteResult,
} from '@/api/audits/config-schemas';
import type { AuditRunReference } from '@/api/audits/schemas';
import { auditFrequencies, auditLocations, userAgents } from '../db/factories/audit-options';
import { activeRun, discardRun, finishRun, settleRuns, startRun } from '../db/run-lifecycle';
import { keepScanHosts } from '../db/run-data/scanned-host';
import type { AuditRow, Db, LiveRun } from '../db/types';
import { auditView } from '../db/views';
import { MockHttpError, notFound } from '../lib/errors';
import { idParam, type MockContext, type Route } from '../lib/route';
import { webhookRule } from '../webhooks/rules';
import { watchRun } from '../webhooks/store';

/** The audit named by a path parameter, or 404 (archived audits are not found). */
export function auditOf(ctx: MockContext, param: string): AuditRow {
  const id = idParam(ctx, param, 'Audit');
  const audit = ctx.db.audits.get(id);
  if (!audit || audit.deleted) notFound('Audit', id);
  return audit;
}

function conflict(db: Db, audit: AuditRow): never {
  const active = activeRun(db, audit.id);
  const runId = active?.live ? active.live.runId : active?.run.id;
  const stage = active?.live ? active.stage : 'running';
  throw new MockHttpError(
    409,
    `Audit ${audit.id} already has a run in progress`,
    `Run ${runId} is ${stage}: stop it or wait for it to complete`,
  );
}

/** A report of ids in a body that name nothing. */
function unknownIds(ids: number[], exists: (id: number) => boolean, what: string, path: PropertyKey[] = []) {
  const issues = ids.flatMap((id, index) =>
    exists(id)
      ? []
      : [{ path: [...path, index].map(String), message: `${what} ${id} does not exist`, code: 'unknown_id' }],
  );
  if (issues.length) {
    throw new MockHttpError(400, issues[0]!.message, 'The request was not valid', { valid: false, issues });
  }
}

/** The sub-folder of a body, checked, and its folder. */
function placeOf(db: Db, domainId: number) {
  const domain = db.domains.get(domainId);
  if (!domain) notFound('Sub-folder', domainId);
  return { domainId, folderId: domain.folderId };
}

function checkLimit(db: Db, limit: number) {
  const max = db.account.auditPageLimit;
  if (typeof max === 'number' && limit > max) {
    const message = `The page limit of this account is ${max}`;
    throw new MockHttpError(400, message, 'The request was not valid', {
      valid: false,
      issues: [{ path: ['limit'], message, code: 'too_big' }],
    });
  }
}

/** The stored fields of a create or update body. */
function auditFields(row: AuditRow | undefined, body: NewAuditInput) {
  const options = body.options ? { ...row?.options, ...body.options } : row?.options;
  if (options && options.webHookUrl !== undefined && options.webHookUrl.trim() === '')
    delete options.webHookUrl;
  else if (options?.webHookUrl) options.webHookUrl = options.webHookUrl.trim();
  return {
    name: body.name,
    limit: body.limit,
    startingUrls: body.startingUrls,
    recipients: body.recipients,
    frequency: body.frequency ?? row?.frequency,
    nextRun: body.nextRun ?? row?.nextRun,
    options,
    filters: body.filters ?? row?.filters ?? { include: [], exclude: [] },
  };
}

/** A started run as the V2 start answer shows it (AuditRunSwaggerReference). */
function runReference(db: Db, live: LiveRun): AuditRunReference {
  const row = db.runs.get(live.auditId)?.find((run) => run.id === live.runId);
  return {
    id: live.runId,
    webAuditId: live.auditId,
    userId: live.userId,
    ...(row ? { started: row.started, completed: row.completed } : {}),
    totalUrl: row?.totalUrl ?? 0,
    taggedUrl: row?.taggedUrl ?? 0,
    limit: db.audits.get(live.auditId)?.limit ?? live.pages,
    adobeAuditor: false,
    silentMode: false,
    supportedFeatures: ['WEB_VITALS', 'CONSENT_CATEGORIES'],
  };
}

function undelete(db: Db, body: z.output<typeof undeleteInputSchema>): UndeleteResult {
  const audit = db.audits.get(body.id);
  const failed = (code: UndeleteResult['code'], reason: string): UndeleteResult => ({
    id: body.id,
    status: 'failed',
    code,
    reason,
  });
  if (!audit) return failed('error', `Audit ${body.id} was not found`);
  if (!audit.deleted) return failed('already_restored', `Audit ${body.id} is not archived`);
  const folder = db.folders.get(body.folderId);
  const domain = db.domains.get(body.subFolderId);
  if (!folder || !domain) {
    return failed(
      'destination_gone',
      `${folder ? 'Sub-folder' : 'Folder'} ${folder ? body.subFolderId : body.folderId} no longer exists`,
    );
  }
  if (domain.folderId !== folder.id) {
    const message = `Sub-folder ${domain.id} is not in folder ${folder.id}`;
    throw new MockHttpError(400, message, 'Choose a sub-folder of the chosen folder', {
      valid: false,
      issues: [{ path: ['subFolderId'], message, code: 'mismatch' }],
    });
  }
  db.audits.update(audit.id, {
    deleted: false,
    folderId: folder.id,
    domainId: domain.id,
    queued: false,
    webAuditRunning: undefined,
  });
  db.auditConfig.archived.delete(audit.id);
  // The reference: "Historical run data is not restored."
  db.runs.set(audit.id, []);
  return { id: audit.id, status: 'restored', folderId: folder.id, subFolderId: domain.id };
}

/**
 * Audit management: option lists, create / update / archive / restore, labels, notes, and the run
 * controls (start, finish, discard) whose runs follow mocks/db/run-lifecycle.ts.
 */
export const auditManagementHandlers = (route: Route) => [
  route('get', '/v2/web-audits/frequencies', {}, () => auditFrequencies),
  route('get', '/v2/web-audits/locations', {}, () => auditLocations),
  route('get', '/v2/web-audits/user-agents', {}, () => userAgents),
  route(
    'post',
    '/v2/web-audits',
    { body: newAuditInputSchema(webhookRule(route)), status: 201 },
    ({ db, user, body }) => {
      checkLimit(db, body.limit);
      const now = new Date().toISOString();
      const row = db.audits.insert({
        ...placeOf(db, body.domainId),
        ...auditFields(undefined, body),
        ownerId: user.id,
        created: now,
        lastUpdated: now,
        queued: false,
        schedule: body.frequency !== undefined && body.frequency !== 'once',
        labelIds: [],
      });
      db.runs.set(row.id, []);
      return auditView(db, row);
    },
  ),
  route('patch', '/v3/web-audits/undelete', { body: undeleteInputSchema }, ({ db, body }) =>
    undelete(db, body),
  ),

  route('post', '/v2/web-audits/{webAuditId}/runs/current/finish', {}, (ctx) => {
    const audit = auditOf(ctx, 'webAuditId');
    const active = activeRun(ctx.db, audit.id);
    const outcome = finishRun(ctx.db, audit.id, Date.now(), ctx.user.id);
    if (outcome === 'idle')
      throw new MockHttpError(409, `Audit ${audit.id} has no run in progress`, 'There is nothing to finish');
    if (outcome === 'queued') {
      throw new MockHttpError(
        409,
        `The run of audit ${audit.id} has not started yet`,
        'Discard the queued run instead',
      );
    }
    // A seeded run in progress completes here: announce it too (started runs are watched already).
    const runId = active?.live ? active.live.runId : active?.run.id;
    if (runId !== undefined) watchRun(ctx.db, { itemType: 'audit', itemId: audit.id, runId });
  }),
  route('post', '/v2/web-audits/{webAuditId}/runs', { status: 202 }, (ctx) => {
    const audit = auditOf(ctx, 'webAuditId');
    const live = startRun(ctx.db, { auditId: audit.id, userId: ctx.user.id });
    if (!live) conflict(ctx.db, audit);
    watchRun(ctx.db, { itemType: 'audit', itemId: audit.id, runId: live.runId });
    return runReference(ctx.db, live);
  }),
  route('delete', '/v2/web-audits/{webAuditId}/runs/{runId}', {}, (ctx) => {
    const audit = auditOf(ctx, 'webAuditId');
    const runId = idParam(ctx, 'runId', 'Run');
    if (!discardRun(ctx.db, audit.id, runId)) notFound('Run', runId);
  }),

  route(
    'get',
    '/v2/web-audits/{auditId}/labels',
    {},
    (ctx) => auditView(ctx.db, auditOf(ctx, 'auditId')).labels,
  ),
  route('put', '/v2/web-audits/{auditId}/labels', { body: idListInputSchema }, (ctx) => {
    const audit = auditOf(ctx, 'auditId');
    unknownIds(ctx.body, (id) => ctx.db.labels.get(id) !== undefined, 'Label');
    const row = ctx.db.audits.update(audit.id, { labelIds: [...new Set(ctx.body)] })!;
    return auditView(ctx.db, row).labels;
  }),
  route('delete', '/v2/web-audits/{auditId}/labels', { body: z.optional(z.int()) }, (ctx) => {
    const audit = auditOf(ctx, 'auditId');
    const labelIds = ctx.body === undefined ? [] : audit.labelIds.filter((id) => id !== ctx.body);
    ctx.db.audits.update(audit.id, { labelIds });
  }),

  route('put', '/v2/web-audits/{webAuditId}', { body: auditUpdateInputSchema(webhookRule(route)) }, (ctx) => {
    const audit = auditOf(ctx, 'webAuditId');
    if (ctx.body.id !== audit.id) {
      throw new MockHttpError(
        400,
        `The body is for audit ${ctx.body.id}, not ${audit.id}`,
        'The ids must match',
        {
          valid: false,
          issues: [{ path: ['id'], message: 'Must be the id in the path', code: 'mismatch' }],
        },
      );
    }
    checkLimit(ctx.db, ctx.body.limit);
    // The runs so far keep the site they scanned, whatever the edit does to the starting URLs.
    keepScanHosts(ctx.db, audit.id);
    const row = ctx.db.audits.update(audit.id, {
      ...placeOf(ctx.db, ctx.body.domainId),
      ...auditFields(audit, ctx.body),
      ...(ctx.body.ownerId !== undefined ? { ownerId: ctx.body.ownerId } : {}),
      lastUpdated: new Date().toISOString(),
    })!;
    settleRuns(ctx.db);
    return auditView(ctx.db, row);
  }),
  route('delete', '/v2/web-audits/{webAuditId}', {}, (ctx) => {
    const audit = auditOf(ctx, 'webAuditId');
    settleRuns(ctx.db);
    if (activeRun(ctx.db, audit.id)) {
      throw new MockHttpError(
        423,
        `Audit ${audit.id} has a run in progress`,
        'Stop or discard the run before archiving',
      );
    }
    ctx.db.audits.update(audit.id, { deleted: true });
    ctx.db.auditConfig.archived.set(audit.id, {
      deletedAt: new Date().toISOString(),
      deletedBy: ctx.user.id,
    });
  }),

  route('get', '/v3/web-audits/{auditId}', {}, (ctx) => {
    const audit = auditOf(ctx, 'auditId');
    return { id: audit.id, notes: ctx.db.auditConfig.notes.get(audit.id) ?? '' };
  }),
  route('put', '/v3/web-audits/{auditId}', { body: auditNotesInputSchema }, (ctx) => {
    const audit = auditOf(ctx, 'auditId');
    const notes = ctx.body.notes ?? '';
    if (notes.trim() === '') ctx.db.auditConfig.notes.delete(audit.id);
    else ctx.db.auditConfig.notes.set(audit.id, notes);
    return { id: audit.id, notes };
  }),
  route('post', '/v3/web-audits/{auditId}/runs', { body: runNowInputSchema }, (ctx) => {
    const audit = auditOf(ctx, 'auditId');
    // The reference: unlike V2, this start does not reject a request while a run is active.
    const live = startRun(ctx.db, {
      auditId: audit.id,
      userId: ctx.user.id,
      maxPages: ctx.body.maxPages ?? undefined,
    });
    if (live) watchRun(ctx.db, { itemType: 'audit', itemId: audit.id, runId: live.runId });
    return new HttpResponse(null, { status: 201 });
  }),
];
