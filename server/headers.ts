// Security and caching headers of every answer (see README › Deploying): @fastify/helmet's, with the
// build's own Content-Security-Policy and HSTS over https only added here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
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
 * The headers this origin decides for every answer: the service's own are dropped from forwarded
 * answers (proxy.ts), so they never override these. Helmet's as configured below, plus ours.
 */
export const ORIGIN_SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Adds the security headers to every answer (pages, assets, errors and forwarded API answers alike):
 * helmet's defaults (nosniff, `Referrer-Policy: no-referrer`, `X-Frame-Options: DENY`, same-origin
 * opener and resource policies…); the build's exact policy as Content-Security-Policy; HSTS only over
 * https — a TLS connection, or `X-Forwarded-Proto: https` from a proxy trusted by TRUST_PROXY — since
 * browsers ignore it over http and a plain-http deployment must stay reachable; and `no-cache` on any
 * answer outside `/api` that set no Cache-Control of its own.
 */
export async function registerSecurityHeaders(app: FastifyInstance, policy: string): Promise<void> {
  await app.register(fastifyHelmet, {
    // Helmet would rewrite the build's policy in its own spelling; it is sent as built, below.
    contentSecurityPolicy: false,
    // Helmet sends HSTS on every answer, plain http included.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policy);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('cache-control') && !isApiPath(request.url)) {
      reply.header('cache-control', CACHE_REVALIDATE);
    }
    return payload;
  });
}

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
