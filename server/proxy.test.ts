// @vitest-environment node
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORWARDED_REQUEST_HEADERS, localLocation } from './proxy';
import { makeDist, send, startServer, startUpstream, type RunningServer } from './testing';

const KEY = 'api_key SECRET-KEY-4f1c9e';
const FIVE_MB = 5 * 1024 * 1024;

/** 5 MB of deterministic bytes. */
const download = Buffer.alloc(FIVE_MB, 0);
for (let i = 0; i < FIVE_MB; i += 1) download[i] = (i * 31 + (i >> 10)) & 0xff;

/** Released by the test once the browser side has received the first megabyte. */
let releaseRest: () => void = () => {};

let dist: Awaited<ReturnType<typeof makeDist>>;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let server: RunningServer;

beforeAll(async () => {
  dist = await makeDist();
  upstream = await startUpstream(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    if (url.pathname === '/base/v2/missing') {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      return void res.end('{"timestamp":"2026-01-01T00:00:00Z","message":"No such audit","details":"id 9"}');
    }
    if (url.pathname === '/base/v2/busy') {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '7' });
      return void res.end('Service busy — try again');
    }
    if (url.pathname === '/base/v2/cookies') {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'session=abc; Path=/',
        Connection: 'X-Internal-Trace',
        'X-Internal-Trace': 'hop-only',
        'Content-Disposition': 'attachment; filename="report.csv"',
      });
      return void res.end('{"ok":true}');
    }
    if (url.pathname.startsWith('/base/v3/exports/redirect-')) {
      const locations: Record<string, string> = {
        'redirect-absolute': `${upstream.url}/base/v3/exports/1/file?part=2`,
        'redirect-relative': '7/file',
        'redirect-signed': 'https://files.example.com/signed/abc?sig=1',
        'redirect-outside': `${upstream.url}/other/v3/exports/1/file`,
      };
      res.writeHead(302, { Location: locations[url.pathname.split('/').at(-1) ?? ''] ?? '/' });
      return void res.end();
    }
    if (url.pathname === '/base/v3/exports/1/file.bin') {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(FIVE_MB) });
      // 4 MB now; the last megabyte only once the browser has received the first: a proxy that
      // buffered the whole answer before sending would never get there.
      res.write(download.subarray(0, 4 * 1024 * 1024));
      await new Promise<void>((resolve) => {
        releaseRest = resolve;
      });
      return void res.end(download.subarray(4 * 1024 * 1024));
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ path: url.pathname }));
  });
  server = await startServer({ DIST_DIR: dist.dir, SERVICE_URL: `${upstream.url}/base/` });
});
afterAll(async () => {
  releaseRest();
  await server?.close();
  await upstream?.close();
  dist?.remove();
});

const lastCall = () => upstream.calls.at(-1)!;

