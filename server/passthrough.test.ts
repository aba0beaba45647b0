// @vitest-environment node
// Request bodies reach the service byte for byte whatever their type and size (raw bytes, no body
// parser in the proxy's scope; larger than the buffer, they stream), and the rest of issue 37's
// findings: the service's HSTS is not passed on, HTTP/0.9 request lines and `%25` are refused.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECURITY_HEADERS } from './headers';
import { openRaw, send } from './testing';
import { deploymentBehindStub, SERVICE_SECURITY_HEADERS } from './testing-service';

const BUFFER_BYTES = 64 * 1024;

const deployment = deploymentBehindStub({
  TRUST_PROXY: '127.0.0.1',
  REQUEST_BUFFER_SIZE: String(BUFFER_BYTES),
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** POSTs `body` to the echoing service and checks that the very bytes and type arrived and came back. */
async function expectEchoed(body: Buffer, headers: Record<string, string>) {
  const answer = await send(deployment.server.url, '/api/echo', { method: 'POST', headers, body });
  expect(answer.status).toBe(200);
  expect(answer.headers['x-received-sha256']).toBe(sha256(body));
  expect(answer.headers['x-received-content-type']).toBe(headers['Content-Type'] ?? 'none');
  expect(answer.body.equals(body)).toBe(true);
}

describe('request bodies, byte for byte', () => {
  it('passes text/plain with bytes that are not UTF-8 unchanged (19 bytes stay 19)', async () => {
    const body = Buffer.from([
      0x68, 0x69, 0x20, 0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc, 0x80,
      0x0a, 0x00,
    ]);
    expect(body.length).toBe(19);
    await expectEchoed(body, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  it('passes 2 MiB of text/plain (Fastify’s text parser would refuse it with 413)', async () => {
    await expectEchoed(randomBytes(2 * 1024 * 1024), { 'Content-Type': 'text/plain' });
  });

  it('passes any type unchanged, its Content-Type included, and a body without one', async () => {
    const bytes = Buffer.concat([Buffer.from('{"not": "json'), randomBytes(300)]);
    for (const type of [
      'application/json; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'text/csv; charset=iso-8859-1',
      'application/octet-stream',
      'application/vnd.custom+json',
    ]) {
      await expectEchoed(bytes, { 'Content-Type': type });
    }
    await expectEchoed(bytes, {});
  });

  it('passes a chunked upload (no Content-Length) unchanged', async () => {
    const body = randomBytes(5000);
    const chunked = Buffer.concat([
      Buffer.from(`POST /api/echo HTTP/1.1\r\nHost: dashboard\r\nContent-Type: application/octet-stream\r\n`),
      Buffer.from('Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n'),
      Buffer.from(`${body.length.toString(16)}\r\n`),
      body,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    const client = await openRaw(deployment.server.url, chunked);
    await client.closed;
    const received = Buffer.from(client.received(), 'latin1');
    expect(received.toString('latin1')).toMatch(/^HTTP\/1\.1 200/);
    expect(received.toString('latin1')).toContain(`x-received-sha256: ${sha256(body)}`);
  });

  it('streams a body larger than REQUEST_BUFFER_SIZE: the call opens before the body has all arrived', async () => {
    const body = randomBytes(BUFFER_BYTES * 3);
    const split = BUFFER_BYTES * 2;
    const before = deployment.service.arrived.length;
    const client = await openRaw(
      deployment.server.url,
      Buffer.concat([
        Buffer.from(`POST /api/echo HTTP/1.1\r\nHost: dashboard\r\nContent-Type: text/plain\r\n`),
        Buffer.from(`Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`),
        body.subarray(0, split),
      ]),
    );
    await expect.poll(() => deployment.service.arrived.length - before, { timeout: 5_000 }).toBe(1);
    client.socket.write(body.subarray(split));
    await client.closed;
    const text = client.received();
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain(`x-received-sha256: ${sha256(body)}`);
  });
});

describe('answers', () => {
  it('drops the service’s Strict-Transport-Security: none over plain http, this origin’s own over https', async () => {
    const plain = await send(deployment.server.url, '/api/hsts');
    expect(plain.status).toBe(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await send(deployment.server.url, '/api/hsts', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('sends this origin’s security headers on forwarded answers, never the service’s own laxer ones', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const own = (await send(deployment.server.url, '/config.json', { headers: https })).headers;
    const forwarded = await send(deployment.server.url, '/api/security-headers', { headers: https });
    expect(forwarded.status).toBe(200);
    for (const name of ORIGIN_SECURITY_HEADERS) {
      expect(own[name], name).toBeDefined();
      expect(forwarded.headers[name], name).toBe(own[name]);
    }
    for (const [name, value] of Object.entries(SERVICE_SECURITY_HEADERS))
      expect(forwarded.headers[name], name).not.toBe(value);
  });
});

describe('refused requests', () => {
  it('refuses a request line without an HTTP/1.x version (HTTP/0.9) with 400, forwarding nothing', async () => {
    const before = deployment.service.arrived.length;
    for (const line of ['GET /api/x\r\n\r\n', 'GET /\r\n\r\n']) {
      const client = await openRaw(deployment.server.url, line);
      await client.closed;
      expect(client.received(), line).toMatch(/^HTTP\/1\.1 400/);
    }
    expect(deployment.service.arrived.slice(before)).toEqual([]);
  });

  it('refuses an encoded percent sign (double encoding, %252e%252e) in /api paths', async () => {
    const before = deployment.service.arrived.length;
    for (const attempt of ['/api/v2/%252e%252e/admin', '/api/%252f', '/api/v2/a%25b']) {
      const answer = await send(deployment.server.url, attempt);
      expect(answer.status, attempt).toBe(400);
      expect(JSON.parse(answer.text)).toEqual(
        expect.objectContaining({ details: 'encoded slash, backslash, dot, NUL or percent sign' }),
      );
    }
    expect(deployment.service.arrived.slice(before)).toEqual([]);
    expect((await send(deployment.server.url, '/api/v2/a%20b?q=%25')).status).toBe(200);
  });
});
