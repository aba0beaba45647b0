import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { getResponse } from 'msw';
import { errorBody } from './lib/errors';
import { fixtures } from './fixtures';
import { readMockOptions } from './options';
import { createMockRuntime } from './runtime';
import { stopWebhooks } from './webhooks/scheduler';
import type { MockOptions } from './db/types';

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers': 'Content-Disposition, Retry-After',
  'Access-Control-Max-Age': '600',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** JSON bodies at least this long are gzipped for a client that accepts it (a shorter one gains nothing). */
const GZIP_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header value accepts gzip (not refused with `q=0`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) =>
      part
        .trim()
        .toLowerCase()
        .split(/\s*;\s*/),
    )
    .some(([coding, quality]) => (coding === 'gzip' || coding === '*') && quality !== 'q=0');
}

/** Gzip off the event loop (zlib's thread pool): other calls are answered while a large list is packed. */
const gzipAsync = promisify(gzipCallback);

/**
 * Write `response`. JSON is gzipped when the client accepts it, as a production service answers
 * (the benchmark measures the app against this server: an uncompressed 40 KB audit list was a tenth
 * of what a first visit fetched); downloads and other bodies go as they are.
 */
async function send(res: ServerResponse, response: Response, cors: boolean, gzip: boolean) {
  const headers: Record<string, string> = cors ? { ...corsHeaders } : {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  let body = Buffer.from(await response.arrayBuffer());
  const json = (headers['content-type'] ?? '').includes('json');
  if (gzip && json && !headers['content-encoding'] && body.length >= GZIP_FROM_BYTES) {
    body = await gzipAsync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * Start the stub server on 127.0.0.1; resolves once it listens. It POSTs run-completion webhooks for
 * real and accepts webhook addresses on this machine over plain http (`stubServer`). `cors: false`
 * (`MOCK_CORS=off`) answers like a service that refuses cross-origin calls: no Access-Control-*
 * headers, and a preflight (OPTIONS) is refused with 403 — a browser on another origin then fails
 * with `TypeError: Failed to fetch`, as it would against the real service; `npm run serve` fixes that.
 */
export async function startMockServer({
  port = 8787,
  options,
  cors = true,
}: {
  port?: number;
  options: MockOptions;
  cors?: boolean;
}) {
  const runtime = createMockRuntime({ ...options, stubServer: true });
  // The port actually bound (`port: 0` picks a free one), so request URLs and links carry it.
  let boundPort = port;
  const server = createServer(async (req, res) => {
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    const reply = (response: Response) => send(res, response, cors, gzip);
    try {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${boundPort}`);
      if (req.method === 'OPTIONS') {
        if (cors) return reply(new Response(null, { status: 204 }));
        return reply(
          Response.json(errorBody(403, 'Cross-origin calls are not allowed', 'MOCK_CORS=off'), {
            status: 403,
          }),
        );
      }
      if (url.pathname === '/__mock/fixtures' && req.method === 'GET') {
        return reply(Response.json(fixtures(runtime.ref.current)));
      }
      if (url.pathname === '/__mock/reset' && req.method === 'POST') {
        runtime.reset();
        return reply(Response.json({ reset: true, seed: runtime.ref.current.options.seed }));
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      const request = new Request(url, {
        method: req.method,
        headers,
        body: body?.length ? new Uint8Array(body) : undefined,
      });
      const response = await getResponse(runtime.handlers, request);
      return reply(
        response ??
          Response.json(
            errorBody(
              404,
              `No operation ${req.method} ${url.pathname}`,
              'This path is not part of the interface',
            ),
            { status: 404 },
          ),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return reply(Response.json(errorBody(500, 'The mock server failed', message), { status: 500 }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address === 'object' && address) boundPort = address.port;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    runtime,
    close: () => {
      stopWebhooks(runtime.ref.current);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 8787);
  const options = readMockOptions(process.env);
  const cors = process.env.MOCK_CORS?.trim().toLowerCase() !== 'off';
  const { url } = await startMockServer({ port, options, cors });
  console.log(
    `Mock server on ${url} (seed ${options.seed}, scale ${options.scale}${options.hostile ? ', hostile' : ''}${cors ? '' : ', CORS off'})`,
  );
  console.log(`Fixtures: ${url}/__mock/fixtures`);
}
