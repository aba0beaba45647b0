import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from '@/lib/webhook-signature';
import { nodeVerifier, receiverSnippets } from './receiver-snippets';

type VerifySignature = (secret: string, header: string, rawBody: Buffer, nowSeconds?: number) => boolean;

const secret = Buffer.from('a 32-byte signing key for tests!').toString('base64');
const body = '{"itemId":12,"itemType":"audit","runId":50248}';
const signedAt = 1_796_000_000;
const dir = mkdtempSync(path.join(tmpdir(), 'receiver-snippet-'));
let verifySignature: VerifySignature;

// The screen's Node.js check, run as the analyst would run it: its own module, node:crypto only.
beforeAll(async () => {
  const file = path.join(dir, 'verify.mjs');
  writeFileSync(file, `${nodeVerifier}\nexport { verifySignature };\n`);
  ({ verifySignature } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    verifySignature: VerifySignature;
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Node.js receiver snippet', () => {
  it('accepts a delivery signed as the service (and the mock) signs it, as the verifier does', async () => {
    const header = await signWebhook(secret, body, signedAt);
    expect(verifySignature(secret, header, Buffer.from(body), signedAt + 10)).toBe(true);
    const verdict = await verifyWebhookSignature({ secret, header, body, nowSeconds: signedAt + 10 });
    expect(verdict.ok).toBe(true);
  });

  it('accepts any one of several sigv1 values, and refuses what the verifier refuses', async () => {
    const header = await signWebhook(secret, body, signedAt);
    const rotated = `t=${signedAt},sigv1=${Buffer.alloc(32).toString('base64')},${header.split(',')[1]}`;
    expect(verifySignature(secret, rotated, Buffer.from(body), signedAt)).toBe(true);
    // A re-serialized body, another secret, a replay after 300 s, a header without a timestamp.
    expect(verifySignature(secret, header, Buffer.from(`${body} `), signedAt)).toBe(false);
    expect(
      verifySignature(Buffer.from('x'.repeat(32)).toString('base64'), header, Buffer.from(body), signedAt),
    ).toBe(false);
    expect(verifySignature(secret, header, Buffer.from(body), signedAt + 301)).toBe(false);
    expect(verifySignature(secret, header.replace(/^t=\d+,/, ''), Buffer.from(body), signedAt)).toBe(false);
  });

  it('reads the Service-Signature header in every snippet', () => {
    const node = receiverSnippets.find((snippet) => snippet.id === 'node')!;
    const python = receiverSnippets.find((snippet) => snippet.id === 'python')!;
    expect(node.code).toContain(nodeVerifier.split('\n').slice(1).join('\n'));
    expect(node.code).toContain("req.headers['service-signature']");
    expect(python.code).toContain('self.headers.get("Service-Signature", "")');
    expect(python.code).toContain('hmac.new(key, t.encode() + b"." + raw_body, hashlib.sha256)');
  });
});
