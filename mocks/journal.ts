// The embedded mock's memory across reloads: each change a user makes to the demo data (a write the
// mock answered with success) is kept in the tab's sessionStorage, and replayed in order when the
// page loads again, so what a user created a minute ago is still there. No API key is stored: only
// which demo user (administrator or analyst) made the change.
import { getResponse, type RequestHandler } from 'msw';
import { DEMO_ANALYST_KEY, DEMO_API_KEY, DEMO_JOURNAL_KEY } from '@/api/demo';

/** One change to replay: the request as sent, and who sent it. */
export interface JournalEntry {
  method: string;
  /** Path and query (no origin): the same request on any origin. */
  path: string;
  contentType?: string;
  body?: string;
  role: 'admin' | 'analyst';
}

/** The most a journal may hold (sessionStorage allows ~5 MB a tab). */
const MAX_JOURNAL_CHARS = 2_000_000;

/**
 * Requests sent with POST that only read (the service's report, grid and lookup queries): not
 * changes, so not kept. Saved grid reports, favorites and exports under /reports are changes.
 */
const POST_READS: readonly RegExp[] = [
  /\/reports\/(?!grid\/saved(\/|$)|.*\/exports$|.*\/favorites$)/,
  /\/cookies\/origin$/,
  /\/console-log-summary$/,
];

/** Whether a request changes the demo data (and so is kept for the next load). */
export function isChange(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  if (pathname.startsWith('/__mock/')) return false;
  return method !== 'POST' || !POST_READS.some((read) => read.test(pathname));
}

const roleOf = (key: string | null): JournalEntry['role'] | undefined =>
  key === DEMO_API_KEY ? 'admin' : key === DEMO_ANALYST_KEY ? 'analyst' : undefined;

/** The journal kept in `storage` (empty when there is none or it cannot be read). */
export function readJournal(storage: Storage): JournalEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DEMO_JOURNAL_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as JournalEntry[]) : [];
  } catch {
    return [];
  }
}

/** The entry for `request` (a change with a text body by a demo user), or undefined when it is not kept. */
export async function entryFor(request: Request): Promise<JournalEntry | undefined> {
  const url = new URL(request.url);
  const role = roleOf(request.headers.get('Authorization'));
  if (!role || !isChange(request.method, url.pathname)) return undefined;
  const contentType = request.headers.get('Content-Type') ?? undefined;
  // A file sent as multipart form data cannot be kept as text: that change lasts until the reload.
  if (contentType?.startsWith('multipart/')) return undefined;
  const body = request.body ? await request.text() : undefined;
  return {
    method: request.method,
    path: `${url.pathname}${url.search}`,
    role,
    ...(contentType ? { contentType } : {}),
    ...(body !== undefined ? { body } : {}),
  };
}

/** Add `entry` to the journal; false when the journal is full (the change lasts until the reload). */
export function appendEntry(storage: Storage, entry: JournalEntry): boolean {
  const text = JSON.stringify([...readJournal(storage), entry]);
  if (text.length > MAX_JOURNAL_CHARS) return false;
  try {
    storage.setItem(DEMO_JOURNAL_KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** Replay `entries` in order through `handlers` (as the page sent them); resolves with how many succeeded. */
export async function replayJournal(
  handlers: readonly RequestHandler[],
  entries: readonly JournalEntry[],
  origin: string,
): Promise<number> {
  let applied = 0;
  for (const entry of entries) {
    const headers = new Headers({ Authorization: entry.role === 'admin' ? DEMO_API_KEY : DEMO_ANALYST_KEY });
    if (entry.contentType) headers.set('Content-Type', entry.contentType);
    const request = new Request(new URL(entry.path, origin), {
      method: entry.method,
      headers,
      ...(entry.body !== undefined ? { body: entry.body } : {}),
    });
    const response = await getResponse([...handlers], request);
    if (response?.ok) applied++;
  }
  return applied;
}
