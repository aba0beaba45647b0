import { HttpResponse } from 'msw';
import { z } from '@/lib/zod';
import {
  labelAssignmentInputSchema,
  manualActionInputSchema,
  manualJourneyInputSchema,
  requestFiltersInputSchema,
  runControlInputSchema,
  type LabelAssignmentInput,
  type ManualJourney,
} from '@/api/manual-journeys/schemas';
import { idListInputSchema } from '@/api/audits/config-schemas';
import type { Db, ManualJourneyRow } from '../db/types';
import { errorBody, MockHttpError, notFound } from '../lib/errors';
import { idParam, validationReport, type MockContext, type Route } from '../lib/route';
import {
  addRunAction,
  controlRun,
  deleteJourney,
  deleteRun,
  deleteRunAction,
  initializeRun,
  journeyOf,
  journeyRuns,
  liveRunOf,
  runOf,
} from '../manual-journeys/runs';
import { manualStore } from '../manual-journeys/store';
import {
  certificatePem,
  defaultCertificate,
  initializedView,
  manualRunView,
  requestLogView,
  runTags,
  visibleRequests,
} from '../manual-journeys/views';

/** A manual journey with its label objects joined. */
export function manualJourneyView(db: Db, row: ManualJourneyRow): ManualJourney {
  const { labelIds, ...journey } = row;
  return {
    ...journey,
    labels: labelIds.flatMap((id) => {
      const label = db.labels.get(id);
      return label ? [{ id: label.id, name: label.name }] : [];
    }),
  };
}

function invalid(issues: Array<{ path: PropertyKey[]; message: string; code: string }>): never {
  throw new MockHttpError(400, issues[0]!.message, 'The request was not valid', {
    valid: false,
    issues: issues.map((issue) => ({ ...issue, path: issue.path.map(String) })),
  });
}

const journey = (ctx: MockContext<unknown>) =>
  journeyOf(ctx.db, idParam(ctx, 'manualJourneyId', 'Manual journey'));
const run = (ctx: MockContext<unknown>) => runOf(ctx.db, journey(ctx).id, idParam(ctx, 'runId', 'Run'));

function checkFolder(db: Db, folderId: number) {
  if (!db.folders.get(folderId))
    invalid([{ path: ['folderId'], message: `Folder ${folderId} does not exist`, code: 'unknown_id' }]);
}

/** Label ids of a PUT …/labels body, every one a label of the account (400 otherwise). */
function labelIds(db: Db, body: LabelAssignmentInput): number[] {
  const ids = body.map((item) => (typeof item === 'number' ? item : item.id));
  const unknown = ids.flatMap((id, index) => (db.labels.get(id) ? [] : [{ id, index }]));
  if (unknown.length) {
    invalid(
      unknown.map(({ id, index }) => ({
        path: [index],
        message: `Label ${id} does not exist`,
        code: 'unknown_id',
      })),
    );
  }
  return [...new Set(ids)];
}

function checkLabel(db: Db, raw: MockContext<unknown>) {
  const labelId = idParam(raw, 'labelId', 'Label');
  if (!db.labels.get(labelId)) notFound('Label', labelId);
  return labelId;
}

const pagingSchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int()).check(z.minimum(1)).check(z.maximum(10_000))),
  offset: z.optional(z.coerce.number().check(z.int()).check(z.minimum(0))),
});

/** `limit` and `offset` from the query string (the reference's Pagination), applied to a list. */
function paged<T>(ctx: MockContext<unknown>, items: T[]): T[] {
  const parsed = pagingSchema.safeParse({
    limit: ctx.query.get('limit') ?? undefined,
    offset: ctx.query.get('offset') ?? undefined,
  });
  if (!parsed.success) {
    throw new MockHttpError(
      400,
      'The paging parameters are not valid',
      z.prettifyError(parsed.error),
      validationReport(parsed.error),
    );
  }
  const offset = parsed.data.offset ?? 0;
  return items.slice(offset, parsed.data.limit === undefined ? undefined : offset + parsed.data.limit);
}

