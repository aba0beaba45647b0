// `GET /readyz`, for a load balancer or an orchestrator's readiness probe (@fastify/under-pressure):
// 200 while the event loop keeps up and, with SERVICE_URL, the service accepts connections; 503 with
// Retry-After otherwise. Only this route is refused under pressure: the app and /api keep being served.
// `GET /healthz` stays the liveness answer (the process runs) and calls nothing.
import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

export const READY_PATH = '/readyz';

/** How long the service gets to accept a connection before it counts as unreachable. */
export const SERVICE_PROBE_TIMEOUT_MS = 2000;

/** How often the service is probed in the background (a probe also runs on each GET /readyz). */
export const SERVICE_PROBE_INTERVAL_MS = 5000;

/** Whether a connection to the service opens (TCP, and TLS with a valid certificate for https) within `timeoutMs`. */
export function serviceAccepts(serviceUrl: URL, timeoutMs: number): Promise<boolean> {
  const https = serviceUrl.protocol === 'https:';
  const host = serviceUrl.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(serviceUrl.port) || (https ? 443 : 80);
  return new Promise((resolve) => {
    const socket: Socket = https
      ? connectTls({ host, port, servername: isIP(host) ? undefined : host })
      : connectTcp({ host, port });
    const settle = (accepted: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(accepted);
    };
    const timer = setTimeout(() => settle(false), timeoutMs);
    socket.once(https ? 'secureConnect' : 'connect', () => settle(true));
    socket.once('error', () => settle(false));
  });
}

/** Serves GET /readyz: the event loop's mean delay at most `maxEventLoopDelayMs`, and the service reachable. */
export async function registerReadiness(
  app: FastifyInstance,
  serviceUrl: URL | undefined,
  maxEventLoopDelayMs: number,
): Promise<void> {
  // A scope of its own: under-pressure refuses every request of its scope while a check fails.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await scope.register(fastifyUnderPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      ...(serviceUrl && {
        healthCheck: () => serviceAccepts(serviceUrl, SERVICE_PROBE_TIMEOUT_MS),
        healthCheckInterval: SERVICE_PROBE_INTERVAL_MS,
      }),
      message: 'Not ready: the event loop lags or the service cannot be reached',
      exposeStatusRoute: READY_PATH,
    });
  });
}
