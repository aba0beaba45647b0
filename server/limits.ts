// Every wait and size the production server bounds, each an environment variable with a default
// (README › Deploying): nothing a slow service or a slow, gone or hostile client does holds anything
// for longer than these.

export interface ServerLimits {
  /** The service's answer headers; then 504. */
  serviceTimeoutMs: number;
  /** Between two chunks of the service's answer body; then the answer is cut. */
  serviceBodyTimeoutMs: number;
  /** How long a call waits for a free upstream connection; then 503 with Retry-After. Never below serviceTimeoutMs. */
  queueTimeoutMs: number;
  /** The client's request headers, whole; then 408. */
  requestHeadersTimeoutMs: number;
  /** Between two chunks of the client's request body while the server reads it; then 408, and its upstream call is cancelled. */
  requestBodyTimeoutMs: number;
  /** An idle keep-alive connection from a client. */
  keepAliveTimeoutMs: number;
  /** A client connection on which nothing moves either way (an answer nobody reads). */
  clientIdleTimeoutMs: number;
  /** Request bodies up to this many bytes are read whole before the upstream call opens. */
  requestBufferBytes: number;
  /** Upstream connections open at once. */
  upstreamConnections: number;
  /** After SIGTERM/SIGINT, how long requests in flight get before the process exits anyway. */
  shutdownGraceMs: number;
  /** Mean event-loop delay above which GET /readyz answers 503. */
  readyEventLoopDelayMs: number;
}

type Unit = 'seconds' | 'bytes' | 'count';

interface Limit {
  variable: string;
  unit: Unit;
  /** The default in its unit; or, computed in ms from the limits listed before it, for a wait that must cover them. */
  value: number | ((before: ServerLimits) => number);
  reason: string;
}

/** undici checks its timeouts about twice a second: SERVICE_TIMEOUT may fire up to this much late. */
const UNDICI_TIMER_SLACK_MS = 1500;

/** The request timeouts are checked once a second at most: they may fire up to this much late. */
const REQUEST_CHECK_SLACK_MS = 1000;

/** How much longer than the waits it covers CLIENT_IDLE_TIMEOUT is by default. */
const CLIENT_IDLE_MARGIN_MS = 10_000;

/** Each limit: its variable, its default (in its unit) and what it protects against. */
export const LIMIT_DEFAULTS: Record<keyof ServerLimits, Limit> = {
  serviceTimeoutMs: {
    variable: 'SERVICE_TIMEOUT',
    unit: 'seconds',
    value: 60,
    reason: 'a hanging service holds an upstream connection and the user waits: 504 instead',
  },
  serviceBodyTimeoutMs: {
    variable: 'SERVICE_BODY_TIMEOUT',
    unit: 'seconds',
    value: 60,
    reason: 'a service that stalls in the middle of an answer holds its connection',
  },
  queueTimeoutMs: {
    variable: 'QUEUE_TIMEOUT',
    unit: 'seconds',
    // A call in line waits for calls that may each take SERVICE_TIMEOUT: a shorter wait refuses a
    // burst the service would have answered (nginx and Envoy let it wait).
    value: (before) => before.serviceTimeoutMs,
    reason:
      'when every upstream connection stays busy for longer than the service may take, 503 and Retry-After',
  },
  requestHeadersTimeoutMs: {
    variable: 'REQUEST_HEADERS_TIMEOUT',
    unit: 'seconds',
    value: 30,
    reason: 'slow or absent request headers (slowloris) hold a connection and memory',
  },
  requestBodyTimeoutMs: {
    variable: 'REQUEST_BODY_TIMEOUT',
    unit: 'seconds',
    value: 30,
    reason:
      'an upload that stops arriving holds a connection and memory; a slow one that moves may take its time',
  },
  keepAliveTimeoutMs: {
    variable: 'KEEP_ALIVE_TIMEOUT',
    unit: 'seconds',
    value: 72,
    // Fastify's default: longer than the 60 s idle timeout of common load balancers, which then
    // close first (a reuse racing the server's close would fail).
    reason: 'idle connections pile up; longer than a load balancer’s 60 s so it closes first',
  },
  clientIdleTimeoutMs: {
    variable: 'CLIENT_IDLE_TIMEOUT',
    unit: 'seconds',
    // Longer than any wait in which a client sends and receives nothing yet still gets an answer.
    value: (before) =>
      Math.max(
        before.queueTimeoutMs + before.serviceTimeoutMs,
        before.requestHeadersTimeoutMs,
        before.requestBodyTimeoutMs,
      ) + CLIENT_IDLE_MARGIN_MS,
    reason: 'a client that stops reading a download holds its upstream connection',
  },
  requestBufferBytes: {
    variable: 'REQUEST_BUFFER_SIZE',
    unit: 'bytes',
    value: 1024 * 1024,
    reason: 'a slow upload holds no upstream connection while it arrives; larger bodies stream',
  },
  upstreamConnections: {
    variable: 'UPSTREAM_CONNECTIONS',
    unit: 'count',
    value: 128,
    reason: 'the load the service gets from one server (undici’s pool size of @fastify/reply-from)',
  },
  shutdownGraceMs: {
    variable: 'SHUTDOWN_GRACE',
    unit: 'seconds',
    value: 10,
    reason: 'a deploy waits for requests in flight, but not for ever',
  },
  readyEventLoopDelayMs: {
    variable: 'READY_EVENT_LOOP_DELAY',
    unit: 'seconds',
    value: 1,
    reason: 'a server whose event loop lags answers everyone late: it says it is not ready',
  },
};