/** Does the caller ask for the certificate file rather than its details? */
const wantsFile = (request: Request) =>
  /x-x509-ca-cert|x-pem-file/i.test(request.headers.get('Accept') ?? '');

/** Manual journeys: journeys, live sessions, runs, actions, labels, rules, request filters, logs and tags. */
export const manualJourneyHandlers = (route: Route) => [
  route('get', '/v2/manual-journeys', {}, ({ db }) =>
    db.manualJourneys.all().map((row) => manualJourneyView(db, row)),
  ),
  route(
    'post',
    '/v2/manual-journeys',
    { body: manualJourneyInputSchema, status: 201 },
    ({ db, body, user }) => {
      manualStore(db);
      checkFolder(db, body.folderId);
      const now = new Date().toISOString();
      const row = db.manualJourneys.insert({
        ...body,
        userId: user.id,
        labelIds: [],
        createdAt: now,
        updatedAt: now,
      });
      return manualJourneyView(db, row);
    },
  ),
  route('get', '/v2/manual-journeys/certificates/default', {}, ({ request }) =>
    wantsFile(request)
      ? new HttpResponse(certificatePem(), {
          headers: {
            'Content-Type': 'application/x-pem-file',
            'Content-Disposition': `attachment; filename="${defaultCertificate.id}.pem"`,
          },
        })
      : defaultCertificate,
  ),
  route('get', '/v2/manual-journeys/{manualJourneyId}', {}, (ctx) => manualJourneyView(ctx.db, journey(ctx))),
  route('post', '/v2/manual-journeys/{manualJourneyId}', {}, (ctx) =>
    initializedView(initializeRun(ctx.db, journey(ctx).id)),
  ),
  route('put', '/v2/manual-journeys/{manualJourneyId}', { body: manualJourneyInputSchema }, (ctx) => {
    const row = journey(ctx);
    checkFolder(ctx.db, ctx.body.folderId);
    const { journeyType, ...fields } = ctx.body;
    const updated = ctx.db.manualJourneys.update(row.id, {
      ...fields,
      ...(journeyType !== undefined ? { journeyType } : {}),
      updatedAt: new Date().toISOString(),
    })!;
    return manualJourneyView(ctx.db, updated);
  }),
  route('delete', '/v2/manual-journeys/{manualJourneyId}', {}, (ctx) => {
    const row = journey(ctx);
    const live = liveRunOf(ctx.db, row.id);
    if (live) {
      return HttpResponse.json(
        {
          ...errorBody(
            423,
            'This journey has a live session: stop and discard it first',
            `Run ${live.id} is ${live.state}`,
          ),
          errorCode: 423,
          runId: live.id,
        },
        { status: 423 },
      );
    }
    deleteJourney(ctx.db, row.id);
  }),
  route('post', '/v2/manual-journeys/{manualJourneyId}/delete', {}, (ctx) => {
    deleteJourney(ctx.db, journey(ctx).id);
  }),

  route('get', '/v2/manual-journeys/{manualJourneyId}/labels', {}, (ctx) => journey(ctx).labelIds),
  route(
    'put',
    '/v2/manual-journeys/{manualJourneyId}/labels',
    { body: labelAssignmentInputSchema },
    (ctx) => {
      const row = journey(ctx);
      const ids = labelIds(ctx.db, ctx.body);
      return ctx.db.manualJourneys.update(row.id, { labelIds: ids })!.labelIds;
    },
  ),
  route('delete', '/v2/manual-journeys/{manualJourneyId}/labels/{labelId}', {}, (ctx) => {
    const row = journey(ctx);
    const labelId = checkLabel(ctx.db, ctx);
    ctx.db.manualJourneys.update(row.id, { labelIds: row.labelIds.filter((id) => id !== labelId) });
  }),

  route('get', '/v2/manual-journeys/{manualJourneyId}/rules', {}, (ctx) => {
    const row = journey(ctx);
    return manualStore(ctx.db).rules.get(row.id) ?? [];
  }),
  route('put', '/v2/manual-journeys/{manualJourneyId}/rules', { body: idListInputSchema }, (ctx) => {
    const row = journey(ctx);
    const unknown = ctx.body.flatMap((id, index) => (ctx.db.rules.get(id) ? [] : [{ id, index }]));
    if (unknown.length) {
      invalid(
        unknown.map(({ id, index }) => ({
          path: [index],
          message: `Rule ${id} does not exist`,
          code: 'unknown_id',
        })),
      );
    }
    const ids = [...new Set(ctx.body)];
    manualStore(ctx.db).rules.set(row.id, ids);
    return ids;
  }),

  route('get', '/v2/manual-journeys/{manualJourneyId}/runs', {}, (ctx) =>
    journeyRuns(ctx.db, journey(ctx).id).map((row) => manualRunView(ctx.db, row)),
  ),
  route('get', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}', {}, (ctx) =>
    manualRunView(ctx.db, run(ctx)),
  ),
  route('delete', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}', {}, (ctx) => {
    deleteRun(ctx.db, run(ctx));
  }),

  route(
    'post',
    '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/actions',
    { body: manualActionInputSchema },
    (ctx) => addRunAction(ctx.db, run(ctx), ctx.body),
  ),
  route('get', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/actions/{actionId}', {}, (ctx) => {
    const row = run(ctx);
    const actionId = idParam(ctx, 'actionId', 'Action');
    const action = manualStore(ctx.db).actions.get(actionId);
    if (!action || action.runId !== row.id) notFound('Action', actionId);
    return action;
  }),
  route('delete', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/actions/{actionId}', {}, (ctx) =>
    deleteRunAction(ctx.db, run(ctx), idParam(ctx, 'actionId', 'Action')),
  ),
  route(
    'post',
    '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/control',
    { body: runControlInputSchema },
    (ctx) => manualRunView(ctx.db, controlRun(ctx.db, run(ctx), ctx.body.command)),
  ),

  route('get', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/labels', {}, (ctx) => run(ctx).labelIds),
  route(
    'put',
    '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/labels',
    { body: labelAssignmentInputSchema },
    (ctx) => {
      const row = run(ctx);
      const ids = labelIds(ctx.db, ctx.body);
      return manualStore(ctx.db).runs.update(row.id, { labelIds: ids })!.labelIds;
    },
  ),
  route('delete', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/labels/{labelId}', {}, (ctx) => {
    const row = run(ctx);
    const labelId = checkLabel(ctx.db, ctx);
    manualStore(ctx.db).runs.update(row.id, { labelIds: row.labelIds.filter((id) => id !== labelId) });
  }),

  route(
    'get',
    '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/request-filters',
    {},
    (ctx) => run(ctx).requestFilters,
  ),
  route(
    'put',
    '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/request-filters',
    { body: requestFiltersInputSchema },
    (ctx) => {
      const row = run(ctx);
      const filters = [...new Set(ctx.body)];
      return manualStore(ctx.db).runs.update(row.id, { requestFilters: filters })!.requestFilters;
    },
  ),
  route('delete', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/request-filters', {}, (ctx) => {
    const row = run(ctx);
    manualStore(ctx.db).runs.update(row.id, { requestFilters: [] });
    return { requestFilters: [] };
  }),
  route('get', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/request-logs', {}, (ctx) => {
    const row = run(ctx);
    return paged(ctx, visibleRequests(ctx.db, row)).map(requestLogView);
  }),
  route('get', '/v2/manual-journeys/{manualJourneyId}/runs/{runId}/tags', {}, (ctx) => {
    const row = run(ctx);
    return paged(ctx, runTags(ctx.db, row));
  }),
];
