// @vitest-environment node
// `GET /metrics` (Prometheus text format, prom-client): off by default, on the main port with
// METRICS=on, or on a port of its own with METRICS_PORT.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Gauge, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { metricsListener, routeKind } from './metrics';
import { metricValue, send, withServer } from './testing';
import { buildBesideStub } from './testing-service';

const stub = buildBesideStub();

describe('GET /metrics', () => {
  it('is not served unless asked for', async () => {
    await withServer({ DIST_DIR: stub.dist.dir, SERVICE_URL: stub.service.url }, async (server) => {
      const answer = await send(server.url, '/metrics');
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('serve_');
    });
  });

  it('with METRICS=on: requests by kind and status, upstream latency, pool, line, aborted and timed-out calls', async () => {
    await withServer(
      { DIST_DIR: stub.dist.dir, SERVICE_URL: stub.service.url, METRICS: 'on' },
      async (server) => {
        await send(server.url, '/api/v2/audits');
        await send(server.url, '/api/../x');
        await send(server.url, '/config.json');
        await send(server.url, '/healthz');
        const answer = await send(server.url, '/metrics');
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        const text = answer.text;
        expect(metricValue(text, 'serve_requests_total{kind="api",status="200"}')).toBe(1);
        expect(metricValue(text, 'serve_requests_total{kind="api",status="400"}')).toBe(1);
        expect(metricValue(text, 'serve_requests_total{kind="static",status="200"}')).toBe(1);
        expect(metricValue(text, 'serve_requests_total{kind="health",status="200"}')).toBe(1);
        expect(metricValue(text, 'serve_upstream_response_seconds_count{status="200"}')).toBe(1);
        expect(metricValue(text, 'serve_upstream_response_seconds_bucket{le="60",status="200"}')).toBe(1);
        expect(metricValue(text, 'serve_upstream_calls_in_flight')).toBe(0);
        expect(metricValue(text, 'serve_upstream_queue_length')).toBe(0);
        expect(metricValue(text, 'serve_upstream_calls_aborted_total')).toBe(0);
        expect(text).toContain('# TYPE serve_upstream_calls_timed_out_total counter');
        expect(text).toContain('process_resident_memory_bytes');
      },
    );
  });

  it('with METRICS_PORT: on that port only', async () => {
    await withServer(
      { DIST_DIR: stub.dist.dir, SERVICE_URL: stub.service.url, METRICS_PORT: '0' },
      async (server) => {
        expect((await send(server.url, '/metrics')).status).toBe(404);
        expect((await send(server.url, '/assets/nope.js')).status).toBe(404);
        const line = server.logLines().find((candidate) => candidate.includes('metrics on their own port'));
        const metricsUrl = /"metrics":"(http:\/\/127\.0\.0\.1:\d+)\/metrics"/.exec(line ?? '')?.[1];
        expect(metricsUrl).toBeDefined();
        const answer = await send(metricsUrl ?? '', '/metrics');
        expect(answer.status).toBe(200);
        expect(metricValue(answer.text, 'serve_requests_total{kind="static",status="404"}')).toBe(1);
        expect((await send(metricsUrl ?? '', '/other')).status).toBe(404);
      },
    );
  });
});

describe('metricsListener (METRICS_PORT)', () => {
  it('answers 500 and reports the error when a collector fails, rather than leaving the promise unhandled', async () => {
    const registry = new Registry();
    new Gauge({
      name: 'broken_gauge',
      help: 'A collector that throws',
      registers: [registry],
      collect() {
        throw new Error('collector broke');
      },
    });
    const errors: unknown[] = [];
    const server = createServer(metricsListener(registry, (error) => errors.push(error)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await send(url, '/metrics');
      expect(answer.status).toBe(500);
      expect(answer.text).not.toContain('collector broke');
      expect(errors).toEqual([expect.objectContaining({ message: 'collector broke' })]);
      expect((await send(url, '/metrics')).status).toBe(500); // still serving
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('routeKind', () => {
  it('names the part of the server that answers a path', () => {
    expect(routeKind('/api/v2/x?y=1')).toBe('api');
    expect(routeKind('/healthz')).toBe('health');
    expect(routeKind('/readyz')).toBe('health');
    expect(routeKind('/metrics')).toBe('metrics');
    expect(routeKind('/assets/index.js')).toBe('static');
    expect(routeKind('/audits/1')).toBe('static');
  });
});
