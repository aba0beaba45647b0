// `npm run serve`: start the production server from the environment (README › Deploying).
import closeWithGrace from 'close-with-grace';
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

/**
 * On SIGTERM, SIGINT and the other stop signals, or an uncaught error (close-with-grace): stop accepting
 * connections, let in-flight requests finish (Fastify answers new ones 503), then exit — 0, or 1 after
 * an uncaught error; a second signal exits at once. After SHUTDOWN_GRACE it exits anyway, with 0: the
 * stop was asked for and done; the log names the requests it cut.
 */
const graceMs = config.limits.shutdownGraceMs;
closeWithGrace(
  {
    delay: graceMs,
    logger: { error: (message: unknown) => app.log.error(message) },
    onTimeout: () => {
      const cut = app.requestsInFlight();
      app.log.warn({ cut }, `stopped after the ${graceMs / 1000} s grace, cutting ${cut.length} request(s)`);
      process.exit(0);
    },
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing: finishing in-flight requests');
    await app.close();
    app.log.info('closed');
  },
);
