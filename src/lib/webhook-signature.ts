/*
 * Run-completion webhook signatures (spec, Events): the header
 * `Service-Signature: t=<unix seconds>,sigv1=<base64 HMAC-SHA256 over "<t>.<raw body>">`, keyed by the
 * base64-decoded shared secret. Dependency-free: Web Crypto only, so it runs in browsers and in Node.
 */

/** Name of the header that carries a webhook's signature. */
export const SIGNATURE_HEADER = 'Service-Signature';

/** How far (seconds) a signature's timestamp may be from the receiver's clock, by default. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** Why a signature was accepted or refused. */
export type SignatureReason =
  'ok' | 'malformed-header' | 'malformed-secret' | 'mismatch' | 'stale-timestamp' | 'future-timestamp';

/** The outcome of {@link verifyWebhookSignature}: a reason, and a sentence saying it. */
export interface SignatureVerdict {
  ok: boolean;
  reason: SignatureReason;
  message: string;
  /** The header's timestamp (Unix seconds), once it could be read. */
  timestamp?: number;
}

/** The parts of a `Service-Signature` header value. */
export interface ParsedSignatureHeader {
  timestamp: number;
  /** The decoded `sigv1` values, in header order. */
  signatures: Uint8Array[];
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const encoder = new TextEncoder();

/** Standard, padded base64 of bytes. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The bytes of standard, padded base64 text, or undefined when it is not such text. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64.test(text)) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** True when both byte arrays are equal, in a time that depends only on their lengths. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('Web Crypto is not available here: open the dashboard over https');
  return api;
}

/** The secret's key bytes: the base64-decoded text (surrounding white space ignored). */
function secretBytes(secret: string): Uint8Array<ArrayBuffer> | undefined {
  const bytes = decodeBase64(secret.trim());
  return bytes && bytes.length > 0 ? bytes : undefined;
}

/** The raw HMAC-SHA256 of `"<t>.<body>"` under the key bytes. */
async function hmac(
  key: Uint8Array<ArrayBuffer>,
  timestamp: number,
  body: string | Uint8Array,
): Promise<Uint8Array> {
  const api = subtle();
  const cryptoKey = await api.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const prefix = encoder.encode(`${timestamp}.`);
  const payload = typeof body === 'string' ? encoder.encode(body) : body;
  const message = new Uint8Array(prefix.length + payload.length);
  message.set(prefix);
  message.set(payload, prefix.length);
  return new Uint8Array(await api.sign('HMAC', cryptoKey, message));
}

/** The base64 `sigv1` of a body at a timestamp (Unix seconds) under a base64 secret; throws on a bad secret. */
export async function computeSignature(
  secret: string,
  timestamp: number,
  body: string | Uint8Array,
): Promise<string> {
  const key = secretBytes(secret);
  if (!key) throw new Error('The secret is not base64 text');
  return encodeBase64(await hmac(key, timestamp, body));
}

/** The `Service-Signature` header value for a body, signed now (or at `timestamp`, Unix seconds). */
export async function signWebhook(
  secret: string,
  body: string | Uint8Array,
  timestamp = Math.floor(Date.now() / 1000),
): Promise<string> {
  return `t=${timestamp},sigv1=${await computeSignature(secret, timestamp, body)}`;
}

/** Read a `Service-Signature` value, or say what is wrong with it. */
export function parseSignatureHeader(header: string): ParsedSignatureHeader | { error: string } {
  let timestamp: number | undefined;
  const signatures: Uint8Array[] = [];
  for (const part of header.split(',')) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const equals = trimmed.indexOf('=');
    if (equals <= 0) return { error: `“${trimmed.slice(0, 40)}” is not a name=value pair` };
    const name = trimmed.slice(0, equals).trim();
    const value = trimmed.slice(equals + 1).trim();
    if (name === 't') {
      if (timestamp !== undefined) return { error: 'The header has more than one t=' };
      if (!/^\d{1,15}$/.test(value)) return { error: 'The timestamp t= is not a whole number of seconds' };
      timestamp = Number(value);
    } else if (name === 'sigv1') {
      const bytes = decodeBase64(value);
      if (!bytes || bytes.length === 0) return { error: 'A sigv1= value is not base64' };
      signatures.push(bytes);
    }
  }
  if (timestamp === undefined) return { error: 'The header has no timestamp t=' };
  if (signatures.length === 0) return { error: 'The header has no sigv1= signature' };
  return { timestamp, signatures };
}

/** What {@link verifyWebhookSignature} checks. */
export interface VerifyOptions {
  /** The shared secret as the service gave it (base64). */
  secret: string;
  /** The `Service-Signature` header value. */
  header: string;
  /** The request body exactly as received (bytes, or text that is exactly those bytes). */
  body: string | Uint8Array;
  /** The receiver's clock in Unix seconds (default: now). */
  nowSeconds?: number;
  /** Largest accepted distance between `t` and the clock, in seconds (default 300). */
  toleranceSeconds?: number;
}

/** Check a delivery: a well-formed header, a `sigv1` equal (constant time) to the HMAC, `t` within tolerance. */
export async function verifyWebhookSignature(options: VerifyOptions): Promise<SignatureVerdict> {
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const parsed = parseSignatureHeader(options.header);
  if ('error' in parsed) return { ok: false, reason: 'malformed-header', message: parsed.error };
  const { timestamp } = parsed;
  const key = secretBytes(options.secret);
  if (!key)
    return {
      ok: false,
      reason: 'malformed-secret',
      message: 'The secret is not base64 text',
      timestamp,
    };
  const expected = await hmac(key, timestamp, options.body);
  let matched = false;
  for (const signature of parsed.signatures) matched = constantTimeEqual(expected, signature) || matched;
  if (!matched)
    return {
      ok: false,
      reason: 'mismatch',
      message: 'No sigv1 value matches this body and secret',
      timestamp,
    };
  const age = (options.nowSeconds ?? Math.floor(Date.now() / 1000)) - timestamp;
  if (age > tolerance)
    return {
      ok: false,
      reason: 'stale-timestamp',
      message: `The signature matches, but it was made ${age} s ago (more than ${tolerance} s)`,
      timestamp,
    };
  if (-age > tolerance)
    return {
      ok: false,
      reason: 'future-timestamp',
      message: `The signature matches, but its time is ${-age} s ahead (more than ${tolerance} s)`,
      timestamp,
    };
  return { ok: true, reason: 'ok', message: 'The signature is valid', timestamp };
}
