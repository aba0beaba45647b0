// `npm run serve`: start the production server from the environment (README › Deploying).
import type { FastifyInstance } from 'fastify';
import { createServer } from './app';
import { readServerConfig, type ServerConfig } from './config';

let app: FastifyInstance;
let config: ServerConfig;
try {
  config = readServerConfig(process.env);
  app = await createServer(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      service: config.serviceUrl?.href ?? null,
      dist: config.distDir,
      trustProxy: process.env.TRUST_PROXY || false,
      limits: config.limits,
      metrics: config.metrics,
    },
    config.serviceUrl ? 'serving dist/ and forwarding /api' : 'serving dist/ (config.json as deployed)',
  );
} catch (error) {
  console.error(`npm run serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let closing = false;
/**
 * Stop accepting connections, let in-flight requests finish (Fastify answers new ones 503), then let
 * the process end by itself once the log is written. After SHUTDOWN_GRACE it exits anyway, with 0:
 * the stop was asked for and done; the log names the requests it cut.
 */
function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  const graceMs = config.limits.shutdownGraceMs;
  app.log.info({ signal }, 'closing: finishing in-flight requests');
  setTimeout(() => {
    const cut = app.requestsInFlight();
    app.log.warn({ cut }, `stopped after the ${graceMs / 1000} s grace, cutting ${cut.length} request(s)`);
    process.exit(0);
  }, graceMs).unref();
  app.close().then(
    () => {
      app.log.info('closed');
      process.exitCode = 0;
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'close failed');
      process.exitCode = 1;
    },
  );
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
