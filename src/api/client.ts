import type { z } from '@/lib/zod';
import { answersUnavailable, ApiError, messageForStatus, readErrorBody, type ErrorBody } from './errors';
import { embeddedServiceReady } from './embedded-service';
import { getSession } from './session';

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
/** Query-string parameters; null and undefined are left out, arrays repeat the name. */
export type Query = Record<string, QueryValue>;

export interface RequestOptions<S extends z.ZodMiniType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body, or FormData / Blob sent as is. */
  body?: unknown;
  /** Response schema; without one the parsed JSON is returned as unknown. */
  schema?: S;
  signal?: AbortSignal;
  /** How to read a 2xx body: JSON (default), text, blob, a named file, or nothing. */
  responseType?: 'json' | 'text' | 'blob' | 'file' | 'none';
  /** Abort after this many milliseconds (default 30 s). */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

type Result<S, R> = S extends z.ZodMiniType
  ? z.output<S>
  : R extends 'text'
    ? string
    : R extends 'blob'
      ? Blob
      : R extends 'file'
        ? DownloadedFile
        : unknown;

/** A file the service sent, with the name from its Content-Disposition header (when it gave one). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` preferred), without any path. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  let name = extended ?? plain;
  if (!name) return undefined;
  try {
    name = decodeURIComponent(name.trim().replace(/^"|"$/g, ''));
  } catch {
    name = name.trim();
  }
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/** Build the full URL for a path and query against the session's base URL. */
export function buildUrl(path: string, query?: Query, baseUrl = getSession().baseUrl): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

async function errorFromResponse(response: Response, path: string, method: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: ErrorBody = {};
  try {
    body = readErrorBody(JSON.parse(text));
  } catch {
    // Not JSON: fall back to the status text below.
  }
  // An operation outside the spec that this service lacks: say so, keeping its own words as details.
  const unavailable = answersUnavailable(method, path, response.status);
  const serverWords = [body.message, body.details].filter(Boolean).join(' — ');
  return new ApiError({
    kind: 'http',
    status: response.status,
    message: unavailable
      ? `Not available on this service: ${method} ${path.split('?')[0]} answered ${response.status}`
      : body.message || messageForStatus(response.status),
    details: unavailable ? serverWords || undefined : body.details,
    validationReport: body.validationReport,
    timestamp: body.timestamp,
    path,
    method,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
  });
}

/** "items[0].id: expected number, received string" — one line per schema issue (first 20). */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const where = (path: readonly PropertyKey[]) =>
    path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('') ||
    '(root)';
  const lines = issues.slice(0, 20).map((issue) => `${where(issue.path)}: ${issue.message}`);
  if (issues.length > 20) lines.push(`… and ${issues.length - 20} more`);
  return lines.join('\n');
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/**
 * The one way the dashboard calls the service: base URL, API key, JSON, abort and timeout,
 * non-2xx → ApiError with the spec's error body, and the response checked against its schema.
 */
export async function request<
  S extends z.ZodMiniType | undefined = undefined,
  R extends RequestOptions<S>['responseType'] = 'json',
>(path: string, options: RequestOptions<S> & { responseType?: R } = {}): Promise<Result<S, R>> {
  const { apiKey } = getSession();
  const method = options.method ?? 'GET';
  const encoded = encodeBody(options.body);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (apiKey) headers.Authorization = apiKey;
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  /** What a failed fetch or body read throws: the caller's own abort as is, else an ApiError. */
  const failure = (error: unknown) => {
    if (options.signal?.aborted) return error;
    if (timeout.aborted) {
      return new ApiError({ kind: 'timeout', message: 'The service took too long to answer', path, method });
    }
    return new ApiError({
      kind: 'network',
      message: 'Could not reach the service: check your connection and the service URL',
      details: error instanceof Error ? error.message : undefined,
      path,
      method,
    });
  };
  /** Read the body: the timeout or a lost connection can still strike while it streams in. */
  const read = async <T>(body: () => Promise<T>): Promise<T> => {
    try {
      return await body();
    } catch (error) {
      throw failure(error);
    }
  };

  let response: Response;
  try {
    if (getSession().baseUrl === '') await embeddedServiceReady();
    // Read fetch at call time so test interceptors installed later still apply.
    response = await globalThis.fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: encoded.body,
      signal,
    });
  } catch (error) {
    throw failure(error);
  }

  if (!response.ok) throw await errorFromResponse(response, path, method);

  const responseType = options.responseType ?? 'json';
  if (responseType === 'none' || response.status === 204) return undefined as Result<S, R>;
  if (responseType === 'text') return (await read(() => response.text())) as Result<S, R>;
  if (responseType === 'blob') return (await read(() => response.blob())) as Result<S, R>;
  if (responseType === 'file') {
    const file: DownloadedFile = {
      blob: await read(() => response.blob()),
      fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
    };
    return file as Result<S, R>;
  }

  const text = await read(() => response.text());
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError({
      kind: 'parse',
      status: response.status,
      message: 'The service sent a response that is not valid JSON',
      details: `${text.length} characters received from ${path}`,
      path,
      method,
    });
  }
  if (!options.schema) return json as Result<S, R>;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'parse',
      status: response.status,
      message: 'The service sent data in a shape this view does not understand',
      details: describeIssues(parsed.error.issues),
      path,
      method,
    });
  }
  return parsed.data as Result<S, R>;
}
