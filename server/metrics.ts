// Prometheus metrics for the people who run the server (prom-client): requests by kind and status,
// the service's latency, the upstream pool and its line, and the calls that were cut. `GET /metrics`,
// off unless METRICS=on (main port) or METRICS_PORT (a port of its own, say one only the monitoring
// network reaches).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsSetting } from './config';
import { isApiPath } from './headers';
import { READY_PATH } from './readiness';
import type { TimeoutPhase, UpstreamObserver } from './upstream';

export const METRICS_PATH = '/metrics';

/** Which part of the server answered a path: the label `kind` of `serve_requests_total`. */
export function routeKind(url: string): 'api' | 'health' | 'metrics' | 'static' {
  const pathname = url.split('?', 1)[0];
  if (isApiPath(url)) return 'api';
  if (pathname === '/healthz' || pathname === READY_PATH) return 'health';
  if (pathname === METRICS_PATH) return 'metrics';
  return 'static';
}

/** Seconds until the service's answer headers: from a cached answer to SERVICE_TIMEOUT's default. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

interface PoolState {
  inFlight: number;
  queueLength: number;
}

/** The server's metrics; it is the upstream calls' observer, and counts every request the access log sees end. */
export class ServerMetrics implements UpstreamObserver {
  readonly registry = new Registry();
  #pool: PoolState = { inFlight: 0, queueLength: 0 };

  readonly #requests = new Counter({
    name: 'serve_requests_total',
    help: 'Requests answered, by kind (api, static, health, metrics) and status (499: the client left first)',
    labelNames: ['kind', 'status'],
    registers: [this.registry],
  });

  readonly #latency = new Histogram({
    name: 'serve_upstream_response_seconds',
    help: 'Time from sending a call to the service until its answer headers, by status',
    labelNames: ['status'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly #aborted = new Counter({
    name: 'serve_upstream_calls_aborted_total',
    help: 'Calls to the service cancelled because their client left or its upload was cut',
    registers: [this.registry],
  });

  readonly #timedOut = new Counter({
    name: 'serve_upstream_calls_timed_out_total',
    help: 'Calls to the service whose wait ran out: queue (no free connection), headers or body',
    labelNames: ['phase'],
    registers: [this.registry],
  });

  constructor() {
    const pool = () => this.#pool;
    new Gauge({
      name: 'serve_upstream_calls_in_flight',
      help: 'Calls to the service holding an upstream connection now',
      registers: [this.registry],
      collect() {
        this.set(pool().inFlight);
      },
    });
    new Gauge({
      name: 'serve_upstream_queue_length',
      help: 'Calls waiting for a free upstream connection now',
      registers: [this.registry],
      collect() {
        this.set(pool().queueLength);
      },
    });
  }

  /** Reports this pool's calls in flight and line (read at each scrape). */
  watchPool(pool: PoolState): void {
    this.#pool = pool;
  }

  /** Counts one request that is over. */
  requestDone(url: string, status: number): void {
    this.#requests.inc({ kind: routeKind(url), status });
  }

  answered(seconds: number, status: number): void {
    this.#latency.observe({ status }, seconds);
  }

  aborted(): void {
    this.#aborted.inc();
  }

  timedOut(phase: TimeoutPhase): void {
    this.#timedOut.inc({ phase });
  }
}

/**
 * A node:http listener answering `GET /metrics` with the registry (404 for anything else); a collector
 * that fails gives a 500 and goes to `onError`, never an unhandled rejection.
 */
export function metricsListener(
  registry: Registry,
  onError: (error: unknown) => void,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    if ((request.url ?? '').split('?', 1)[0] !== METRICS_PATH || request.method !== 'GET') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'cache-control': 'no-store' }).end();
      },
    );
  };
}

/** Serves the registry at `/metrics` as METRICS / METRICS_PORT say (nothing when off), with the process's own metrics. */
export function registerMetrics(
  app: FastifyInstance,
  metrics: ServerMetrics,
  setting: MetricsSetting,
  host: string,
): void {
  if (!setting.on) return;
  collectDefaultMetrics({ register: metrics.registry });
  const { registry } = metrics;
  if (setting.port === undefined) {
    app.get(METRICS_PATH, async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics()),
    );
    return;
  }
  const port = setting.port;
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer(
      metricsListener(registry, (error) => app.log.error({ err: error }, 'metrics failed')),
    );
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(port, host, resolve);
    });
    const address = server.address() as AddressInfo;
    app.log.info({ metrics: `http://${host}:${address.port}${METRICS_PATH}` }, 'metrics on their own port');
  });
  app.addHook('onClose', async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
  });
}
