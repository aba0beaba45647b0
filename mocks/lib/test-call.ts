import { getResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { DEMO_API_KEY } from '@/api/demo';
import { createDb, mockOptions } from '../db/seed';
import { createHandlers } from '../handlers';
import type { MockOptions } from '../db/types';
import type { DbRef } from './route';

/** The origin msw/node answers in mock tests. */
export const MOCK_ORIGIN = 'http://mock.test';

/** The methods a test calls the mock with. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Where a call goes: an origin fetched (msw/node intercepts it, or a real server; a function when
 * its address is known only later), or handlers answering the request directly (no server).
 */
export type MockTarget = string | (() => string) | { handlers: readonly RequestHandler[] };

/** What a call sends besides its method and path. */
export interface CallOptions {
  /** A JSON body (stringified, with its content type). */
  body?: unknown;
  /** A body sent as is (malformed JSON, plain text), of `contentType`. */
  rawBody?: string;
  /** The content type of `rawBody` (`application/json` by default). */
  contentType?: string;
  /** A multipart/form-data body (an upload). */
  form?: FormData;
  /** The Authorization header: the admin key by default, `null` sends none. */
  key?: string | null;
  /** The Accept header (`application/json` by default, as the app sends). */
  accept?: string;
}

/** Any JSON value of an answer: tests read whatever the handler answered. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the handler answered
export type Json = any;

/**
 * What the mock answered: status, the body parsed as JSON (text when not JSON), and headers (not
 * enumerable, so `toEqual({ status, body })` compares an answer by its status and body).
 */
export interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

/** An answer's body: undefined when empty, the text when it is not JSON, else the parsed JSON. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type');
  if (type && !type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one typed caller of the mock: `send(method, path, options)` and its short form
 * `call(method, path, body?, key?)`, both answering {@link Answer}.
 */
export function mockCall(target: MockTarget = MOCK_ORIGIN) {
  const respond = async (request: Request): Promise<Response> => {
    if (typeof target === 'object') {
      const response = await getResponse([...target.handlers], request);
      if (!response) throw new Error(`No handler for ${request.method} ${request.url}`);
      return response;
    }
    return fetch(request);
  };
  const origin = () =>
    typeof target === 'string' ? target : typeof target === 'function' ? target() : MOCK_ORIGIN;

  const send = async (method: Method, path: string, options: CallOptions = {}): Promise<Answer> => {
    const { key = DEMO_API_KEY, accept = 'application/json' } = options;
    const headers: Record<string, string> = { Accept: accept };
    if (key !== null) headers.Authorization = key;
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
    const request = new Request(`${origin()}${path}`, { method, headers, body: options.form ?? body });
    const response = await respond(request);
    const answer = { status: response.status, body: await readBody(response) };
    return Object.defineProperty(answer, 'headers', { value: response.headers }) as Answer;
  };
  const call = (method: Method, path: string, body?: unknown, key?: string | null) =>
    send(method, path, { body, key });
  return { call, send };
}

/**
 * Every mock handler under msw/node with a fresh seeded database, and the mock caller's
 * `call`/`send` (see {@link mockCall}). Listen/close/reset from the test's hooks.
 */
export function mockCaller(options: Partial<MockOptions> = {}) {
  const ref: DbRef = { current: createDb(mockOptions(options)) };
  const server = setupServer(...createHandlers(ref));
  return { ref, server, ...mockCall(), reset: () => (ref.current = createDb(mockOptions(options))) };
}
