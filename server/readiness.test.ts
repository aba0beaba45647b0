// @vitest-environment node
// GET /readyz (@fastify/under-pressure): ready while the service accepts connections and the event loop
// keeps up; not ready otherwise — while the app itself and /healthz keep being served.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { SERVICE_PROBE_INTERVAL_MS } from './readiness';
import { send, withServer } from './testing';
import { buildBesideStub } from './testing-service';

const stub = buildBesideStub();

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Keeps the event loop busy for `totalMs`, in slices of `sliceMs` with a turn of the loop between them. */
async function lagEventLoop(totalMs: number, sliceMs: number): Promise<void> {
  for (let spent = 0; spent < totalMs; spent += sliceMs) {
    const end = performance.now() + sliceMs;
    while (performance.now() < end);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('GET /readyz', () => {
  it('is ready when the service accepts connections, and never cached', async () => {
    await withServer({ DIST_DIR: stub.dist.dir, SERVICE_URL: stub.service.url }, async (server) => {
      const answer = await send(server.url, '/readyz');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ status: 'ok' });
      expect(answer.headers['cache-control']).toBe('no-store');
    });
  });

  it('is not ready while the service cannot be reached, and ready again once it can; the app is served throughout', async () => {
    const port = await freePort();
    let listener: Server | undefined;
    try {
      await withServer(
        { DIST_DIR: stub.dist.dir, SERVICE_URL: `http://127.0.0.1:${port}` },
        async (server) => {
          const down = await send(server.url, '/readyz');
          expect(down.status).toBe(503);
          expect(down.headers['retry-after']).toBeDefined();
          expect(JSON.parse(down.text)).toEqual(
            expect.objectContaining({ statusCode: 503, code: 'FST_UNDER_PRESSURE' }),
          );
          expect((await send(server.url, '/healthz')).status).toBe(200);
          expect((await send(server.url, '/config.json')).status).toBe(200);

          listener = createServer((socket) => socket.destroy());
          await new Promise<void>((resolve) => listener?.listen(port, '127.0.0.1', resolve));
          await expect
            .poll(async () => (await send(server.url, '/readyz')).status, {
              timeout: SERVICE_PROBE_INTERVAL_MS + 3_000,
              interval: 250,
            })
            .toBe(200);
        },
      );
    } finally {
      await new Promise((resolve) => (listener ? listener.close(resolve) : resolve(undefined)));
    }
  }, 15_000);

  it('is not ready while the event loop lags past READY_EVENT_LOOP_DELAY, and ready once it keeps up', async () => {
    await withServer(
      {
        DIST_DIR: stub.dist.dir,
        SERVICE_URL: stub.service.url,
        READY_EVENT_LOOP_DELAY: '0.05',
      },
      async (server) => {
        expect((await send(server.url, '/readyz')).status).toBe(200);
        await lagEventLoop(1_600, 200);
        expect((await send(server.url, '/readyz')).status).toBe(503);
        expect((await send(server.url, '/healthz')).status).toBe(200);
        await expect
          .poll(async () => (await send(server.url, '/readyz')).status, { timeout: 5_000, interval: 250 })
          .toBe(200);
      },
    );
  });
});
