// dist/ over HTTP: hashed assets cached for a year (precompressed .br/.gz when present), index.html
// and config.json revalidated every time, index.html for app routes, a real 404 for anything else.
import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './proxy';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isApiPath } from './headers';

/** Where content-hashed build output lives (Vite's `build.assetsDir`): safe to cache forever. */
export const ASSETS_DIR = 'assets';

export interface StaticOptions {
  distDir: string;
  indexHtml: string;
  /** Set when `/api` is forwarded: config.json then points the app at it. */
  forwardsApi: boolean;
}

const pathnameOf = (url: string) => url.split('?', 1)[0] ?? '/';

/** An app route a browser navigates to: GET/HEAD, asking for HTML, no file extension, not API or assets. */
export function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request.url);
  if (isApiPath(pathname) || pathname === `/${ASSETS_DIR}` || pathname.startsWith(`/${ASSETS_DIR}/`))
    return false;
  if ((pathname.split('/').pop() ?? '').includes('.')) return false;
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const assetsRoot = path.join(path.resolve(options.distDir), ASSETS_DIR) + path.sep;
  const indexEtag = `"${createHash('sha256').update(options.indexHtml).digest('base64url').slice(0, 27)}"`;

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', CACHE_REVALIDATE).header('etag', indexEtag);
    if (request.headers['if-none-match'] === indexEtag) return reply.code(304).send();
    return reply.code(200).type('text/html; charset=utf-8').send(options.indexHtml);
  };

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // `name.ext.br` / `.gz` written by scripts/precompress.ts, chosen by Accept-Encoding (Vary set).
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = path.resolve(filePath).startsWith(assetsRoot);
      reply.header('cache-control', immutable ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    },
  });

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  const forwardedConfig = JSON.stringify({ apiBaseUrl: API_PREFIX });
  app.get('/config.json', (_request, reply) => {
    reply.header('cache-control', CACHE_REVALIDATE);
    if (options.forwardsApi) return reply.type('application/json; charset=utf-8').send(forwardedConfig);
    // As deployed: read on every request, so editing dist/config.json needs no restart.
    return reply.sendFile('config.json');
  });

  app.setNotFoundHandler((request, reply) => {
    if (isAppNavigation(request)) return sendIndex(request, reply);
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ statusCode: 404, error: 'Not Found', message: `Nothing at ${pathnameOf(request.url)}` });
  });
}
