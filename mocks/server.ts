import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
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

async function send(res: ServerResponse, response: Response) {
  const headers: Record<string, string> = { ...corsHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Start the stub server on 127.0.0.1; resolves once it listens. It POSTs run-completion webhooks for
 * real and accepts webhook addresses on this machine over plain http (`stubServer`).
 */
export async function startMockServer({ port = 8787, options }: { port?: number; options: MockOptions }) {
  const runtime = createMockRuntime({ ...options, stubServer: true });
  // The port actually bound (`port: 0` picks a free one), so request URLs and links carry it.
  let boundPort = port;
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${boundPort}`);
      if (req.method === 'OPTIONS') return send(res, new Response(null, { status: 204 }));
      if (url.pathname === '/__mock/fixtures' && req.method === 'GET') {
        return send(res, Response.json(fixtures(runtime.ref.current)));
      }
      if (url.pathname === '/__mock/reset' && req.method === 'POST') {
        runtime.reset();
        return send(res, Response.json({ reset: true, seed: runtime.ref.current.options.seed }));
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
      return send(
        res,
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
      return send(res, Response.json(errorBody(500, 'The mock server failed', message), { status: 500 }));
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
  const { url } = await startMockServer({ port, options });
  console.log(
    `Mock server on ${url} (seed ${options.seed}, scale ${options.scale}${options.hostile ? ', hostile' : ''})`,
  );
  console.log(`Fixtures: ${url}/__mock/fixtures`);
}