describe('config.json with SERVICE_URL', () => {
  it('points the app at /api on this origin, never cached', async () => {
    const answer = await send(server.url, '/config.json');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ apiBaseUrl: '/api' });
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

describe('forwarding /api/*', () => {
  it('forwards under the SERVICE_URL path with the query, passing Authorization through verbatim', async () => {
    const answer = await send(server.url, '/api/v2/web-audits?page=2&sort=name&labels=a&labels=b', {
      headers: { Authorization: KEY, Accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ path: '/base/v2/web-audits' });
    expect(lastCall().url).toBe('/base/v2/web-audits?page=2&sort=name&labels=a&labels=b');
    expect(lastCall().headers.authorization).toBe(KEY);
    expect(lastCall().headers.host).toBe(new URL(upstream.url).host);
  });

  it('adds nothing and forwards no cookie, origin, referer, forwarding or client headers', async () => {
    await send(server.url, '/api/v2/account', {
      headers: {
        Authorization: KEY,
        Accept: 'application/json',
        Cookie: 'dashboard_pref=1',
        Origin: 'https://dashboard.example.com',
        Referer: 'https://dashboard.example.com/audits',
        'User-Agent': 'Mozilla/5.0 Test',
        'X-Forwarded-For': '203.0.113.9',
        'X-Forwarded-Host': 'evil.example',
        Forwarded: 'for=203.0.113.9',
        'X-Custom': 'nope',
      },
    });
    const names = Object.keys(lastCall().headers);
    const allowed = new Set([...FORWARDED_REQUEST_HEADERS, 'host', 'connection']);
    expect(names.filter((name) => !allowed.has(name))).toEqual([]);
    expect(lastCall().headers).toEqual(
      expect.objectContaining({ authorization: KEY, accept: 'application/json' }),
    );
  });

  it('forwards a request body with its type', async () => {
    const body = JSON.stringify({ name: 'New folder' });
    await send(server.url, '/api/v2/folders', {
      method: 'POST',
      headers: { Authorization: KEY, 'Content-Type': 'application/json' },
      body,
    });
    expect(lastCall()).toEqual(expect.objectContaining({ method: 'POST', url: '/base/v2/folders', body }));
    expect(lastCall().headers['content-type']).toBe('application/json');
  });

  it('passes the service’s 4xx and 5xx status and body through unchanged, without retrying', async () => {
    const missing = await send(server.url, '/api/v2/missing', { headers: { Authorization: KEY } });
    expect(missing.status).toBe(404);
    expect(missing.text).toBe(
      '{"timestamp":"2026-01-01T00:00:00Z","message":"No such audit","details":"id 9"}',
    );

    const callsBefore = upstream.calls.length;
    const busy = await send(server.url, '/api/v2/busy', { headers: { Authorization: KEY } });
    expect(busy.status).toBe(503);
    expect(busy.text).toBe('Service busy — try again');
    expect(busy.headers['retry-after']).toBe('7');
    expect(upstream.calls.length).toBe(callsBefore + 1);
  });

  it('drops hop-by-hop headers and Set-Cookie from the answer, keeps the rest', async () => {
    const answer = await send(server.url, '/api/v2/cookies', { headers: { Authorization: KEY } });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-internal-trace']).toBeUndefined();
    expect(answer.headers['content-disposition']).toBe('attachment; filename="report.csv"');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('points redirects to the service’s own address at /api on this origin, and leaves others alone', async () => {
    const location = async (name: string) =>
      (await send(server.url, `/api/v3/exports/${name}`, { headers: { Authorization: KEY } })).headers
        .location;
    expect(await location('redirect-absolute')).toBe('/api/v3/exports/1/file?part=2');
    expect(await location('redirect-relative')).toBe('/api/v3/exports/7/file');
    expect(await location('redirect-signed')).toBe('https://files.example.com/signed/abc?sig=1');
    expect(await location('redirect-outside')).toBe(`${upstream.url}/other/v3/exports/1/file`);
  });

  it('rewrites a Location only when it is on the service’s origin and under its base path', () => {
    const service = new URL('https://api.example.com');
    const based = new URL('https://api.example.com/base');
    const from = '/api/v3/exports/abc';
    expect(localLocation('https://api.example.com/v3/exports/1/file', service, from)).toBe(
      '/api/v3/exports/1/file',
    );
    expect(localLocation('/v3/exports/1/file#top', service, from)).toBe('/api/v3/exports/1/file#top');
    expect(localLocation('https://api.example.com/base/v3/x?y=1', based, from)).toBe('/api/v3/x?y=1');
    expect(localLocation('https://api.example.com/v3/x', based, from)).toBe('https://api.example.com/v3/x');
    expect(localLocation('http://api.example.com/v3/x', service, from)).toBe('http://api.example.com/v3/x');
    expect(localLocation('https://api.example.com.evil.test/v3/x', service, from)).toBe(
      'https://api.example.com.evil.test/v3/x',
    );
  });

  it('streams a 5 MB download without waiting for the whole of it', async () => {
    const { hostname, port } = new URL(server.url);
    const received = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let length = 0;
      const req = request(
        {
          host: hostname,
          port,
          path: '/api/v3/exports/1/file.bin',
          headers: { Authorization: KEY },
          agent: false,
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-length']).toBe(String(FIVE_MB));
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            length += chunk.length;
            if (length >= 1024 * 1024) releaseRest();
          });
          res.on('end', () => resolve(Buffer.concat(chunks)));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(received.length).toBe(FIVE_MB);
    const digest = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
    expect(digest(received)).toBe(digest(download));
  });

  it('forwards file names with dots inside a segment', async () => {
    const answer = await send(server.url, '/api/v3/reports/summary.v2/data.csv', {
      headers: { Authorization: KEY },
    });
    expect(answer.status).toBe(200);
    expect(lastCall().url).toBe('/base/v3/reports/summary.v2/data.csv');
  });
});

describe('no open proxy', () => {
  it('refuses paths that could leave the SERVICE_URL base, without calling the service', async () => {
    const attempts = [
      '/api/../admin',
      '/api/v2/../../admin',
      '/api/v2/..',
      '/api/./v2/account',
      '/api/v2%2f..%2f..%2fadmin',
      '/api/v2/%2e%2e/%2E%2E/admin',
      '/api/%2e%2e%2fadmin',
      '/api/v2%5c..%5cadmin',
      '/api/v2\\..\\admin',
      '/api//evil.example/x',
      '/api///evil.example',
      '/api/v2/account%00.json',
    ];
    const before = upstream.calls.length;
    for (const attempt of attempts) {
      const answer = await send(server.url, attempt, { headers: { Authorization: KEY } });
      expect(answer.status, attempt).toBe(400);
    }
    expect(upstream.calls.slice(before)).toEqual([]);
  });

  it('ignores absolute-form request targets and Host headers: only SERVICE_URL is ever called', async () => {
    const before = upstream.calls.length;
    const raw = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const socket = connect(Number(port), hostname, () => {
        socket.end(
          'GET http://evil.example/api/v2/x HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
        );
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 (200|4\d\d)/);
    const spoofedHost = await send(server.url, '/api/v2/account', { headers: { Host: 'evil.example' } });
    expect(spoofedHost.status).toBe(200);
    for (const call of upstream.calls.slice(before)) {
      expect(call.headers.host).toBe(new URL(upstream.url).host);
      expect(call.url.startsWith('/base/')).toBe(true);
    }
  });

  it('answers 502 with the error body when the service cannot be reached', async () => {
    const down = await startUpstream((_req, res) => void res.end());
    const gone = down.url;
    await down.close();
    const orphan = await startServer({ DIST_DIR: dist.dir, SERVICE_URL: gone });
    try {
      const answer = await send(orphan.url, '/api/v2/account', { headers: { Authorization: KEY } });
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.text)).toEqual(
        expect.objectContaining({
          message: 'The service could not be reached',
          timestamp: expect.any(String),
        }),
      );
      expect(answer.text).not.toContain('127.0.0.1');
    } finally {
      await orphan.close();
    }
  });
});

describe('access log', () => {
  it('never writes the API key, neither from the header nor from a query string', async () => {
    const before = server.logLines().length;
    await send(server.url, '/api/v2/account?api_key=SECRET-KEY-4f1c9e', { headers: { Authorization: KEY } });
    await send(server.url, '/api/v2/missing', { headers: { Authorization: KEY } });
    await send(server.url, '/api/../x', { headers: { Authorization: KEY } });
    const lines = server.logLines().slice(before);
    expect(lines.filter((line) => line.includes('"msg":"request"'))).toHaveLength(3);
    expect(lines.join('\n')).toContain('"path":"/api/v2/account"');
    for (const line of lines) {
      expect(line).not.toContain('SECRET-KEY-4f1c9e');
      expect(line.toLowerCase()).not.toContain('authorization');
    }
  });
});
