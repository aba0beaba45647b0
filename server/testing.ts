// Test helpers for the production server: a small built app in a temp folder, a raw HTTP client
// (no URL normalisation, no automatic decompression) and a fake upstream service.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { precompressAssets } from '../scripts/precompress';
import { createServer } from './app';
import { readServerConfig } from './config';

/** The policy of the meta tag, as the build writes it (entities for the quotes). */
export const BUILD_POLICY =
  "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; connect-src 'self'; img-src 'self' data:";

export const ASSET_JS = 'assets/index-AbC123xy.js';
export const ASSET_CSS = 'assets/index-DeF456zw.css';

/** A dist/ like `vite build` makes: index.html with the CSP meta tag, hashed assets (precompressed), config.json. */
export async function makeDist(
  options: { policy?: string | null } = {},
): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  const policy = options.policy === undefined ? BUILD_POLICY : options.policy;
  const meta =
    policy === null
      ? ''
      : `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", '&#39;')}">\n`;
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    ${meta}<title>Site Audit Dashboard</title>\n` +
      `    <script type="module" crossorigin src="/${ASSET_JS}"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  const js = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'repeated text ${i % 7}';`).join(
    '\n',
  );
  writeFileSync(path.join(dir, ASSET_JS), js);
  writeFileSync(path.join(dir, ASSET_CSS), 'body { margin: 0 }\n'.repeat(200));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'config.json'), '{ "apiBaseUrl": "" }');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  await precompressAssets(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One request with node:http: the path is sent exactly as given, the body is not decoded. */
export function send(
  base: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path: rawPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Every JSON log line written so far. */
  logLines: () => string[];
  close: () => Promise<void>;
}

/** The production server on 127.0.0.1, a free port, configured from `env` like `npm run serve`. */
export async function startServer(env: Record<string, string | undefined>): Promise<RunningServer> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = await createServer(readServerConfig({ HOST: '127.0.0.1', PORT: '0', ...env }), {
    logStream: { write: (line) => logStream.write(line) },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, logLines: () => [...lines], close: () => app.close() };
}

/** Start the production server with `env`, give it to `use`, and close it whatever happens. */
export async function withServer<T>(
  env: Record<string, string | undefined>,
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(env);
  try {
    return await use(server);
  } finally {
    await server.close();
  }
}

/** What the fake service saw. */
export interface UpstreamCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A fake service on 127.0.0.1 that records every call and answers with `handler`. */
export async function startUpstream(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>,
): Promise<{ url: string; calls: UpstreamCall[]; server: Server; close: () => Promise<void> }> {
  const calls: UpstreamCall[] = [];
  const server = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    calls.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    await handler(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw connection to a server: what it sends goes as it is, what comes back is kept. */
export interface RawClient {
  socket: Socket;
  /** Everything received so far, as latin1 (one character per byte). */
  received: () => string;
  /** Settles when the connection is closed, by either side. */
  closed: Promise<void>;
}

/** Opens a TCP connection to `base` and sends `text` (more may follow with `socket.write`). */
export function openRaw(base: string, text: string | Buffer = ''): Promise<RawClient> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(Number(port), hostname, () => {
      socket.off('error', reject);
      socket.on('error', () => {});
      if (text.length > 0) socket.write(text);
      resolve({ socket, received: () => received, closed });
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.once('error', reject);
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
  });
}

/** The value of one sample in a Prometheus text exposition (`name{labels} value`), or undefined. */
export function metricValue(exposition: string, sample: string): number | undefined {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}
