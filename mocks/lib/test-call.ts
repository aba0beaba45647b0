import { setupServer } from 'msw/node';
import { DEMO_API_KEY } from '@/api/demo';
import { createDb, mockOptions } from '../db/seed';
import { createHandlers } from '../handlers';
import type { MockOptions } from '../db/types';
import type { DbRef } from './route';

const ORIGIN = 'http://mock.test';

/** What a handler answered: its status and parsed JSON body (tests read it freely). */
export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the handler answered
  body: any;
}

/**
 * Every mock handler under msw/node with a fresh seeded database, and `call(method, path, body?, key?)`
 * (admin key by default; `null` sends none). Listen/close/reset from the test's hooks.
 */
export function mockCaller(options: Partial<MockOptions> = {}) {
  const ref: DbRef = { current: createDb(mockOptions(options)) };
  const server = setupServer(...createHandlers(ref));
  const call = async (method: string, path: string, body?: unknown, key: string | null = DEMO_API_KEY) => {
    const headers: Record<string, string> = key === null ? {} : { Authorization: key };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${ORIGIN}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) } as Answer;
  };
  return { ref, server, call, reset: () => (ref.current = createDb(mockOptions(options))) };
}
