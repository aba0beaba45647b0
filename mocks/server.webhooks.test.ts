// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ANALYST_KEY } from '@/api/demo';
import { verifyWebhookSignature } from '@/lib/webhook-signature';
import { mockOptions } from './db/seed';
import { mockCall } from './lib/test-call';
import { SEED_DAY, TEST_NOW } from './lib/test-clock';
import { startMockServer } from './server';

/** A started run's queue and running time, on the mock's clock. */
const TIMELINE = { queuedMs: 50, runningMs: 200 };
/** Past a started run's completion and the delivery timer's slack. */
const RUN_MS = TIMELINE.queuedMs + TIMELINE.runningMs + 100;

/** What the local receiver got: one entry per POST, with the raw body bytes. */
interface Received {
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Awaited<ReturnType<typeof startMockServer>>;
let receiver: HttpServer;
let hookUrl = '';
const received: Received[] = [];
/** Callbacks waiting for the receiver's next request. */
const arrivals: Array<() => void> = [];

beforeAll(async () => {
  // The mock's clock and its delivery timers are fake: runs complete when the tests move the clock
  // on, and nothing waits for time to pass. Sockets, and the signing, stay real.
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  server = await startMockServer({
    port: 0,
    options: mockOptions({ now: SEED_DAY, runTimeline: TIMELINE }),
  });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(204).end();
      for (const arrived of arrivals.splice(0)) arrived();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  if (typeof address !== 'object' || !address) throw new Error('The receiver did not start');
  hookUrl = `http://127.0.0.1:${address.port}/hooks/run-done`;
});
afterAll(async () => {
  vi.useRealTimers();
  await server?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

const { call } = mockCall(() => server.url);

/** Let `ms` pass on the mock's clock, firing the delivery timers that fall due. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Wait (without calling the stub server) until the receiver has `count` requests: no polling. */
async function receivedCount(count: number) {
  while (received.length < count) await new Promise<void>((resolve) => arrivals.push(resolve));
  expect(received).toHaveLength(count);
}

/** The logged delivery of a run once the receiver's answer (or the failure) is written into it. */
async function settledDelivery(runId: number) {
  // Only real network I/O is waited for here, never the clock.
  let delivery: { outcome: string; error?: string; responseStatus?: number } | undefined;
  await expect
    .poll(
      async () => {
        const log = await call('GET', '/v3/webhooks/deliveries');
        delivery = log.body.deliveries.find((d: { runId: number }) => d.runId === runId);
        return delivery?.outcome;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^(delivered|failed)$/);
  return delivery!;
}

/** The audit as a V2 update body with another webhook address. */
// The V2 audit answer is read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function withWebhook(audit: any, webHookUrl: string) {
  return {
    id: audit.id,
    name: audit.name,
    domainId: audit.domainId,
    limit: audit.limit,
    startingUrls: audit.startingUrls,
    recipients: audit.recipients,
    frequency: audit.frequency,
    options: { ...audit.options, webHookUrl },
  };
}

const verify = (secret: string, request: Received) =>
  verifyWebhookSignature({
    secret,
    header: String(request.headers['service-signature']),
    body: new Uint8Array(request.body),
  });

describe('the stub server delivers run-completion webhooks', () => {
  it('POSTs one signed request per completed run to a local receiver, signed with the current secret', async () => {
    expect((await call('POST', '/v3/webhooks/rotate-secret', undefined, DEMO_ANALYST_KEY)).status).toBe(403);
    const rotated = await call('POST', '/v3/webhooks/rotate-secret');
    expect(rotated.status).toBe(200);
    const first: string = rotated.body.sharedSecret;

    const audits = await call('GET', '/v2/web-audits');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const idle = audits.body.find((audit: any) => !audit.webAuditRunning && !audit.queued);
    const saved = await call('PUT', `/v2/web-audits/${idle.id}`, withWebhook(idle, hookUrl));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.options.webHookUrl).toBe(hookUrl);

    const run = await call('POST', `/v2/web-audits/${idle.id}/runs`);
    expect(run.status).toBe(202);
    // Nothing is sent before the run completes on the mock's clock.
    await wait(TIMELINE.queuedMs + TIMELINE.runningMs - 10);
    expect((await call('GET', '/v3/webhooks/deliveries')).body.deliveries).toEqual([]);
    // Its timer sends it when the run completes, though nobody calls the stub server.
    await wait(RUN_MS);
    await receivedCount(1);
    const [delivery] = received;
    expect(delivery!.method).toBe('POST');
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(delivery!.body.toString('utf8'))).toEqual({
      itemId: idle.id,
      itemType: 'audit',
      runId: run.body.id,
    });
    expect(await verify(first, delivery!)).toMatchObject({ ok: true });

    const second: string = (await call('POST', '/v3/webhooks/rotate-secret')).body.sharedSecret;
    const next = await call('POST', `/v2/web-audits/${idle.id}/runs`);
    expect(next.status).toBe(202);
    await wait(RUN_MS);
    await receivedCount(2);
    const latest = received[1]!;
    expect(JSON.parse(latest.body.toString('utf8')).runId).toBe(next.body.id);
    expect(await verify(second, latest)).toMatchObject({ ok: true });
    expect(await verify(first, latest)).toMatchObject({ ok: false, reason: 'mismatch' });

    // Both are logged with the receiver's answer; much later on the clock, nothing more was sent.
    expect(await settledDelivery(run.body.id)).toMatchObject({ outcome: 'delivered' });
    expect(await settledDelivery(next.body.id)).toMatchObject({ outcome: 'delivered' });
    await wait(10 * RUN_MS);
    const log = await call('GET', '/v3/webhooks/deliveries');
    expect(received).toHaveLength(2);
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({
        runId: next.body.id,
        url: hookUrl,
        outcome: 'delivered',
        responseStatus: 204,
      }),
      expect.objectContaining({
        runId: run.body.id,
        url: hookUrl,
        outcome: 'delivered',
        responseStatus: 204,
      }),
    ]);
  });

  it('logs a receiver that is not listening as a failed delivery with its error', async () => {
    const audits = await call('GET', '/v2/web-audits');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const idle = audits.body.find((audit: any) => !audit.webAuditRunning && !audit.queued);
    const closed = 'http://127.0.0.1:9/nobody-listens';
    expect((await call('PUT', `/v2/web-audits/${idle.id}`, withWebhook(idle, closed))).status).toBe(200);
    const run = await call('POST', `/v2/web-audits/${idle.id}/runs`);
    await wait(RUN_MS);
    expect(await settledDelivery(run.body.id)).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/fetch failed/),
    });
  });

  it('accepts http webhooks to this machine only: other http, credentials and javascript: are refused', async () => {
    const audits = await call('GET', '/v2/web-audits');
    const audit = audits.body[0];
    for (const url of [
      'http://localhost:9000/hook',
      'http://127.0.0.1/hook',
      'https://hooks.example.com/x',
    ]) {
      expect((await call('PUT', `/v2/web-audits/${audit.id}`, withWebhook(audit, url))).status, url).toBe(
        200,
      );
    }
    for (const url of [
      'http://hooks.example.com/x',
      'javascript:alert(1)',
      'https://u:p@hooks.example.com/',
    ]) {
      const refused = await call('PUT', `/v2/web-audits/${audit.id}`, withWebhook(audit, url));
      expect(refused.status, url).toBe(400);
      expect(refused.body.validationReport.issues[0].path).toEqual(['options', 'webHookUrl']);
    }
  });
});
