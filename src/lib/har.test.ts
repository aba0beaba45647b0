// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  HAR_MAX_FILE_BYTES,
  HAR_MAX_FILES,
  checkHarFile,
  harBatchProblem,
  harFileProblem,
  parseHar,
  readHar,
  type HarCheck,
} from './har';
import { buildHar, buildHarText, sampleHarRequests } from './har-fixtures';

function harFile(name: string, text: string): File {
  return new File([text], name, { type: 'application/json' });
}

function failed(check: HarCheck): Extract<HarCheck, { ok: false }> {
  if (check.ok) throw new Error(`expected ${check.fileName} to fail`);
  return check;
}

describe('checkHarFile', () => {
  it('reads a good HAR 1.2 file: every request with its page, status, type, size and time', async () => {
    const check = await checkHarFile(harFile('visit.har', buildHarText(sampleHarRequests)));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.har).toMatchObject({
      version: '1.2',
      creator: 'WebInspector 537.36',
      pageCount: 2,
      skipped: 0,
    });
    expect(check.har.requests).toHaveLength(sampleHarRequests.length);
    expect(check.har.requests[0]).toEqual({
      url: 'https://shop.example.com/',
      method: 'GET',
      status: 200,
      mimeType: 'text/html',
      size: 48_210,
      time: 182,
      startedAt: '2026-03-02T09:00:00.000Z',
      page: 'Home',
      setCookies: ['cart_id=c-81f2; Path=/; Secure; HttpOnly'],
    });
    expect(check.har.requests[6]).toMatchObject({
      method: 'POST',
      status: 201,
      mimeType: 'application/json',
      page: 'Cart',
    });
  });

  it('reads the cookies a response set: its Set-Cookie headers, else its cookies list', () => {
    const har = buildHar(sampleHarRequests);
    const pixel = har.log.entries[4]!.response;
    pixel.headers = pixel.headers.filter((header) => header.name !== 'set-cookie');
    const check = readHar('visit.har', har);
    if (!check.ok) throw new Error(check.message);
    expect(check.har.requests[4]!.setCookies).toEqual([
      'fr=0aBc; Domain=.facebook.com; Path=/; Expires=2026-06-01T09:00:00.000Z; Secure; HttpOnly',
    ]);
    expect(check.har.requests[1]!.setCookies).toBeUndefined();
  });

  it('names the file and the JSON error for a file that is not JSON', async () => {
    const check = failed(await checkHarFile(harFile('broken.har', '{"log": {"version": "1.2", ')));
    expect(check.message).toMatch(/^broken\.har is not valid JSON \(.+\)$/);
  });

  it('refuses another HAR version and says which one it found', () => {
    const har = buildHar(sampleHarRequests);
    har.log.version = '2.0';
    const check = failed(readHar('future.har', har));
    expect(check.message).toBe(
      'future.har is not a valid HAR 1.2 file: log.version is "2.0", expected "1.2"',
    );
  });

  it('accepts HAR 1.1, which 1.2 extends', () => {
    const har = buildHar(sampleHarRequests);
    har.log.version = '1.1';
    expect(readHar('old.har', har).ok).toBe(true);
  });

  it('says when log.entries is missing, not a list, or empty', () => {
    const missing = buildHar(sampleHarRequests) as { log: Record<string, unknown> };
    delete missing.log.entries;
    expect(failed(readHar('a.har', missing)).message).toBe(
      'a.har is not a valid HAR 1.2 file: log.entries is missing',
    );
    expect(failed(readHar('b.har', { log: { version: '1.2', entries: {} } })).message).toContain(
      'log.entries must be a list',
    );
    expect(failed(readHar('c.har', buildHar([]))).message).toContain(
      'log.entries is empty: the file has no requests',
    );
  });

  it('says when the file has no log at all', () => {
    expect(failed(parseHar('x.har', '[1, 2, 3]')).message).toBe(
      'x.har is not a valid HAR 1.2 file: it has no "log" object at the top level',
    );
  });

  it('points at the entry and field that are wrong, naming the first problems and counting the rest', () => {
    const har = buildHar(sampleHarRequests) as unknown as { log: { entries: Record<string, unknown>[] } };
    const entries = har.log.entries;
    delete (entries[1]!.request as Record<string, unknown>).url;
    (entries[2]!.response as Record<string, unknown>).status = '200';
    delete entries[3]!.timings;
    entries[4]!.startedDateTime = 'yesterday';
    const check = failed(readHar('shop.har', har));
    expect(check.problems).toEqual([
      'log.entries[1].request.url is missing',
      'log.entries[2].response.status must be a number',
      'log.entries[3].timings is missing',
      'log.entries[4].startedDateTime is not a date-time',
    ]);
    expect(check.message).toBe(
      'shop.har is not a valid HAR 1.2 file: log.entries[1].request.url is missing; ' +
        'log.entries[2].response.status must be a number; log.entries[3].timings is missing (and 1 more)',
    );
  });

  it('refuses a file whose name does not end in .har, without reading it', async () => {
    const file = harFile('capture.json', buildHarText(sampleHarRequests));
    const text = vi.spyOn(file, 'text');
    const check = failed(await checkHarFile(file));
    expect(check.message).toBe('capture.json is not a HAR file: its name must end in .har');
    expect(text).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit, without reading it', async () => {
    const file = { name: 'huge.HAR', size: HAR_MAX_FILE_BYTES + 1, text: vi.fn(async () => '') };
    const check = failed(await checkHarFile(file));
    expect(check.message).toBe('huge.HAR is too large (20.0 MB): a HAR file may be at most 20 MB');
    expect(file.text).not.toHaveBeenCalled();
    expect(harFileProblem('big.har', 31.4 * 1024 * 1024)).toContain('(31.4 MB)');
    expect(harFileProblem('ok.har', HAR_MAX_FILE_BYTES)).toBeUndefined();
  });

  it('refuses an empty file', async () => {
    expect(failed(await checkHarFile(harFile('empty.har', ''))).message).toBe('empty.har is empty');
  });

  it('reads a file that starts with a byte order mark', () => {
    expect(parseHar('bom.har', `\uFEFF${buildHarText(sampleHarRequests)}`).ok).toBe(true);
  });

  it('leaves out data: and websocket entries, and refuses a file with no http(s) request', () => {
    const mixed = readHar(
      'mixed.har',
      buildHar([
        ...sampleHarRequests,
        { url: 'data:image/png;base64,AAAA' },
        { url: 'wss://shop.example.com/live' },
      ]),
    );
    expect(mixed.ok && mixed.har).toMatchObject({
      skipped: 2,
      requests: { length: sampleHarRequests.length },
    });
    expect(failed(readHar('inline.har', buildHar([{ url: 'data:text/plain,hi' }]))).message).toContain(
      'none of its entries is an http(s) request',
    );
  });
});

describe('harBatchProblem', () => {
  it('limits how many files and how many bytes go in one upload', () => {
    expect(harBatchProblem([{ size: 10 }, { size: 20 }])).toBeUndefined();
    expect(harBatchProblem(Array.from({ length: HAR_MAX_FILES + 1 }, () => ({ size: 1 })))).toBe(
      `Upload at most ${HAR_MAX_FILES} HAR files at a time`,
    );
    expect(
      harBatchProblem([
        { size: HAR_MAX_FILE_BYTES },
        { size: HAR_MAX_FILE_BYTES },
        { size: HAR_MAX_FILE_BYTES },
      ]),
    ).toBe('These files add up to 60 MB: one upload may be at most 50 MB');
  });
});
