import { HttpResponse } from 'msw';
import { z } from '@/lib/zod';
import { blockingConfigInputSchema } from '@/api/audits/config-schemas';
import { cookieOriginInputSchema, type CookieOriginInput } from '@/api/web-journeys/run-schemas';
import {
  journeyCustomHeadersInputSchema,
  webJourneyUpdateInputSchema,
  webJourneyV2InputSchema,
} from '@/api/web-journeys/schemas';
import { vendors } from '../db/run-data';
import type { WebJourneyRow } from '../db/types';
import { MockHttpError, notFound } from '../lib/errors';
import { booleanParam, readQuery } from '../lib/query';
import { idParam, type MockContext, type Route } from '../lib/route';
import { actionCookiesView, changeView } from '../web-journeys/cookies';
import { journeyFromV3, replaceJourney, saveJourneyV2 } from '../web-journeys/edit';
import { runDetail, runState, startRun, type RunDetail } from '../web-journeys/runs';
import { actionScreenshotSvg } from '../web-journeys/screenshot';
import { journeyStore } from '../web-journeys/store';
import { webhookRule } from '../webhooks/rules';
import { watchRun } from '../webhooks/store';
import type { CookieChangeRow, JourneyRunRow } from '../web-journeys/types';
import { harEntry, journeyStatusView, journeyV2View, runInfoView } from '../web-journeys/views';

const listQuery = z.object({
  domainId: z.optional(z.coerce.number().check(z.int()).check(z.positive())),
  monitored: z.optional(booleanParam),
  accountId: z.optional(z.coerce.number().check(z.int())),
});

/** The V2 body: the webhook rule of this mock (the stub server also takes http to this machine). */
const v2Body = (route: Route) => webJourneyV2InputSchema(webhookRule(route));

/** The journey named by a path parameter, or 404. */
function journeyOf(ctx: MockContext, param: string): WebJourneyRow {
  const id = idParam(ctx, param, 'Web journey');
  const journey = ctx.db.webJourneys.get(id);
  if (!journey) notFound('Web journey', id);
  return journey;
}

/** The journey and run named by the path, or 404 (a run of another journey is unknown). */
function runOf(ctx: MockContext) {
  const journey = journeyOf(ctx, 'webJourneyId');
  const runId = idParam(ctx, 'runId', 'Run');
  const store = journeyStore(ctx.db);
  const run = store.runs.get(journey.id)?.find((r) => r.id === runId);
  if (!run) notFound('Run', runId);
  return { journey, run, store, detail: runDetail(ctx.db, store, run) };
}

/** The executed step of a run with a sequence number, or 404. */
function stepBySequence(ctx: MockContext, detail: RunDetail, run: JourneyRunRow) {
  const sequence = idParam(ctx, 'actionSequenceId', 'Action');
  const step = detail.steps.find((s) => s.sequence === sequence);
  if (!step) notFound('Action', `${sequence} of run ${run.id}`);
  return step;
}

const sameDomain = (a: string, b: string) =>
  a.replace(/^\./, '').toLowerCase() === b.replace(/^\./, '').toLowerCase();

/** The changes of one cookie in a run, or 404 when the run never set it. */
function cookieChangesOf(
  detail: RunDetail,
  run: JourneyRunRow,
  cookie: CookieOriginInput,
): CookieChangeRow[] {
  const changes = detail.changes.filter(
    (change) =>
      change.name === cookie.name &&
      sameDomain(change.domain, cookie.domain) &&
      (cookie.path === undefined || cookie.path === '' || change.path === cookie.path),
  );
  if (changes.length === 0)
    throw new MockHttpError(
      404,
      `Cookie ${cookie.name} on ${cookie.domain} was not set in run ${run.id}`,
      'No action of the run added, changed or removed this cookie',
    );
  return changes;
}

function headerGroupIssues(ctx: MockContext, groupIds: number[]) {
  const known = new Set(journeyStore(ctx.db).headerGroups.map((group) => group.id));
  return groupIds.flatMap((id, index) =>
    known.has(id)
      ? []
      : [
          {
            path: ['assignedCustomHttpHeaders', String(index), 'groupId'],
            message: `Custom header group ${id} does not exist`,
            code: 'unknown_id',
          },
        ],
  );
}

function rejectIssues(issues: Array<{ path: string[]; message: string; code: string }>) {
  if (issues.length)
    throw new MockHttpError(400, issues[0]!.message, 'The request was not valid', { valid: false, issues });
}

/**
 * Web journeys: the V3 list and configuration (create, read, update, blocking, custom headers),
 * the V2 create and update that carry recipients and the webhook, runs (start, configuration,
 * per-action requests, console, cookies and screenshots) and cookie origin stories. The run history
 * is the grid's `web-journey-runs` report (mocks/grid/sources/runs.ts), over the same runs.
 */
