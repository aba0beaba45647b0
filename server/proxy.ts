// `/api/*` → SERVICE_URL, from the dashboard's own origin, so the browser never calls the service
// cross-origin. @fastify/http-proxy (on @fastify/reply-from and undici) streams both bodies, strips
// hop-by-hop headers and keeps the destination under the upstream base; the rules below narrow it to
// what the dashboard needs, and upstream.ts and body.ts bound what a slow service or client can hold.
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { bufferRequestBody } from './body';
import { ORIGIN_SECURITY_HEADERS } from './headers';
import type { ServerLimits } from './limits';
import { SlotWaitTimeout } from './slots';
import { UpstreamCalls, type UpstreamObserver } from './upstream';

export const API_PREFIX = '/api';

/**
 * The request headers forwarded, and nothing else: the key, content negotiation, the body's type and
 * length, and conditional/range requests for downloads. Not forwarded: Cookie (the dashboard uses none,
 * and this origin's cookies are not the service's business), Origin and Referer (the call is no
 * longer cross-origin), X-Forwarded-* / Forwarded / Via (nothing added about the user), User-Agent.
 * `host` is the service's own, set by reply-from.
 */
export const FORWARDED_REQUEST_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'content-encoding',
  'content-length',
  'content-type',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'if-unmodified-since',
  'range',
]);

/**
 * Hop-by-hop answer headers (RFC 9110 §7.6.1); Set-Cookie, which would plant the service's cookies on
 * this origin; and the service's own security headers — Strict-Transport-Security, CSP, framing,
 * referrer and the others are this origin's to decide (headers.ts sends its own; HSTS over https only,
 * so a plain-http install stays reachable).
 */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
  ...ORIGIN_SECURITY_HEADERS,
]);

/**
 * Seconds a caller refused for lack of a free upstream connection is told to wait (Retry-After): long
 * enough for calls in flight to end or time out, short enough for the app's retry (capped at 15 s).
 */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Why a request path may not be forwarded, or undefined when it may. The path must stay below
 * `/api/`, so no dot segments, no empty segments (`//host`), no backslashes and no percent-encoded
 * `/`, `\`, `.`, NUL or `%` itself (which a service could decode into any of those, `%252e` → `%2e` →
 * `.`). The query is not looked at.
 */
export function unsafeApiPath(rawUrl: string): string | undefined {
  const pathname = rawUrl.split('?', 1)[0] ?? '';
  if (!pathname.startsWith(`${API_PREFIX}/`)) return 'not under /api/';
  const rest = pathname.slice(API_PREFIX.length);
  if (rest.includes('//')) return 'empty path segment';
  if (rest.includes('\\')) return 'backslash';
  if (/%(2f|5c|2e|00|25)/i.test(rest)) return 'encoded slash, backslash, dot, NUL or percent sign';
  if (rest.split('/').some((segment) => segment === '.' || segment === '..')) return 'dot segment';
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x20\x7f]/.test(rest)) return 'control character';
  return undefined;
}

function keepForwardedHeaders(_request: unknown, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = { host: headers.host };
  for (const [name, value] of Object.entries(headers)) {
    if (FORWARDED_REQUEST_HEADERS.has(name.toLowerCase()) && value !== undefined) kept[name] = value;
  }
  return kept;
}

function dropHopByHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (!DROPPED_RESPONSE_HEADERS.has(lower) && !named.includes(lower)) kept[name] = value;
  }
  return kept;
}

/**
 * A redirect to the service's own address (absolute, or relative to the address it answered) becomes
 * the same address under /api on this origin, so the browser follows it through the proxy, with the key
 * and without a cross-origin call (nginx's `proxy_redirect default` does the same). Any other Location —
 * a pre-signed storage link elsewhere — is left as it is: the browser follows it without the key (fetch
 * drops Authorization on a cross-origin redirect).
 */
export function localLocation(location: string, serviceUrl: URL, requestUrl: string): string {
  const base = serviceUrl.pathname.replace(/\/+$/, '');
  const requestPath = (requestUrl.split('?', 1)[0] ?? '').slice(API_PREFIX.length);
  const target = URL.parse(location, `${serviceUrl.origin}${base}${requestPath}`);
  if (!target || target.origin !== serviceUrl.origin || !target.pathname.startsWith(`${base}/`)) {
    return location;
  }
  return `${API_PREFIX}${target.pathname.slice(base.length)}${target.search}${target.hash}`;
}

interface ErrorReply {
  code(status: number): ErrorReply;
  header(name: string, value: string): ErrorReply;
  send(payload: unknown): unknown;
}

/** The spec's error body, for failures of the proxy itself (the service's own errors pass through as sent). */
function sendProxyError(reply: ErrorReply, status: number, message: string, details: string) {
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ timestamp: new Date().toISOString(), message, details });
}

/**
 * Forward `/api/*` to `serviceUrl` (its path is kept as the base: `/api/v2/x` → `<SERVICE_URL>/v2/x`).
 * Returns the upstream calls, whose pool and line metrics.ts reports.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  serviceUrl: URL,
  limits: ServerLimits,
  observer: UpstreamObserver,
): Promise<UpstreamCalls> {
  const upstream = serviceUrl.href.replace(/\/+$/, '');
  const calls = new UpstreamCalls(serviceUrl.origin, limits, observer);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const problem = unsafeApiPath(request.raw.url ?? '');
      if (problem) {
        request.log.warn({ problem }, 'refused to forward a path');
        return sendProxyError(reply, 400, 'This address cannot be forwarded to the service', problem);
      }
    });
    // Raw bytes for every content type: Fastify's own parsers (text/plain decodes as UTF-8 and stops
    // at 1 MiB) do not run here, and reply-from gets a stream, which it forwards as it is.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', bufferRequestBody(limits.requestBufferBytes));
    scope.addHook('onClose', () => calls.close());
    await scope.register(fastifyHttpProxy, {
      upstream,
      prefix: API_PREFIX,
      disableRequestLogging: true,
      proxyPayloads: false,
      undici: calls,
      // The call starts inside forClient: it is cancelled as soon as the client leaves.
      handler: (_request, reply, dest, options) =>
        calls.forClient(reply.raw, () => reply.from(dest, options)),
      // The plugin's own rewrite only replaces a prefix in relative paths; localLocation does it here.
      internalRewriteLocationHeader: false,
      replyOptions: {
        rewriteRequestHeaders: keepForwardedHeaders,
        rewriteHeaders: (headers, request) => {
          const kept = dropHopByHopHeaders(headers);
          if (typeof kept.location === 'string') {
            kept.location = localLocation(kept.location, serviceUrl, request?.raw.url ?? '');
          }
          return kept;
        },
        // The service's status is passed on as is: no retry of a 503 (the app has its own retry policy).
        retryDelay: () => null,
        // The cause (with the service's address) goes to the log, not to the browser.
        onError: (reply, { error }) => {
          if (reply.raw.destroyed) return; // the client left: its call was cancelled, nobody to answer
          const { statusCode, code, cause } = error as {
            statusCode?: number;
            code?: string;
            cause?: unknown;
          };
          if (cause instanceof SlotWaitTimeout) {
            reply.header('retry-after', BUSY_RETRY_AFTER_SECONDS);
            return void sendProxyError(reply, 503, 'The service is busy: try again shortly', cause.code);
          }
          const timeout = statusCode === 504;
          void sendProxyError(
            reply,
            timeout ? 504 : 502,
            timeout ? 'The service took too long to answer' : 'The service could not be reached',
            code ?? error.name,
          );
        },
      },
    });
  });
  return calls;
}
