import { request } from '../client';
import { ApiError } from '../api-error';
import { webAuditSummarySchema, type WebAuditSummary } from './schemas';

const PATH = '/v3/web-audits';
/** Audits checked in one go before the main thread is handed back (about 10 ms of work). */
const CHUNK = 5_000;

type Scheduler = { yield?: () => Promise<void> };

/**
 * Give the main thread back (input, paint) before the next chunk of work: `scheduler.yield()` where
 * the browser has it (the rest runs first after what waits), else a message (a chain of `setTimeout`
 * is held back 4 ms a step).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The schema error of one audit of the list, worded as the client words a whole answer's. */
function shapeError(index: number, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const details = issues
    .slice(0, 5)
    .map((issue) => `[${index}]${issue.path.map((key) => `.${String(key)}`).join('')}: ${issue.message}`)
    .join('\n');
  return new ApiError({
    kind: 'parse',
    status: 200,
    message: 'The service sent data in a shape this view does not understand',
    details,
    path: PATH,
    method: 'GET',
  });
}

/**
 * Check an answer of GET /v3/web-audits audit by audit, a chunk per task, so that 50,000 audits never
 * hold the main thread in one long task.
 */
export async function checkSummaries(json: unknown, signal?: AbortSignal): Promise<WebAuditSummary[]> {
  if (!Array.isArray(json)) throw shapeError(0, [{ path: [], message: 'expected array' }]);
  const audits: WebAuditSummary[] = new Array<WebAuditSummary>(json.length);
  for (let start = 0; start < json.length; start += CHUNK) {
    if (start > 0) await yieldToMain();
    signal?.throwIfAborted();
    const end = Math.min(start + CHUNK, json.length);
    for (let index = start; index < end; index++) {
      const parsed = webAuditSummarySchema.safeParse(json[index]);
      if (!parsed.success) throw shapeError(index, parsed.error.issues);
      audits[index] = parsed.data;
    }
  }
  return audits;
}

/** GET /v3/web-audits: every audit of the account, slim (id, name, folder, sub-folder, owner, dates). */
export async function readAuditSummaries(signal?: AbortSignal): Promise<WebAuditSummary[]> {
  const json = await request(PATH, { signal });
  return checkSummaries(json, signal);
}
