import { SIGNATURE_HEADER, signWebhook } from '@/lib/webhook-signature';
import type { Db } from '../db/types';
import { runProgress, webhookTarget } from './progress';
import { MAX_DELIVERIES, webhookStore, type DeliveryRow, type WatchedRun, type WebhookStore } from './store';

/** The User-Agent of the mock's webhook requests. */
export const WEBHOOK_USER_AGENT = 'site-audit-mock-webhooks/1';
/** How long the stub server waits for a receiver. */
const SEND_TIMEOUT_MS = 10_000;

/** Deliveries being signed, per store: a settle waits for the one before it, so the log is in order. */
const queues = new WeakMap<WebhookStore, Promise<void>>();

/** Why a POST got no answer, in a line ("fetch failed: ECONNREFUSED"). */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const detail =
    typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  return detail ? `${error.message}: ${detail}` : error.message;
}

/** Hosts of this machine: the only receivers the stub server sends to unless MOCK_WEBHOOK_REMOTE=1. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether the stub server may POST to `url`: a loopback receiver, or any when MOCK_WEBHOOK_REMOTE=1. */
export function mayReach(url: string): boolean {
  if (globalThis.process?.env?.MOCK_WEBHOOK_REMOTE === '1') return true;
  try {
    return LOOPBACK_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** POST a logged delivery for real and write what happened into its row. */
async function send(row: DeliveryRow): Promise<void> {
  const started = Date.now();
  if (!mayReach(row.url)) {
    row.outcome = 'failed';
    row.error =
      'Not sent: the stub server posts only to receivers on this machine (MOCK_WEBHOOK_REMOTE=1 allows others)';
    row.durationMs = 0;
    return;
  }
  try {
    const response = await globalThis.fetch(row.url, {
      method: 'POST',
      headers: row.requestHeaders,
      body: row.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    row.responseStatus = response.status;
    row.outcome = response.status >= 200 && response.status < 300 ? 'delivered' : 'failed';
  } catch (error) {
    row.outcome = 'failed';
    row.error = failure(error);
  }
  row.durationMs = Date.now() - started;
}

/** Sign and log the announcement of one completed run; the stub server also sends it. */
async function deliver(db: Db, store: WebhookStore, run: WatchedRun, secret: string, now: number) {
  const target = webhookTarget(db, run);
  if (!target) return;
  const body = JSON.stringify({ itemId: run.itemId, itemType: run.itemType, runId: run.runId });
  const signature = await signWebhook(secret, body, Math.floor(now / 1000));
  const row: DeliveryRow = {
    id: store.nextDeliveryId++,
    sentAt: new Date(now).toISOString(),
    itemType: run.itemType,
    itemId: run.itemId,
    ...(target.name ? { itemName: target.name } : {}),
    runId: run.runId,
    url: target.url,
    requestHeaders: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: signature,
      'User-Agent': WEBHOOK_USER_AGENT,
    },
    body,
    outcome: db.options.stubServer ? 'sending' : 'recorded',
  };
  store.deliveries.unshift(row);
  store.deliveries.length = Math.min(store.deliveries.length, MAX_DELIVERIES);
  // The receiver's answer is written into the row when it comes; no request waits for it.
  if (db.options.stubServer) void send(row);
}

/**
 * Announce every watched run that has completed by `now` (succeeded or failed), exactly once: a run
 * leaves the watch list before its delivery is signed with the secret in force at that moment.
 * Runs that were discarded leave the list unannounced.
 */
export function settleWebhooks(db: Db, now = Date.now()): Promise<void> {
  const store = webhookStore(db);
  const due: WatchedRun[] = [];
  for (const [key, run] of store.watching) {
    const progress = runProgress(db, run, now);
    if (progress !== 'gone' && !progress.completed) continue;
    store.watching.delete(key);
    if (progress !== 'gone') due.push(run);
  }
  const previous = queues.get(store) ?? Promise.resolve();
  if (due.length === 0) return previous;
  const { secret } = store;
  const work = previous.then(async () => {
    for (const run of due) await deliver(db, store, run, secret, now);
  });
  const settled = work.catch(() => undefined);
  queues.set(store, settled);
  return settled;
}
