// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDist, send, startUpstream } from './testing';
import { startServiceStub } from './testing-service';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `npm run serve`'s server process (without the precompress step), and its output. */
function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on('data', check);
    void exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  return { child, listening, exited, output: () => output };
}

let dist: Awaited<ReturnType<typeof makeDist>>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dist = await makeDist();
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  dist?.remove();
});

describe('npm run serve', () => {
  it('finishes the request in flight on SIGTERM, then exits 0', async () => {
    let answerSlowly: () => void = () => {};
    const upstream = await startUpstream(
      (_req, res) =>
        new Promise<void>((resolve) => {
          answerSlowly = () => {
            res.writeHead(200, { 'Content-Type': 'application/json' });
            res.end('{"done":true}');
            resolve();
          };
        }),
    );
    try {
      const server = serve({ DIST_DIR: dist.dir, SERVICE_URL: upstream.url });
      children.push(server.child);
      const url = await server.listening;
      expect((await send(url, '/healthz')).status).toBe(200);

      const inFlight = send(url, '/api/v2/slow', { headers: { Authorization: 'k' } });
      await expect.poll(() => upstream.calls.length).toBe(1);
      server.child.kill('SIGTERM');
      await expect.poll(() => server.output()).toContain('closing');
      answerSlowly();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.text).toBe('{"done":true}');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"closed"');
    } finally {
      await upstream.close();
    }
  });

  it('exits 0 after SHUTDOWN_GRACE even with a request still in flight, and logs the request it cut', async () => {
    const service = await startServiceStub();
    try {
      const server = serve({ DIST_DIR: dist.dir, SERVICE_URL: service.url, SHUTDOWN_GRACE: '0.5' });
      children.push(server.child);
      const url = await server.listening;
      const inFlight = send(url, '/api/hang/export?key=SECRET-KEY-4f1c9e').catch((error: Error) => error);
      await expect.poll(() => service.arrived.length, { timeout: 10_000 }).toBe(1);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(await inFlight).toBeInstanceOf(Error); // cut: the connection closed without an answer
      const cut = server
        .output()
        .split('\n')
        .find((line) => line.includes('grace, cutting'));
      expect(JSON.parse(cut ?? '{}')).toEqual(
        expect.objectContaining({
          msg: 'stopped after the 0.5 s grace, cutting 1 request(s)',
          cut: [expect.objectContaining({ method: 'GET', path: '/api/hang/export' })],
        }),
      );
      expect(server.output()).not.toContain('SECRET-KEY-4f1c9e');
    } finally {
      await service.close();
    }
  });

  it('exits at once, with 1, on a second SIGTERM during the grace', async () => {
    const service = await startServiceStub();
    try {
      const server = serve({ DIST_DIR: dist.dir, SERVICE_URL: service.url, SHUTDOWN_GRACE: '20' });
      children.push(server.child);
      const url = await server.listening;
      const inFlight = send(url, '/api/hang/stuck').catch((error: Error) => error);
      await expect.poll(() => service.arrived.length, { timeout: 10_000 }).toBe(1);
      server.child.kill('SIGTERM');
      await expect.poll(() => server.output()).toContain('closing');
      const started = performance.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(server.output()).toContain('second SIGTERM, exiting');
      expect(await inFlight).toBeInstanceOf(Error);
    } finally {
      await service.close();
    }
  });

  it('refuses to start with a SERVICE_URL that is not an http(s) address', async () => {
    const server = serve({ DIST_DIR: dist.dir, SERVICE_URL: 'file:///etc/passwd' });
    children.push(server.child);
    await expect(server.listening).rejects.toThrow();
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SERVICE_URL must start with https:// or http://');
  });
});
