// @vitest-environment node
// Issue 37's scenario: with the service hanging, 130 abandoned calls — or 130 trickling uploads — must
// leave another call from the same address answered within 1 s. The pool keeps its production size
// (128) and the service's timeout its default (60 s): nothing here waits for a timeout to free it.
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { metricValue, openRaw, send, type RawClient } from './testing';
import { deploymentBehindStub } from './testing-service';

const CALLERS = 130;
const POOL = 128;
const BOUND_MS = 1000;

const deployment = deploymentBehindStub({ METRICS: 'on' });

/** How long a fresh call takes, and its status. */
async function freshCall(path: string, body?: string) {
  const started = performance.now();
  const answer = await send(deployment.server.url, path, body === undefined ? {} : { method: 'POST', body });
  return { status: answer.status, ms: Math.round(performance.now() - started) };
}

const metrics = async () => (await send(deployment.server.url, '/metrics')).text;

describe('no starvation', () => {
  it(`${CALLERS} calls abandoned while the service hangs leave a fresh call answered within 1 s`, async () => {
    const arrivedBefore = deployment.service.arrived.length;
    const clients: RawClient[] = [];
    for (let i = 0; i < CALLERS; i += 1) {
      clients.push(
        await openRaw(deployment.server.url, `GET /api/hang/${i} HTTP/1.1\r\nHost: dashboard\r\n\r\n`),
      );
    }
    // The pool is full and the last two wait in line.
    await expect
      .poll(() => deployment.service.arrived.length - arrivedBefore, { timeout: 10_000 })
      .toBe(POOL);
    for (const client of clients) client.socket.destroy();

    const fresh = await freshCall('/api/fresh');
    console.info(`fresh call after ${CALLERS} abandoned calls: ${fresh.status} in ${fresh.ms} ms`);
    expect(fresh.status).toBe(200);
    expect(fresh.ms).toBeLessThan(BOUND_MS);

    // Every upstream call was cancelled at once, not at the service's timeout.
    await expect.poll(() => deployment.service.open(), { timeout: 5_000 }).toBe(0);
    const text = await metrics();
    expect(metricValue(text, 'serve_upstream_calls_aborted_total')).toBe(CALLERS);
    expect(metricValue(text, 'serve_upstream_calls_in_flight')).toBe(0);
    expect(metricValue(text, 'serve_upstream_queue_length')).toBe(0);
    expect(metricValue(text, 'serve_requests_total{kind="api",status="499"}')).toBe(CALLERS);
  });

  it(`${CALLERS} trickling uploads hold no upstream connection: a fresh call answers within 1 s`, async () => {
    const arrivedBefore = deployment.service.arrived.length;
    const uploads: RawClient[] = [];
    for (let i = 0; i < CALLERS; i += 1) {
      uploads.push(
        await openRaw(
          deployment.server.url,
          `POST /api/upload/${i} HTTP/1.1\r\nHost: dashboard\r\nContent-Type: application/octet-stream\r\n` +
            'Content-Length: 1000\r\n\r\nx',
        ),
      );
    }
    // One more byte each, every 100 ms, while the fresh calls are made (stopped below).
    const trickle = setInterval(() => {
      for (const upload of uploads) upload.socket.write('x');
    }, 100);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const fresh = await freshCall('/api/fresh');
      const freshUpload = await freshCall('/api/echo', 'a whole body at once');
      console.info(
        `fresh calls during ${CALLERS} trickling uploads: GET ${fresh.status} in ${fresh.ms} ms, ` +
          `POST ${freshUpload.status} in ${freshUpload.ms} ms`,
      );
      expect(fresh.status).toBe(200);
      expect(fresh.ms).toBeLessThan(BOUND_MS);
      expect(freshUpload.status).toBe(200);
      expect(freshUpload.ms).toBeLessThan(BOUND_MS);
      expect(
        deployment.service.arrived.slice(arrivedBefore).filter((path) => path.startsWith('/upload')),
      ).toEqual([]);
      expect(metricValue(await metrics(), 'serve_upstream_calls_in_flight')).toBe(0);
    } finally {
      clearInterval(trickle);
      for (const upload of uploads) upload.socket.destroy();
    }
  });
});
