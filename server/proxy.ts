// `/api/*` → SERVICE_URL, from the dashboard's own origin, so the browser never calls the service
// cross-origin. @fastify/http-proxy (on @fastify/reply-from and undici) streams both bodies, strips
// hop-by-hop headers and keeps the destination under the upstream base; the rules below narrow it to
// what the dashboard needs.
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

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

/** Hop-by-hop answer headers (RFC 9110 §7.6.1) and Set-Cookie, which would plant the service's cookies on this origin. */
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
]);

/**
 * Why a request path may not be forwarded, or undefined when it may. The path must stay below
 * `/api/`, so no dot segments, no empty segments (`//host`), no backslashes and no percent-encoded
 * `/`, `\`, `.` or NUL (which a service could decode into any of those). The query is not looked at.
 */
export function unsafeApiPath(rawUrl: string): string | undefined {
  const pathname = rawUrl.split('?', 1)[0] ?? '';
  if (!pathname.startsWith(`${API_PREFIX}/`)) return 'not under /api/';
  const rest = pathname.slice(API_PREFIX.length);
  if (rest.includes('//')) return 'empty path segment';
  if (rest.includes('\\')) return 'backslash';
  if (/%(2f|5c|2e|00)/i.test(rest)) return 'encoded slash, backslash, dot or NUL';
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

/** Forward `/api/*` to `serviceUrl` (its path is kept as the base: `/api/v2/x` → `<SERVICE_URL>/v2/x`). */
export async function registerApiProxy(app: FastifyInstance, serviceUrl: URL): Promise<void> {
  const upstream = serviceUrl.href.replace(/\/+$/, '');
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const problem = unsafeApiPath(request.raw.url ?? '');
      if (problem) {
        request.log.warn({ problem }, 'refused to forward a path');
        return sendProxyError(reply, 400, 'This address cannot be forwarded to the service', problem);
      }
    });
    await scope.register(fastifyHttpProxy, {
      upstream,
      prefix: API_PREFIX,
      disableRequestLogging: true,
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
          const { statusCode, code } = error as { statusCode?: number; code?: string };
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
}
