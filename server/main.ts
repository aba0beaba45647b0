// `npm run serve`: start the production server from the environment (README › Deploying).
import type { FastifyInstance } from 'fastify';
import { createServer } from './app';
import { readServerConfig } from './config';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

let app: FastifyInstance;
try {
  const config = readServerConfig(process.env);
  app = await createServer(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      service: config.serviceUrl?.href ?? null,
      dist: config.distDir,
      trustProxy: process.env.TRUST_PROXY || false,
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
 * the process end by itself once the log is written; force it after the grace period.
 */
function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing: finishing in-flight requests');
  setTimeout(() => {
    app.log.error(`did not stop within ${SHUTDOWN_GRACE_MS / 1000} s`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
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
