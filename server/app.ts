// The production server (`npm run serve`, README › Deploying): serves dist/ and, with SERVICE_URL,
// forwards /api/* to the service from the same origin.
//
// Why Fastify with @fastify/static and @fastify/http-proxy rather than a hand-written node:http
// server: what a static host and a reverse proxy must get right is already done and maintained there
// — path traversal and dotfiles (send), ETag/Last-Modified/Range, precompressed .br/.gz negotiation
// with `Vary`, streaming bodies both ways on undici without buffering, hop-by-hop header removal, a
// destination kept under the upstream base, graceful close. This folder only adds the policy:
// which headers, which cache rules, which paths may be forwarded and which headers travel.
// It imports nothing from src/, mocks/ or scripts/ (the CSP builder, server/csp-policy.ts, is the build's too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { ServerConfig } from './config';
import { contentSecurityPolicy, registerSecurityHeaders } from './headers';
import { registerApiProxy } from './proxy';
import { registerStatic } from './static';

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

/**
 * One access-log line per request, written when the answer is sent: method, path (no query string),
 * status, time, client address — never a header, so never the API key (it travels in Authorization).
 * Replaces Fastify's two lines per request ("incoming request", "request completed"); error logs stay.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
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
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
  });

  registerSecurityHeaders(app, policy);

  // Liveness only: the process answers. It does not call the service.
  app.get('/healthz', (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  if (config.serviceUrl) await registerApiProxy(app, config.serviceUrl);
  await registerStatic(app, {
    distDir: config.distDir,
    indexHtml,
    forwardsApi: Boolean(config.serviceUrl),
  });
  return app;
}
