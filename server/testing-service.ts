// A misbehaving service for the server's tests, on 127.0.0.1: by path it hangs, stalls mid-answer,
// resets, streams without end, answers slowly, sends its own security headers, or echoes the request
// body byte for byte; it
// counts the calls that arrive and those whose connection was closed before they were answered
// (what the proxy does when it cancels a call).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { makeDist, startServer, type RunningServer } from './testing';

/** At most this much of an endless answer, so that no test can loop for ever. */
const ENDLESS_LIMIT_BYTES = 256 * 1024 * 1024;
const ENDLESS_CHUNK = Buffer.alloc(64 * 1024, 0x61);

/** The security headers `/security-headers` sends, each laxer than the server's own. */
export const SERVICE_SECURITY_HEADERS = {
  'content-security-policy': 'default-src *',
  'x-frame-options': 'ALLOWALL',
  'referrer-policy': 'unsafe-url',
  'x-content-type-options': 'none',
  'cross-origin-resource-policy': 'cross-origin',
  'cross-origin-opener-policy': 'unsafe-none',
  'x-xss-protection': '1',
};

export interface ServiceStub {
  url: string;
  /** The paths of the calls whose headers arrived, in order. */
  arrived: string[];
  /** Calls whose connection closed before their answer was sent whole (cancelled by the proxy). */
  cancelled: () => number;
  /** Calls open now: arrived, not answered and not cancelled. */
  open: () => number;
  close: () => Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function streamEndlessly(res: ServerResponse): Promise<void> {
  res.writeHead(200, { 'content-type': 'application/octet-stream' });
  for (let sent = 0; sent < ENDLESS_LIMIT_BYTES && !res.destroyed; sent += ENDLESS_CHUNK.length) {
    if (!res.write(ENDLESS_CHUNK)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          res.off('drain', go);
          res.off('close', go);
          resolve();
        };
        res.once('drain', go);
        res.once('close', go);
      });
    }
  }
  res.end();
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
  if (path.startsWith('/hang')) return; // never answers
  if (path === '/stall-body') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('partial answer, then nothing');
    return;
  }
  if (path === '/reset') return void req.socket.destroy();
  if (path === '/endless') return streamEndlessly(res);
  const body = await readBody(req);
  if (path === '/echo') {
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'x-received-content-type': req.headers['content-type'] ?? 'none',
      'x-received-sha256': createHash('sha256').update(body).digest('hex'),
    });
    return void res.end(body);
  }
  if (path === '/hsts') {
    res.writeHead(200, {
      'content-type': 'application/json',
      'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    });
    return void res.end('{"hsts":"sent"}');
  }
  if (path === '/security-headers') {
    res.writeHead(200, { 'content-type': 'application/json', ...SERVICE_SECURITY_HEADERS });
    return void res.end('{"headers":"own"}');
  }
  // `/slow/<ms>`: answers after that many milliseconds.
  const slowMs = /^\/slow\/(\d+)$/.exec(path)?.[1];
  if (slowMs) await new Promise((resolve) => setTimeout(resolve, Number(slowMs)));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ path, bytes: body.length }));
}

/** The stub service on a free port of 127.0.0.1. */
export async function startServiceStub(): Promise<ServiceStub> {
  const arrived: string[] = [];
  let cancelled = 0;
  let open = 0;
  const server = createServer((req, res) => {
    arrived.push(req.url ?? '');
    open += 1;
    res.once('close', () => {
      open -= 1;
      if (!res.writableFinished) cancelled += 1;
    });
    answer(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrived,
    cancelled: () => cancelled,
    open: () => open,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A build to serve and a fresh service stub, for the tests of one file. */
export interface BuildBesideStub {
  dist: Awaited<ReturnType<typeof makeDist>>;
  service: ServiceStub;
}

/** For the tests of one file: a build and a fresh service stub, made before the tests and removed after. */
export function buildBesideStub(): BuildBesideStub {
  const stub = {} as BuildBesideStub;
  beforeAll(async () => {
    stub.dist = await makeDist();
    stub.service = await startServiceStub();
  });
  afterAll(async () => {
    await stub.service?.close();
    stub.dist?.remove();
  });
  return stub;
}

/** The production server in front of a fresh service stub, and the build it serves. */
export interface StubbedDeployment extends BuildBesideStub {
  server: RunningServer;
}

/**
 * For the tests of one file: the production server (with `env` beside DIST_DIR and SERVICE_URL) in
 * front of a fresh service stub, started before the tests and stopped after them.
 */
export function deploymentBehindStub(env: Record<string, string> = {}): StubbedDeployment {
  const deployment = buildBesideStub() as StubbedDeployment;
  beforeAll(async () => {
    deployment.server = await startServer({
      DIST_DIR: deployment.dist.dir,
      SERVICE_URL: deployment.service.url,
      ...env,
    });
  });
  afterAll(async () => {
    await deployment.server?.close();
  });
  return deployment;
}
