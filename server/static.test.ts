// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_JS, BUILD_POLICY, makeDist, send, startServer, type RunningServer } from './testing';

const HTML = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let dist: Awaited<ReturnType<typeof makeDist>>;
let server: RunningServer;

beforeAll(async () => {
  dist = await makeDist();
  server = await startServer({ DIST_DIR: dist.dir });
});
afterAll(async () => {
  await server?.close();
  dist?.remove();
});

describe('security headers', () => {
  it('sends the build’s CSP as a header with frame-ancestors, and helmet’s nosniff, no-referrer, DENY… on every answer', async () => {
    for (const [target, headers] of [
      ['/', HTML],
      ['/audits/3/runs/9', HTML],
      [`/${ASSET_JS}`, {}],
      ['/config.json', {}],
      ['/assets/nope.js', {}],
      ['/healthz', {}],
    ] as const) {
      const answer = await send(server.url, target, { headers });
      expect(answer.headers['content-security-policy'], target).toBe(
        `${BUILD_POLICY}; frame-ancestors 'none'`,
      );
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
      expect(answer.headers['referrer-policy'], target).toBe('no-referrer');
      expect(answer.headers['x-frame-options'], target).toBe('DENY');
      expect(answer.headers['cross-origin-opener-policy'], target).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy'], target).toBe('same-origin');
      // Plain http, no trusted proxy: no HSTS.
      expect(answer.headers['strict-transport-security'], target).toBeUndefined();
    }
  });

  it('computes the policy from config.json when the build has no meta tag', async () => {
    const bare = await makeDist({ policy: null });
    writeFileSync(path.join(bare.dir, 'config.json'), '{ "apiBaseUrl": "https://api.example.com/v" }');
    const other = await startServer({ DIST_DIR: bare.dir, CSP_IMG_SRC: 'https://shots.example-cdn.com' });
    try {
      const policy = String((await send(other.url, '/')).headers['content-security-policy']);
      expect(policy).toContain("connect-src 'self' https://api.example.com;");
      expect(policy).toContain("img-src 'self' data: https://api.example.com https://shots.example-cdn.com;");
      expect(policy).toMatch(/; frame-ancestors 'none'$/);
    } finally {
      await other.close();
      bare.remove();
    }
  });

  it('sends HSTS only for https seen through a proxy trusted by TRUST_PROXY', async () => {
    const forwarded = { 'X-Forwarded-Proto': 'https' };
    // Untrusted: anyone can write X-Forwarded-Proto, so it is ignored.
    expect(
      (await send(server.url, '/', { headers: forwarded })).headers['strict-transport-security'],
    ).toBeUndefined();

    const behindProxy = await startServer({ DIST_DIR: dist.dir, TRUST_PROXY: '127.0.0.1' });
    try {
      const https = await send(behindProxy.url, '/', { headers: forwarded });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      const http = await send(behindProxy.url, '/', { headers: { 'X-Forwarded-Proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});

describe('caching', () => {
  it('caches hashed assets for a year and makes index.html, config.json and other files revalidate', async () => {
    expect((await send(server.url, `/${ASSET_JS}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const target of ['/', '/index.html', '/config.json', '/favicon.svg', '/audits/1']) {
      const answer = await send(server.url, target, { headers: HTML });
      expect(answer.status, target).toBe(200);
      expect(answer.headers['cache-control'], target).toBe('no-cache');
    }
  });

  it('answers 304 to a revalidation of index.html', async () => {
    const first = await send(server.url, '/');
    const etag = String(first.headers.etag);
    const again = await send(server.url, '/audits', { headers: { ...HTML, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('compression', () => {
  const original = () => readFileSync(path.join(dist.dir, ASSET_JS));

  it('sends the precompressed brotli file when the browser accepts br', async () => {
    const answer = await send(server.url, `/${ASSET_JS}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.length).toBeLessThan(original().length / 4);
    expect(brotliDecompressSync(answer.body).equals(original())).toBe(true);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await send(server.url, `/${ASSET_JS}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original())).toBe(true);

    const plain = await send(server.url, `/${ASSET_JS}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original())).toBe(true);
  });
});

describe('app routes and missing files', () => {
  it('serves index.html for app routes a browser navigates to', async () => {
    const index = readFileSync(path.join(dist.dir, 'index.html'), 'utf8');
    for (const target of ['/audits', '/audits/12/runs/34/pages?sort=url', '/settings/users/5', '/sign-in']) {
      const answer = await send(server.url, target, { headers: HTML });
      expect(answer.status, target).toBe(200);
      expect(answer.headers['content-type'], target).toBe('text/html; charset=utf-8');
      expect(answer.text, target).toBe(index);
    }
  });

  it('answers a real 404 for missing assets, files, API paths and non-HTML requests', async () => {
    for (const [target, headers] of [
      ['/assets/nope.js', HTML],
      ['/assets/index-old.css', {}],
      ['/logo.png', HTML],
      ['/api/v2/account', HTML], // no SERVICE_URL: nothing is forwarded
      ['/audits/12', { Accept: 'application/json' }],
      ['/.vite/manifest.json', {}],
    ] as const) {
      const answer = await send(server.url, target, { headers });
      expect(answer.status, target).toBe(404);
      expect(answer.headers['content-type'], target).toMatch(/^application\/json/);
      expect(answer.text, target).not.toContain('<html');
    }
    const post = await send(server.url, '/audits', { method: 'POST', headers: HTML, body: 'x' });
    expect(post.status).toBe(404);
  });

  it('never serves a file outside dist', async () => {
    for (const target of [
      '/../package.json',
      '/assets/../../package.json',
      '/%2e%2e/package.json',
      '/..%2fpackage.json',
    ]) {
      const answer = await send(server.url, target);
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.text, target).not.toContain('"name"');
    }
  });
});

describe('config.json and health', () => {
  it('serves dist/config.json as deployed when SERVICE_URL is unset, edits included', async () => {
    const file = path.join(dist.dir, 'config.json');
    expect(JSON.parse((await send(server.url, '/config.json')).text)).toEqual({ apiBaseUrl: '' });
    writeFileSync(file, '{ "apiBaseUrl": "https://api.example.com" }');
    try {
      expect(JSON.parse((await send(server.url, '/config.json')).text)).toEqual({
        apiBaseUrl: 'https://api.example.com',
      });
    } finally {
      writeFileSync(file, '{ "apiBaseUrl": "" }');
    }
  });

  it('answers GET /healthz with 200 JSON', async () => {
    const answer = await send(server.url, '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual(expect.objectContaining({ status: 'ok' }));
  });
});

describe('access log', () => {
  it('writes one line per request with method, path and status, without the query string', async () => {
    const before = server.logLines().length;
    await send(server.url, '/audits/7?filter=secret-filter-value', { headers: HTML });
    await send(server.url, '/assets/nope.js');
    const lines = server
      .logLines()
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual(
      expect.objectContaining({ method: 'GET', path: '/audits/7', status: 200, msg: 'request' }),
    );
    expect(lines[1]).toEqual(expect.objectContaining({ path: '/assets/nope.js', status: 404 }));
    expect(JSON.stringify(lines)).not.toContain('secret-filter-value');
  });
});
