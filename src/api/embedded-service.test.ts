import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { provideEmbeddedService } from './embedded-service';
import { initSession, signIn } from './session';

/** A start of the embedded service that finishes when the test says so. */
function manualStart() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const start = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { start, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const fetchMock = vi.fn(async () => Response.json({ ok: true }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  initSession({ baseUrl: '' });
  signIn({ apiKey: 'key', baseUrl: '', remember: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  provideEmbeddedService(() => Promise.resolve());
});

describe('the embedded service', () => {
  it('holds calls to the embedded service until it has started, and starts it once', async () => {
    const service = manualStart();
    provideEmbeddedService(service.start);
    const first = request('/audits');
    const second = request('/folders');
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    service.finish();
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(service.start).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never starts for a session pointed at another service', async () => {
    const service = manualStart();
    provideEmbeddedService(service.start);
    signIn({ apiKey: 'key', baseUrl: 'http://api.test', remember: false });
    await expect(request('/audits')).resolves.toEqual({ ok: true });
    expect(service.start).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/audits', expect.anything());
  });

  it('a failed start is a network error, and the next call starts it again', async () => {
    const service = manualStart();
    provideEmbeddedService(service.start);
    const failed = request('/audits');
    service.fail(new Error('service worker refused'));
    await expect(failed).rejects.toMatchObject({ kind: 'network', details: 'service worker refused' });
    const retried = request('/audits');
    service.finish();
    await expect(retried).resolves.toEqual({ ok: true });
    expect(service.start).toHaveBeenCalledTimes(2);
  });
});
