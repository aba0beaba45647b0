// Security and caching headers of every answer (see README › Deploying).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildContentSecurityPolicy, parseOriginList } from './csp-policy';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const HSTS = 'max-age=31536000';

const META_TAG = /<meta\b[^>]*\bhttp-equiv\s*=\s*["']?Content-Security-Policy["']?[^>]*>/i;
const CONTENT_ATTRIBUTE = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The policy of the build's `<meta http-equiv="Content-Security-Policy">` (scripts/csp/vite-plugin.ts), if any. */
export function policyFromIndexHtml(html: string): string | undefined {
  const tag = META_TAG.exec(html)?.[0];
  const match = tag ? CONTENT_ATTRIBUTE.exec(tag) : null;
  const content = match ? decodeEntities(match[1] ?? match[2] ?? '').trim() : '';
  return content || undefined;
}

function readApiBaseUrl(distDir: string): string {
  try {
    const config = JSON.parse(readFileSync(path.join(distDir, 'config.json'), 'utf8')) as {
      apiBaseUrl?: unknown;
    };
    return typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '';
  } catch {
    return '';
  }
}

/**
 * The Content-Security-Policy header: the very policy the build put in index.html's meta tag (so
 * what the app checks at sign-in, src/lib/csp.ts, is what the browser enforces), plus
 * `frame-ancestors 'none'`, which a meta tag cannot carry. A build without the tag gets the same
 * policy computed by server/csp-policy.ts from dist/config.json and CSP_CONNECT_SRC / CSP_IMG_SRC.
 */
export function contentSecurityPolicy(
  indexHtml: string,
  distDir: string,
  extra: { connect?: string | undefined; image?: string | undefined } = {},
): string {
  const policy =
    policyFromIndexHtml(indexHtml) ??
    buildContentSecurityPolicy({
      apiBaseUrl: readApiBaseUrl(distDir),
      extraConnectSources: parseOriginList(extra.connect, 'CSP_CONNECT_SRC'),
      extraImageSources: parseOriginList(extra.image, 'CSP_IMG_SRC'),
    });
  // A header value is one line of visible ASCII: refuse anything that could split or smuggle headers.
  if (!/^[\x20-\x7e]+$/.test(policy))
    throw new Error('The Content-Security-Policy of index.html is not a valid header value');
  const directives = policy.replace(/[;\s]+$/, '');
  return /(^|;)\s*frame-ancestors\s/i.test(directives) ? directives : `${directives}; frame-ancestors 'none'`;
}

/**
 * Adds the security headers to every answer (pages, assets, errors and forwarded API answers alike),
 * and `no-cache` to any answer outside `/api` that set no Cache-Control of its own. HSTS only over
 * https — a TLS connection, or `X-Forwarded-Proto: https` from a proxy trusted by TRUST_PROXY — since
 * browsers ignore it over http and a plain-http deployment must stay reachable.
 */
export function registerSecurityHeaders(app: FastifyInstance, policy: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('cache-control') && !isApiPath(request.url)) {
      reply.header('cache-control', CACHE_REVALIDATE);
    }
    return payload;
  });
}

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
