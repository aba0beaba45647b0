// @vitest-environment node
// Every wait is bounded (server/limits.ts), here with small limits so the tests take seconds: the
// service's headers and body, the client's headers and the gaps in its upload, idle keep-alive and idle
// connections, the line for a free upstream connection; and a client that leaves cancels its upstream
// call at once.
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { metricValue, openRaw, send, startServer } from './testing';
import { deploymentBehindStub } from './testing-service';

/** Small limits; the assertions leave them wide margins on a busy machine. */
const LIMITS = {
  SERVICE_TIMEOUT: '0.4',
  SERVICE_BODY_TIMEOUT: '0.4',
  REQUEST_HEADERS_TIMEOUT: '0.6',
  REQUEST_BODY_TIMEOUT: '0.6',
  KEEP_ALIVE_TIMEOUT: '0.3',
  QUEUE_TIMEOUT: '0.4',
  CLIENT_IDLE_TIMEOUT: '2.3',
  REQUEST_BUFFER_SIZE: '1024',
  UPSTREAM_CONNECTIONS: '2',
};

const deployment = deploymentBehindStub({ METRICS: 'on', ...LIMITS });

const metric = async (sample: string) =>
  metricValue((await send(deployment.server.url, '/metrics')).text, sample);
const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: dashboard\r\n\r\n`;

/** Waits until the service has seen `count` more calls than `before`. */
const arrivals = (before: number, count: number) =>
  expect.poll(() => deployment.service.arrived.length - before, { timeout: 5_000 }).toBe(count);

describe('the service’s waits', () => {
  it('answers 504 with the error body when the service sends no headers within SERVICE_TIMEOUT', async () => {
    const started = performance.now();
    const answer = await send(deployment.server.url, '/api/hang/headers');
    const ms = performance.now() - started;
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.text)).toEqual({
      timestamp: expect.any(String),
      message: 'The service took too long to answer',
      details: 'FST_REPLY_FROM_GATEWAY_TIMEOUT',
    });
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(5_000);
    expect(await metric('serve_upstream_calls_timed_out_total{phase="headers"}')).toBe(1);
  });

  it('cuts an answer whose body stalls for SERVICE_BODY_TIMEOUT, and closes the upstream call', async () => {
    const cancelledBefore = deployment.service.cancelled();
    const client = await openRaw(deployment.server.url, get('/api/stall-body'));
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.received()).toContain('partial answer');
    expect(deployment.service.cancelled()).toBe(cancelledBefore + 1);
    expect(await metric('serve_upstream_calls_timed_out_total{phase="body"}')).toBe(1);
  });

  it('answers 502 with the error body when the service resets the connection', async () => {
    const answer = await send(deployment.server.url, '/api/reset');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text)).toEqual(
      expect.objectContaining({ message: 'The service could not be reached' }),
    );
  });
});

describe('a client that leaves', () => {
  // Cancelled by the client's leaving, not by a timeout: the metrics say which came first.
  it('cancels its upstream call at once when it leaves before the answer’s headers', async () => {
    const before = deployment.service.arrived.length;
    const cancelledBefore = deployment.service.cancelled();
    const abortedBefore = (await metric('serve_upstream_calls_aborted_total')) ?? 0;
    const timedOutBefore = await metric('serve_upstream_calls_timed_out_total{phase="headers"}');
    const client = await openRaw(deployment.server.url, get('/api/hang/left-early'));
    await arrivals(before, 1);
    client.socket.destroy();
    await expect.poll(() => deployment.service.cancelled(), { timeout: 5_000 }).toBe(cancelledBefore + 1);
    expect(await metric('serve_upstream_calls_aborted_total')).toBe(abortedBefore + 1);
    expect(await metric('serve_upstream_calls_timed_out_total{phase="headers"}')).toBe(timedOutBefore);
    // The access log says so: 499, nginx's status for a client that left.
    const line = deployment.server
      .logLines()
      .find((candidate) => candidate.includes('"path":"/api/hang/left-early"'));
    expect(JSON.parse(line ?? '{}')).toEqual(expect.objectContaining({ status: 499, ip: '127.0.0.1' }));
  });

  it('cancels its upstream call when it leaves during the answer’s body', async () => {
    const cancelledBefore = deployment.service.cancelled();
    const abortedBefore = (await metric('serve_upstream_calls_aborted_total')) ?? 0;
    const timedOutBefore = await metric('serve_upstream_calls_timed_out_total{phase="body"}');
    const client = await openRaw(deployment.server.url, get('/api/stall-body'));
    await expect.poll(() => client.received(), { timeout: 5_000 }).toContain('partial answer');
    client.socket.destroy();
    await expect.poll(() => deployment.service.cancelled(), { timeout: 5_000 }).toBe(cancelledBefore + 1);
    expect(await metric('serve_upstream_calls_aborted_total')).toBe(abortedBefore + 1);
    expect(await metric('serve_upstream_calls_timed_out_total{phase="body"}')).toBe(timedOutBefore);
  });
});

describe('the client’s waits', () => {
  it('cuts an upload that sends nothing for REQUEST_BODY_TIMEOUT with 408; the service never saw it', async () => {
    const before = deployment.service.arrived.length;
    const started = performance.now();
    const upload = await openRaw(
      deployment.server.url,
      'POST /api/slow-upload HTTP/1.1\r\nHost: dashboard\r\nContent-Length: 100\r\n\r\nx',
    );
    await upload.closed;
    const ms = performance.now() - started;
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(550);
    expect(ms).toBeLessThan(5_000);
    expect(deployment.service.arrived.slice(before)).toEqual([]);
  });

  it('lets an upload run past several REQUEST_BODY_TIMEOUTs while its bytes keep coming', async () => {
    const chunks = 12;
    const upload = await openRaw(
      deployment.server.url,
      `POST /api/echo HTTP/1.1\r\nHost: dashboard\r\nContent-Length: ${chunks * 100}\r\n\r\n`,
    );
    const started = performance.now();
    for (let i = 0; i < chunks; i += 1) {
      upload.socket.write('z'.repeat(100));
      await new Promise((resolve) => setTimeout(resolve, 200)); // a third of the gap, 2.4 s in all
    }
    await expect.poll(() => upload.received(), { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 200/);
    expect(performance.now() - started).toBeGreaterThan(4 * 600);
    upload.socket.destroy();
  });

  it('cuts request headers that do not arrive whole within REQUEST_HEADERS_TIMEOUT with 408', async () => {
    const slowloris = await openRaw(deployment.server.url, 'GET /api/fresh HTTP/1.1\r\nHost: dash');
    // A byte now and then does not keep it open: the headers have a deadline, not a gap.
    const trickle = setInterval(() => slowloris.socket.write('b'), 100);
    try {
      await slowloris.closed;
    } finally {
      clearInterval(trickle);
    }
    expect(slowloris.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cancels the upstream call of an upload larger than the buffer when REQUEST_BODY_TIMEOUT cuts it', async () => {
    const before = deployment.service.arrived.length;
    const cancelledBefore = deployment.service.cancelled();
    const upload = await openRaw(
      deployment.server.url,
      `POST /api/echo HTTP/1.1\r\nHost: dashboard\r\nContent-Length: 4096\r\n\r\n${'y'.repeat(2048)}`,
    );
    // More than REQUEST_BUFFER_SIZE arrived: the body streams, so the call is open…
    await arrivals(before, 1);
    await upload.closed;
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408/);
    // …and closed with the client's request.
    await expect.poll(() => deployment.service.cancelled(), { timeout: 1_000 }).toBe(cancelledBefore + 1);
    expect(await metric('serve_upstream_calls_in_flight')).toBe(0);
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT', async () => {
    const client = await openRaw(deployment.server.url, get('/healthz'));
    await expect.poll(() => client.received(), { timeout: 5_000 }).toContain('"status":"ok"');
    const started = performance.now();
    await client.closed;
    // Node adds up to a second of its own (keepAliveTimeoutBuffer).
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('closes a connection that stops reading its answer after CLIENT_IDLE_TIMEOUT, cancelling the call', async () => {
    const cancelledBefore = deployment.service.cancelled();
    const reader = await openRaw(deployment.server.url, get('/api/endless'));
    reader.socket.pause(); // reads nothing: the buffers fill, then nothing moves
    try {
      await expect.poll(() => deployment.service.cancelled(), { timeout: 10_000 }).toBe(cancelledBefore + 1);
    } finally {
      reader.socket.destroy();
    }
  });
});

describe('the line for an upstream connection', () => {
  it('serves a call that waited for a free connection, and answers 503 with Retry-After past QUEUE_TIMEOUT', async () => {
    // Two connections, held by answers whose body stalls (SERVICE_TIMEOUT bounds only the headers).
    const pooled = await startServer({
      DIST_DIR: deployment.dist.dir,
      SERVICE_URL: deployment.service.url,
      METRICS: 'on',
      UPSTREAM_CONNECTIONS: '2',
      SERVICE_TIMEOUT: '1',
      QUEUE_TIMEOUT: '1',
      SERVICE_BODY_TIMEOUT: '30',
    });
    const pooledMetric = async (sample: string) =>
      metricValue((await send(pooled.url, '/metrics')).text, sample);
    const holders = [
      await openRaw(pooled.url, get('/api/stall-body')),
      await openRaw(pooled.url, get('/api/stall-body')),
    ];
    try {
      for (const holder of holders)
        await expect.poll(() => holder.received(), { timeout: 5_000 }).toContain('partial answer');
      const started = performance.now();
      const refused = await send(pooled.url, '/api/fresh');
      expect(performance.now() - started).toBeGreaterThanOrEqual(950);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(JSON.parse(refused.text)).toEqual(
        expect.objectContaining({ message: 'The service is busy: try again shortly' }),
      );
      expect(await pooledMetric('serve_upstream_calls_timed_out_total{phase="queue"}')).toBe(1);

      const waiting = send(pooled.url, '/api/fresh');
      await expect.poll(() => pooledMetric('serve_upstream_queue_length'), { timeout: 500 }).toBe(1);
      holders[0]?.socket.destroy();
      expect((await waiting).status).toBe(200);
    } finally {
      for (const holder of holders) holder.socket.destroy();
      await pooled.close();
    }
  });
});
