// Every wait and size the production server bounds, each an environment variable with a default
// (README › Deploying): nothing a slow service or a slow, gone or hostile client does holds anything
// for longer than these.

export interface ServerLimits {
  /** The service's answer headers; then 504. */
  serviceTimeoutMs: number;
  /** Between two chunks of the service's answer body; then the answer is cut. */
  serviceBodyTimeoutMs: number;
  /** The client's whole request, headers and body; then 408, and its upstream call is cancelled. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection from a client. */
  keepAliveTimeoutMs: number;
  /** A client connection on which nothing moves either way (an answer nobody reads). */
  clientIdleTimeoutMs: number;
  /** Request bodies up to this many bytes are read whole before the upstream call opens. */
  requestBufferBytes: number;
  /** Upstream connections open at once. */
  upstreamConnections: number;
  /** How long a call waits for a free upstream connection; then 503 with Retry-After. */
  queueTimeoutMs: number;
  /** After SIGTERM/SIGINT, how long requests in flight get before the process exits anyway. */
  shutdownGraceMs: number;
}

type Unit = 'seconds' | 'bytes' | 'count';

interface Limit {
  variable: string;
  unit: Unit;
  value: number;
  reason: string;
}

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
  requestTimeoutMs: {
    variable: 'REQUEST_TIMEOUT',
    unit: 'seconds',
    value: 30,
    reason: 'slow headers or a trickling upload (slowloris) hold a connection and memory',
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
    value: 120,
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
  queueTimeoutMs: {
    variable: 'QUEUE_TIMEOUT',
    unit: 'seconds',
    value: 5,
    reason: 'when every upstream connection is busy, callers get 503 and Retry-After, not a long hang',
  },
  shutdownGraceMs: {
    variable: 'SHUTDOWN_GRACE',
    unit: 'seconds',
    value: 10,
    reason: 'a deploy waits for requests in flight, but not for ever',
  },
};

function parseLimit({ variable, unit, value }: Limit, text: string | undefined): number {
  const raw = text?.trim();
  const number = raw ? Number(raw) : value;
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

/** undici checks its timeouts about twice a second: SERVICE_TIMEOUT may fire up to this much late. */
const UNDICI_TIMER_SLACK_MS = 1500;

/** Read the limits; throws with a readable message on a bad value or on waits that contradict each other. */
export function readLimits(env: Record<string, string | undefined>): ServerLimits {
  const limits = {} as ServerLimits;
  for (const key of Object.keys(LIMIT_DEFAULTS) as (keyof ServerLimits)[]) {
    const limit = LIMIT_DEFAULTS[key];
    limits[key] = parseLimit(limit, env[limit.variable]);
  }
  // A caller waiting in the line and then for the service's headers sends and receives nothing:
  // cut it as idle before then and it never gets its 503 or 504.
  if (limits.clientIdleTimeoutMs < limits.queueTimeoutMs + limits.serviceTimeoutMs + UNDICI_TIMER_SLACK_MS)
    throw new Error('CLIENT_IDLE_TIMEOUT must exceed QUEUE_TIMEOUT + SERVICE_TIMEOUT by 1.5 s at least');
  return limits;
}