export const webJourneyHandlers = (route: Route) => [
  route('get', '/v3/web-journeys', {}, ({ db, query }) => {
    const filters = readQuery(listQuery, query);
    if (filters.accountId !== undefined && filters.accountId !== db.account.id) return [];
    return db.webJourneys.where(
      (journey) =>
        (filters.domainId === undefined || journey.domainId === filters.domainId) &&
        (filters.monitored === undefined || Boolean(journey.monitoredByScriptServices) === filters.monitored),
    );
  }),
  route('post', '/v3/web-journeys', { body: webJourneyUpdateInputSchema }, (ctx) => {
    const journey = ctx.db.webJourneys.insert(journeyFromV3(ctx.db, ctx.body, undefined, ctx.user.id));
    const store = journeyStore(ctx.db);
    store.actions.set(journey.id, []);
    store.notifications.set(journey.id, { emails: [], alerts: false });
    return journey;
  }),
  route('get', '/v3/web-journeys/{webJourneyId}', {}, (ctx) => journeyOf(ctx, 'webJourneyId')),
  route('put', '/v3/web-journeys/{webJourneyId}', { body: webJourneyUpdateInputSchema }, (ctx) => {
    const journey = journeyOf(ctx, 'webJourneyId');
    return replaceJourney(ctx.db, journey, journeyFromV3(ctx.db, ctx.body, journey, ctx.user.id));
  }),
  route('get', '/v3/web-journeys/{webJourneyId}/status', {}, (ctx) =>
    journeyStatusView(ctx.db, journeyStore(ctx.db), journeyOf(ctx, 'webJourneyId').id),
  ),
  route('get', '/v3/web-journeys/{webJourneyId}/actions', {}, (ctx) => {
    const journey = journeyOf(ctx, 'webJourneyId');
    return journeyStore(ctx.db).actions.get(journey.id) ?? [];
  }),
  route('post', '/v3/web-journeys/{webJourneyId}/runs', {}, (ctx) => {
    const journey = journeyOf(ctx, 'webJourneyId');
    const store = journeyStore(ctx.db);
    const current = store.runs
      .get(journey.id)
      ?.find((run) => run.live && runState(ctx.db, run).stage === 'running');
    if (current)
      throw new MockHttpError(
        409,
        `Web journey ${journey.id} already has a run in progress`,
        `Run ${current.id} is running`,
      );
    if ((store.actions.get(journey.id) ?? []).length === 0)
      throw new MockHttpError(400, 'This journey has no actions to run', 'Add at least one action first');
    const run = startRun(ctx.db, store, journey);
    watchRun(ctx.db, { itemType: 'web-journey', itemId: journey.id, runId: run.id });
    return { newRunId: run.id };
  }),
  route('get', '/v3/web-journeys/{webJourneyId}/runs/{runId}/info', {}, (ctx) => runInfoView(runOf(ctx).run)),
  route(
    'get',
    '/v3/web-journeys/{webJourneyId}/runs/{runId}/actions/{actionSequenceId}/requests',
    {},
    (ctx) => {
      const { run, detail } = runOf(ctx);
      const step = stepBySequence(ctx, detail, run);
      return step.requests.map((request) => harEntry(request, step.sequence));
    },
  ),
  route('get', '/v3/web-journeys/{webJourneyId}/runs/{runId}/actions/{actionSequenceId}/logs', {}, (ctx) => {
    const { run, detail } = runOf(ctx);
    return stepBySequence(ctx, detail, run).logs.map((log) => ({ ...log, count: 1 }));
  }),
  route(
    'get',
    '/v3/web-journeys/{webJourneyId}/runs/{runId}/actions/{actionSequenceId}/cookies',
    {},
    (ctx) => {
      const { run, detail } = runOf(ctx);
      const step = stepBySequence(ctx, detail, run);
      return actionCookiesView(
        detail.changes.filter((change) => change.sequence === step.sequence),
        step,
        detail.host,
      );
    },
  ),
  route('get', '/v3/web-journeys/{webJourneyId}/runs/{runId}/screenshots/thumbnail', {}, (ctx) => {
    const { run, detail } = runOf(ctx);
    const sequence = Number(ctx.query.get('actionSequenceId') ?? detail.steps.at(-1)?.sequence ?? -1);
    const step = detail.steps.find((s) => s.sequence === sequence);
    if (!step) notFound('Screenshot', `of action ${sequence} of run ${run.id}`);
    return new HttpResponse(actionScreenshotSvg(step), { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
  route(
    'post',
    '/v3/web-journeys/{webJourneyId}/runs/{runId}/cookies/origin',
    { body: cookieOriginInputSchema },
    (ctx) => {
      const { run, detail } = runOf(ctx);
      const changes = cookieChangesOf(detail, run, ctx.body);
      const actions = changes.map((change) =>
        changeView(
          change,
          detail.steps.find((s) => s.sequence === change.sequence)!,
          detail.host,
        ),
      );
      return {
        totalCookieActionCount: new Set(changes.map((change) => change.sequence)).size,
        totalCookieInitiatorCount: actions.reduce((sum, action) => sum + action.initiators.length, 0),
        actions,
      };
    },
  ),
  route(
    'post',
    '/v3/web-journeys/{webJourneyId}/runs/{runId}/actions/{actionId}/cookies/origin',
    { body: cookieOriginInputSchema },
    (ctx) => {
      const { run, detail } = runOf(ctx);
      const actionId = idParam(ctx, 'actionId', 'Action');
      const step = detail.steps.find((s) => s.action.id === actionId);
      if (!step) notFound('Action', `${actionId} of run ${run.id}`);
      const changes = cookieChangesOf(detail, run, ctx.body).filter(
        (change) => change.sequence === step.sequence,
      );
      return { changes: changes.map((change) => changeView(change, step, detail.host)) };
    },
  ),
  route('get', '/v3/web-journeys/{webJourneyId}/blocking-configuration', {}, (ctx) => {
    const journey = journeyOf(ctx, 'webJourneyId');
    return journeyStore(ctx.db).blocking.get(journey.id) ?? { tagIds: [], tagCategoryIds: [] };
  }),
  route(
    'put',
    '/v3/web-journeys/{webJourneyId}/blocking-configuration',
    { body: blockingConfigInputSchema },
    (ctx) => {
      const journey = journeyOf(ctx, 'webJourneyId');
      const tagIds = new Set(vendors.map((vendor) => vendor.tagId));
      const categoryIds = new Set(vendors.map((vendor) => vendor.categoryId));
      rejectIssues([
        ...(ctx.body.tagIds ?? []).flatMap((id, index) =>
          tagIds.has(id)
            ? []
            : [{ path: ['tagIds', String(index)], message: `Tag ${id} does not exist`, code: 'unknown_id' }],
        ),
        ...(ctx.body.tagCategoryIds ?? []).flatMap((id, index) =>
          categoryIds.has(id)
            ? []
            : [
                {
                  path: ['tagCategoryIds', String(index)],
                  message: `Tag category ${id} does not exist`,
                  code: 'unknown_id',
                },
              ],
        ),
      ]);
      const stored = {
        tagIds: [...new Set(ctx.body.tagIds ?? [])],
        tagCategoryIds: [...new Set(ctx.body.tagCategoryIds ?? [])],
      };
      journeyStore(ctx.db).blocking.set(journey.id, stored);
      return stored;
    },
  ),
  route('get', '/v3/web-journeys/{webJourneyId}/custom-headers', {}, (ctx) => {
    const journey = journeyOf(ctx, 'webJourneyId');
    return { assignedCustomHttpHeaders: journeyStore(ctx.db).customHeaders.get(journey.id) ?? [] };
  }),
  route(
    'put',
    '/v3/web-journeys/{webJourneyId}/custom-headers',
    { body: journeyCustomHeadersInputSchema },
    (ctx) => {
      const journey = journeyOf(ctx, 'webJourneyId');
      const assigned = ctx.body.assignedCustomHttpHeaders;
      rejectIssues(
        headerGroupIssues(
          ctx,
          assigned.map((group) => group.groupId),
        ),
      );
      const unique = [...new Map(assigned.map((group) => [group.groupId, group])).values()];
      journeyStore(ctx.db).customHeaders.set(journey.id, unique);
      return { assignedCustomHttpHeaders: unique };
    },
  ),
  // GET /v3/custom-headers and the header groups' CRUD: generated (mocks/resources/custom-headers.ts).
  route('post', '/v2/web-journeys', { body: v2Body(route) }, (ctx) => {
    const store = journeyStore(ctx.db);
    const journey = saveJourneyV2(ctx.db, store, ctx.body, undefined, ctx.user.id);
    return journeyV2View(ctx.db, store, journey);
  }),
  route('put', '/v2/web-journeys/{journeyId}', { body: v2Body(route) }, (ctx) => {
    const existing = journeyOf(ctx, 'journeyId');
    const store = journeyStore(ctx.db);
    return journeyV2View(ctx.db, store, saveJourneyV2(ctx.db, store, ctx.body, existing, ctx.user.id));
  }),
  route('get', '/v2/rules/{ruleId}/web-journeys', {}, (ctx) => {
    const ruleId = idParam(ctx, 'ruleId', 'Rule');
    if (!ctx.db.rules.get(ruleId)) notFound('Rule', ruleId);
    const store = journeyStore(ctx.db);
    return ctx.db.webJourneys
      .where((journey) => (store.ruleIds.get(journey.id) ?? []).includes(ruleId))
      .map((journey) => journeyV2View(ctx.db, store, journey));
  }),
];
