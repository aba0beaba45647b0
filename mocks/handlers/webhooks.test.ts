// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ANALYST_KEY } from '@/api/demo';
import { verifyWebhookSignature } from '@/lib/webhook-signature';
import { mockCall } from '../lib/test-call';
import { SEED_DAY, TEST_NOW } from '../lib/test-clock';
import { createTestMock } from '../node';
import { journeyStore } from '../web-journeys/store';
import { settleWebhooks } from '../webhooks/deliver';
import { webhookStore } from '../webhooks/store';

const RUNNING_MS = 80;
const mock = createTestMock({ now: SEED_DAY, runTimeline: { queuedMs: 0, runningMs: RUNNING_MS } });

beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mock.server.close());
// Runs complete on the mock's clock and its delivery timers: both fake, moved on by the tests.
beforeEach(() => {
  mock.reset();
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const { call } = mockCall();

const db = () => mock.ref.current;
/** Let `ms` pass on the fake clock, firing the mock's timers that fall due. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const HOOK = 'https://hooks.example.com/run-done';

/** Set (or remove) an audit's webhook address. */
function setWebhook(auditId: number, url: string | undefined) {
  const audit = db().audits.get(auditId)!;
  db().audits.update(auditId, { options: { ...audit.options!, webHookUrl: url } });
}

/** An audit whose latest run has completed (so a new one may start), with a webhook address. */
function auditWithWebhook() {
  const audit = db()
    .audits.all()
    .find((row) => !row.deleted && db().runs.get(row.id)?.[0]?.completed)!;
  setWebhook(audit.id, HOOK);
  return audit;
}

async function rotate(): Promise<string> {
  const answer = await call('POST', '/v3/webhooks/rotate-secret');
  expect(answer.status).toBe(200);
  return answer.body.sharedSecret as string;
}

async function deliveries() {
  const answer = await call('GET', '/v3/webhooks/deliveries');
  expect(answer.status).toBe(200);
  return answer.body.deliveries as Array<{
    itemId: number;
    itemType: string;
    runId: number;
    url: string;
    body: string;
    outcome: string;
    requestHeaders: Record<string, string>;
  }>;
}

const verify = (secret: string, delivery: { requestHeaders: Record<string, string>; body: string }) =>
  verifyWebhookSignature({
    secret,
    header: delivery.requestHeaders['Service-Signature']!,
    body: delivery.body,
  });

describe('POST /v3/webhooks/rotate-secret', () => {
  it('gives the administrator a new 32-byte base64 secret and the account id, every call', async () => {
    const first = await call('POST', '/v3/webhooks/rotate-secret');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ sharedSecret: expect.any(String), accountId: db().account.id });
    expect(Buffer.from(first.body.sharedSecret, 'base64')).toHaveLength(32);
    expect(Buffer.from(first.body.sharedSecret, 'base64').toString('base64')).toBe(first.body.sharedSecret);
    const second = await rotate();
    expect(second).not.toBe(first.body.sharedSecret);
    expect(webhookStore(db()).secret).toBe(second);
  });

  it('refuses the non-admin key (403) and a call without a key (401), leaving the secret as it was', async () => {
    const before = webhookStore(db()).secret;
    const analyst = await call('POST', '/v3/webhooks/rotate-secret', undefined, DEMO_ANALYST_KEY);
    expect(analyst.status).toBe(403);
    expect(analyst.body.message).toMatch(/administrators/);
    expect((await call('POST', '/v3/webhooks/rotate-secret', undefined, null)).status).toBe(401);
    expect(webhookStore(db()).secret).toBe(before);
  });
});

describe('GET /v3/webhooks/deliveries', () => {
  it('is for administrators, and says a secret is set without showing it', async () => {
    expect((await call('GET', '/v3/webhooks/deliveries', undefined, DEMO_ANALYST_KEY)).status).toBe(403);
    expect((await call('GET', '/v3/webhooks/deliveries', undefined, null)).status).toBe(401);
    const before = await call('GET', '/v3/webhooks/deliveries');
    expect(before.body).toEqual({ signingSecret: { configured: true }, deliveries: [] });
    const secret = await rotate();
    const after = await call('GET', '/v3/webhooks/deliveries');
    expect(after.body.signingSecret).toEqual({ configured: true, rotatedAt: expect.any(String) });
    expect(JSON.stringify(after.body)).not.toContain(secret);
  });
});

