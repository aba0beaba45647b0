// @vitest-environment node
// Issue 47's burst: 500 calls at once to a service that answers each in 2 s. With the production
// defaults (128 upstream connections, the line as patient as SERVICE_TIMEOUT) all are answered; the last
// ones wait about 6 s in line, longer than the 5 s after which they used to get 503.
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { metricValue, send } from './testing';
import { deploymentBehindStub } from './testing-service';

const CALLS = 500;
const SERVICE_MS = 2000;
const POOL = 128;

const deployment = deploymentBehindStub({ METRICS: 'on' });

describe('a burst the service can answer', () => {
  it(`answers all ${CALLS} concurrent calls to a service that takes 2 s each`, async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        send(deployment.server.url, `/api/slow/${SERVICE_MS}?call=${i}`),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const statuses = new Map<number, number>();
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    console.info(
      `${CALLS} calls of 2 s each through ${POOL} connections: ${JSON.stringify([...statuses])} in ${seconds.toFixed(1)} s`,
    );

    expect(Object.fromEntries(statuses)).toEqual({ 200: CALLS });
    // Four rounds of 128: the pool held, and the last calls waited well past 5 s in line.
    expect(seconds).toBeGreaterThan((Math.ceil(CALLS / POOL) * SERVICE_MS - 500) / 1000);
    const metrics = (await send(deployment.server.url, '/metrics')).text;
    expect(metricValue(metrics, 'serve_upstream_calls_timed_out_total{phase="queue"}') ?? 0).toBe(0);
    expect(metricValue(metrics, 'serve_upstream_response_seconds_count{status="200"}')).toBe(CALLS);
  }, 60_000);
});
