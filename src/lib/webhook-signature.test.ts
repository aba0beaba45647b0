// @vitest-environment node
import { createHmac, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  computeSignature,
  constantTimeEqual,
  decodeBase64,
  parseSignatureHeader,
  signWebhook,
  verifyWebhookSignature,
} from './webhook-signature';

/** An independent signer: node:crypto's HMAC over "<t>.<body>" keyed by the decoded secret. */
function nodeSignature(secret: string, timestamp: number, body: string | Buffer): string {
  return createHmac('sha256', Buffer.from(secret, 'base64'))
    .update(`${timestamp}.`)
    .update(body)
    .digest('base64');
}

const secret = randomBytes(32).toString('base64');
const NOW = 1_795_000_000;
const body = '{"itemId":1042,"itemType":"audit","runId":50321}';
const header = (signature: string, t = NOW) => `t=${t},sigv1=${signature}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('signing', () => {
  it('matches node:crypto on known answers: text, bytes, unicode and an empty body', async () => {
    const fixed = Buffer.from('0123456789abcdef0123456789abcdef').toString('base64');
    const cases: Array<[string, number, string | Buffer]> = [
      [secret, NOW, body],
      [fixed, 1_700_000_000, body],
      [fixed, 0, ''],
      [secret, NOW, '{"name":"Café ☕ – 日本"}'],
      [secret, NOW, Buffer.from([0, 1, 2, 250, 251, 255])],
    ];
    for (const [key, t, payload] of cases) {
      const expected = nodeSignature(key, t, payload);
      const bytes = typeof payload === 'string' ? payload : new Uint8Array(payload);
      expect(await computeSignature(key, t, bytes)).toBe(expected);
      expect(await signWebhook(key, bytes, t)).toBe(`t=${t},sigv1=${expected}`);
    }
  });

  it('signs at the current second by default', async () => {
    // 0.999 s into second NOW: the timestamp is that whole second.
    vi.useFakeTimers({ now: NOW * 1000 + 999, toFake: ['Date'] });
    const value = await signWebhook(secret, body);
    const parsed = parseSignatureHeader(value);
    if ('error' in parsed) throw new Error(parsed.error);
    expect(parsed.timestamp).toBe(NOW);
    expect(value).toBe(header(nodeSignature(secret, NOW, body)));
  });

  it('refuses a secret that is not base64', async () => {
    await expect(computeSignature('not base64!', NOW, body)).rejects.toThrow('not base64');
  });
});

describe('verifying', () => {
  const verify = (value: string, payload: string = body, key = secret, nowSeconds = NOW) =>
    verifyWebhookSignature({ secret: key, header: value, body: payload, nowSeconds });

  it('accepts a delivery signed by node:crypto, as text or as the raw bytes', async () => {
    const value = header(nodeSignature(secret, NOW, body));
    expect(await verify(value)).toEqual({
      ok: true,
      reason: 'ok',
      message: 'The signature is valid',
      timestamp: NOW,
    });
    const bytes = await verifyWebhookSignature({
      secret,
      header: value,
      body: new TextEncoder().encode(body),
      nowSeconds: NOW,
    });
    expect(bytes.ok).toBe(true);
    // White space around the parts and the secret is tolerated.
    expect(
      (await verify(` t=${NOW} , sigv1=${nodeSignature(secret, NOW, body)} `, body, ` ${secret}\n`)).ok,
    ).toBe(true);
  });

  it('refuses a tampered body, another secret and another timestamp', async () => {
    const value = header(nodeSignature(secret, NOW, body));
    expect(await verify(value, body.replace('50321', '50322'))).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
    expect(await verify(value, body, randomBytes(32).toString('base64'))).toMatchObject({
      reason: 'mismatch',
    });
    expect(await verify(header(nodeSignature(secret, NOW, body), NOW + 1), body, secret, NOW)).toMatchObject({
      reason: 'mismatch',
    });
  });

  it('refuses the same JSON re-serialized: the raw body is what is signed', async () => {
    const value = header(nodeSignature(secret, NOW, body));
    const reparsed = JSON.stringify(JSON.parse(body), null, 2);
    expect(JSON.parse(reparsed)).toEqual(JSON.parse(body));
    expect(await verify(value, reparsed)).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(await verify(value, `${body}\n`)).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(await verify(value, body.replace(',', ', '))).toMatchObject({ ok: false, reason: 'mismatch' });
  });

  it('checks the timestamp against the current clock by default', async () => {
    vi.useFakeTimers({ now: NOW * 1000, toFake: ['Date'] });
    const signedAt = (t: number) => header(nodeSignature(secret, t, body), t);
    const atNow = (value: string) => verifyWebhookSignature({ secret, header: value, body });
    expect(await atNow(signedAt(NOW - 300))).toMatchObject({ ok: true });
    expect(await atNow(signedAt(NOW - 301))).toMatchObject({ ok: false, reason: 'stale-timestamp' });
    expect(await atNow(signedAt(NOW + 301))).toMatchObject({ ok: false, reason: 'future-timestamp' });
  });

  it('refuses stale and future timestamps beyond the tolerance, and accepts them at its edge', async () => {
    const signedAt = (t: number) => header(nodeSignature(secret, t, body), t);
    expect(await verify(signedAt(NOW - 300))).toMatchObject({ ok: true });
    expect(await verify(signedAt(NOW + 300))).toMatchObject({ ok: true });
    const stale = await verify(signedAt(NOW - 301));
    expect(stale).toMatchObject({ ok: false, reason: 'stale-timestamp', timestamp: NOW - 301 });
    expect(stale.message).toContain('301 s ago');
    const future = await verify(signedAt(NOW + 3600));
    expect(future).toMatchObject({ ok: false, reason: 'future-timestamp' });
    expect(future.message).toContain('3600 s ahead');
    const narrow = await verifyWebhookSignature({
      secret,
      header: signedAt(NOW - 30),
      body,
      nowSeconds: NOW,
      toleranceSeconds: 10,
    });
    expect(narrow.reason).toBe('stale-timestamp');
  });

  it('accepts a header with several signatures when any one matches', async () => {
    const old = randomBytes(32).toString('base64');
    const good = nodeSignature(secret, NOW, body);
    const other = nodeSignature(old, NOW, body);
    expect(await verify(`t=${NOW},sigv1=${other},sigv1=${good}`)).toMatchObject({ ok: true });
    expect(await verify(`t=${NOW},sigv1=${good},sigv1=${other}`)).toMatchObject({ ok: true });
    expect(await verify(`t=${NOW},sigv1=${other},sigv1=${other}`)).toMatchObject({ reason: 'mismatch' });
    // Unknown schemes (a future sigv2) are ignored.
    expect(await verify(`t=${NOW},sigv2=abc,sigv1=${good}`)).toMatchObject({ ok: true });
  });

  it.each([
    ['an empty header', '', 'no timestamp'],
    ['a missing t', `sigv1=${nodeSignature(secret, NOW, body)}`, 'no timestamp'],
    ['a missing sigv1', `t=${NOW}`, 'no sigv1'],
    ['a non-numeric t', `t=soon,sigv1=${nodeSignature(secret, NOW, body)}`, 'whole number'],
    ['a negative t', `t=-5,sigv1=${nodeSignature(secret, NOW, body)}`, 'whole number'],
    ['a fractional t', `t=${NOW}.5,sigv1=${nodeSignature(secret, NOW, body)}`, 'whole number'],
    ['two t values', `t=${NOW},t=${NOW},sigv1=${nodeSignature(secret, NOW, body)}`, 'more than one t'],
    ['a sigv1 that is not base64', `t=${NOW},sigv1=%%%not-base64%%%`, 'not base64'],
    [
      'an unpadded sigv1',
      `t=${NOW},sigv1=${nodeSignature(secret, NOW, body).replace(/=+$/, '')}`,
      'not base64',
    ],
    ['an empty sigv1', `t=${NOW},sigv1=`, 'not base64'],
    ['a part without =', `t=${NOW},garbage`, 'not a name=value pair'],
  ])('calls %s a malformed header', async (_, value, words) => {
    const verdict = await verify(value);
    expect(verdict).toMatchObject({ ok: false, reason: 'malformed-header' });
    expect(verdict.message).toContain(words);
  });

  it('says when the secret itself is not base64', async () => {
    const verdict = await verify(header(nodeSignature(secret, NOW, body)), body, 'pa$$word');
    expect(verdict).toMatchObject({ ok: false, reason: 'malformed-secret' });
  });
});

describe('helpers', () => {
  it('compares bytes fully, whatever the lengths', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true);
  });

  it('decodes strict base64 only', () => {
    expect(decodeBase64(Buffer.from('hello').toString('base64'))).toEqual(
      new Uint8Array(Buffer.from('hello')),
    );
    expect(decodeBase64('aGVsbG8')).toBeUndefined();
    expect(decodeBase64('aGVs bG8=')).toBeUndefined();
    expect(decodeBase64('aGVsbG8_')).toBeUndefined();
  });
});