describe('run-completion webhooks', () => {
  it('records one signed delivery when an audit run completes, verifiable with the current secret', async () => {
    const secret = await rotate();
    const audit = auditWithWebhook();
    const started = await call('POST', `/v2/web-audits/${audit.id}/runs`);
    expect(started.status).toBe(202);
    const runId = started.body.id as number;
    expect(await deliveries()).toEqual([]);

    await wait(RUNNING_MS + 40);
    const log = await deliveries();
    expect(log).toHaveLength(1);
    const [delivery] = log;
    expect(delivery).toMatchObject({
      itemId: audit.id,
      itemType: 'audit',
      runId,
      url: HOOK,
      outcome: 'recorded',
    });
    expect(delivery!.body).toBe(JSON.stringify({ itemId: audit.id, itemType: 'audit', runId }));
    expect(delivery!.requestHeaders['Content-Type']).toBe('application/json');
    expect(await verify(secret, delivery!)).toMatchObject({ ok: true, reason: 'ok' });

    // Reading the runs and the log again, and waiting, never announces the run a second time.
    await call('GET', `/v2/web-audits/${audit.id}/runs`);
    await wait(60);
    expect(await deliveries()).toHaveLength(1);
  });

  it('delivers when the run completes even if nobody calls the mock meanwhile', async () => {
    const audit = auditWithWebhook();
    await call('POST', `/v2/web-audits/${audit.id}/runs`);
    await wait(RUNNING_MS + 80);
    // The mock's own timer took the run off the watch list, nobody having called since…
    expect(webhookStore(db()).watching.size).toBe(0);
    // …and logged its delivery once signed (with nothing left due, this only waits for the signing).
    await settleWebhooks(db());
    expect(webhookStore(db()).deliveries.map((d) => d.itemId)).toEqual([audit.id]);
  });

  it('signs the next delivery with the new secret after a rotation, and not with the old one', async () => {
    const old = await rotate();
    const audit = auditWithWebhook();
    await call('POST', `/v2/web-audits/${audit.id}/runs`);
    await wait(RUNNING_MS + 40);
    const fresh = await rotate();
    await call('POST', `/v2/web-audits/${audit.id}/runs`);
    await wait(RUNNING_MS + 40);
    const [latest, earlier] = await deliveries();
    expect(await verify(old, earlier!)).toMatchObject({ ok: true });
    expect(await verify(fresh, latest!)).toMatchObject({ ok: true });
    expect(await verify(old, latest!)).toMatchObject({ ok: false, reason: 'mismatch' });
  });

  it('announces a web journey run, failed ones too', async () => {
    const secret = await rotate();
    const store = journeyStore(db());
    const journey = db()
      .webJourneys.all()
      .find((row) => (store.actions.get(row.id) ?? []).length > 1)!;
    store.notifications.set(journey.id, { emails: [], alerts: false, webHookUrl: HOOK });
    const started = await call('POST', `/v3/web-journeys/${journey.id}/runs`);
    expect(started.status).toBe(200);
    const run = store.runs.get(journey.id)!.find((row) => row.id === started.body.newRunId)!;
    Object.assign(run, { outcome: 'ActionFailed', failedSequence: 1 });
    await wait(RUNNING_MS + 40);
    // The run history is the grid's web journey runs: completed, stopped at its second action.
    const runs = (
      await call('POST', '/v3/reports/grid/web-journey-runs', {
        columns: [
          { columnId: 'WEB_JOURNEY_RUN_ID' },
          { columnId: 'RUN_COMPLETED_AT' },
          { columnId: 'FAILED_ACTION_SEQUENCE_NUMBER' },
        ],
        filters: {
          conditions: [
            { operator: 'integer_in', filteredColumn: { columnId: 'WEB_JOURNEY_RUN_ID' }, args: [run.id] },
          ],
        },
      })
    ).body as { rows: unknown[][] };
    expect(runs.rows).toEqual([[run.id, expect.any(String), 2]]);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ itemId: journey.id, itemType: 'web-journey', runId: run.id });
    expect(JSON.parse(delivery!.body)).toEqual({
      itemId: journey.id,
      itemType: 'web-journey',
      runId: run.id,
    });
    expect(await verify(secret, delivery!)).toMatchObject({ ok: true });
  });

  it('announces a run finished early, once; not a discarded run, nor an item without a webhook', async () => {
    const audit = auditWithWebhook();
    const first = await call('POST', `/v2/web-audits/${audit.id}/runs`);
    await wait(RUNNING_MS / 2);
    expect((await call('POST', `/v2/web-audits/${audit.id}/runs/current/finish`)).status).toBe(204);
    expect((await deliveries()).map((d) => d.runId)).toEqual([first.body.id]);

    const second = await call('POST', `/v2/web-audits/${audit.id}/runs`);
    expect((await call('DELETE', `/v2/web-audits/${audit.id}/runs/${second.body.id}`)).status).toBe(204);
    setWebhook(audit.id, undefined);
    await call('POST', `/v2/web-audits/${audit.id}/runs`);
    await wait(RUNNING_MS + 60);
    expect((await deliveries()).map((d) => d.runId)).toEqual([first.body.id]);
  });
});