/** Variables no longer read, and what replaced them: refused, so that a setting is never silently ignored. */
const RETIRED_VARIABLES: Record<string, string> = {
  REQUEST_TIMEOUT:
    'REQUEST_TIMEOUT (a cap on the whole request) is no longer read: set REQUEST_HEADERS_TIMEOUT and REQUEST_BODY_TIMEOUT (an idle gap) instead',
};

function parseLimit(limit: Limit, text: string | undefined, before: ServerLimits): number {
  const { variable, unit, value } = limit;
  const raw = text?.trim();
  if (!raw && typeof value === 'function') return value(before);
  const number = raw ? Number(raw) : (value as number);
  if (unit === 'seconds') {
    if (!Number.isFinite(number) || number <= 0)
      throw new Error(`${variable} must be a number of seconds above 0 (decimals allowed); got ${raw}`);
    return Math.round(number * 1000);
  }
  if (!Number.isSafeInteger(number) || number < (unit === 'count' ? 1 : 0))
    throw new Error(
      `${variable} must be a whole number of ${unit === 'count' ? 'connections' : 'bytes'}; got ${raw}`,
    );
  return number;
}

/** How often the request timeouts are checked: a request is cut between its limit and its limit plus this. */
export const requestCheckIntervalMs = (limitMs: number) =>
  Math.min(REQUEST_CHECK_SLACK_MS, Math.ceil(limitMs / 4));

/** Read the limits; throws with a readable message on a bad value or on waits that contradict each other. */
export function readLimits(env: Record<string, string | undefined>): ServerLimits {
  for (const [variable, message] of Object.entries(RETIRED_VARIABLES))
    if (env[variable]?.trim()) throw new Error(message);
  const limits = {} as ServerLimits;
  for (const key of Object.keys(LIMIT_DEFAULTS) as (keyof ServerLimits)[]) {
    const limit = LIMIT_DEFAULTS[key];
    limits[key] = parseLimit(limit, env[limit.variable], limits);
  }
  if (limits.queueTimeoutMs < limits.serviceTimeoutMs)
    throw new Error(
      'QUEUE_TIMEOUT must be at least SERVICE_TIMEOUT: a call in line waits for calls that may each take that long',
    );
  // A caller waiting in the line and then for the service's headers sends and receives nothing:
  // cut it as idle before then and it never gets its 503 or 504.
  if (limits.clientIdleTimeoutMs < limits.queueTimeoutMs + limits.serviceTimeoutMs + UNDICI_TIMER_SLACK_MS)
    throw new Error('CLIENT_IDLE_TIMEOUT must exceed QUEUE_TIMEOUT + SERVICE_TIMEOUT by 1.5 s at least');
  // Likewise a client that goes quiet during its headers or upload gets its 408 before it is cut as idle.
  const requestWaitMs = Math.max(limits.requestHeadersTimeoutMs, limits.requestBodyTimeoutMs);
  if (limits.clientIdleTimeoutMs < requestWaitMs + REQUEST_CHECK_SLACK_MS)
    throw new Error(
      'CLIENT_IDLE_TIMEOUT must exceed REQUEST_HEADERS_TIMEOUT and REQUEST_BODY_TIMEOUT by 1 s at least',
    );
  return limits;
}
