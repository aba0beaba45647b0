// The production server (`npm run serve`, README › Deploying): serves dist/ and, with SERVICE_URL,
// forwards /api/* to the service from the same origin.
//
// Why Fastify with @fastify/static and @fastify/http-proxy rather than a hand-written node:http
// server: what a static host and a reverse proxy must get right is already done and maintained there
// — path traversal and dotfiles (send), ETag/Last-Modified/Range, precompressed .br/.gz negotiation
// with `Vary`, streaming bodies both ways on undici without buffering, hop-by-hop header removal, a
// destination kept under the upstream base, graceful close — and security headers (@fastify/helmet),
// readiness (@fastify/under-pressure) and the shutdown (close-with-grace, main.ts). This folder only
// adds the policy: which headers, which cache rules, which paths may be forwarded and which headers
// travel, and how long anyone may be waited for (limits.ts).
// It imports nothing from src/, mocks/ or scripts/ (the CSP builder, server/csp-policy.ts, is the build's too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { AccessLog, type RequestInFlight } from './access-log';
import type { ServerConfig } from './config';
import { contentSecurityPolicy, registerSecurityHeaders } from './headers';
import { requestCheckIntervalMs } from './limits';
import { registerMetrics, ServerMetrics } from './metrics';
import { registerApiProxy } from './proxy';
import { registerReadiness } from './readiness';
import { registerRequestBodyTimeout } from './request-body-timeout';
import { registerStatic } from './static';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests not answered yet (the shutdown names those it cuts). */
    requestsInFlight(): RequestInFlight[];
  }
}

export interface ServerOptions {
  /** Where the JSON log lines go (default stdout). */
  logStream?: { write(line: string): void };
  logLevel?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

function readIndexHtml(distDir: string): string {
  try {
    return readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    throw new Error(`No index.html in ${distDir}: run \`npm run build\` first (or set DIST_DIR).`);
  }
}

/** Build the server (not listening yet: call `listen`, port 0 for a free one). */
export async function createServer(
  config: ServerConfig,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const indexHtml = readIndexHtml(config.distDir);
  const policy = contentSecurityPolicy(indexHtml, config.distDir, {
    connect: config.cspConnectSources,
    image: config.cspImageSources,
  });
  const { limits } = config;
  const metrics = new ServerMetrics();
  const accessLog = new AccessLog((request, status) => metrics.requestDone(request.url, status));
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: accessLog,
    trustProxy: config.trustProxy,
    // Every wait on a client is bounded (limits.ts): its headers, the gaps in its upload
    // (request-body-timeout.ts), an idle keep-alive connection, and a connection on which nothing
    // moves (Node's socket timeout). No cap on the whole request: a slow upload that moves may finish.
    requestTimeout: 0,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.clientIdleTimeoutMs,
    http: {
      requestTimeout: 0,
      headersTimeout: limits.requestHeadersTimeoutMs,
      // How often Node checks the headers timeout (its default, 30 s, would let slow headers run that much longer).
      connectionsCheckingInterval: requestCheckIntervalMs(limits.requestHeadersTimeoutMs),
    },
  });
  app.decorate('requestsInFlight', () => accessLog.inFlight());
  registerRequestBodyTimeout(app, limits.requestBodyTimeoutMs);
  await registerSecurityHeaders(app, policy);

  // Node answers a request line without a version (HTTP/0.9, `GET /x` CRLF); nothing here speaks it.
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersionMajor !== 1) {
      return reply.code(400).type('application/json; charset=utf-8').send({
        statusCode: 400,
        error: 'Bad Request',
        message: 'HTTP/1.0 or HTTP/1.1 only',
      });
    }
  });
  registerMetrics(app, metrics, config.metrics, config.host);
  await registerReadiness(app, config.serviceUrl, limits.readyEventLoopDelayMs);

  // Liveness only: the process answers. It does not call the service (GET /readyz does).
  app.get('/healthz', (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  if (config.serviceUrl) metrics.watchPool(await registerApiProxy(app, config.serviceUrl, limits, metrics));
  await registerStatic(app, {
    distDir: config.distDir,
    indexHtml,
    forwardsApi: Boolean(config.serviceUrl),
  });
  return app;
}
