import type { Db } from '../db/types';
import { settleWebhooks } from './deliver';
import { runProgress } from './progress';
import { webhookStore } from './store';

/** A little after the completion time, so the run reads as completed when the timer fires. */
const SLACK_MS = 20;

type Timer = ReturnType<typeof setTimeout>;
const timers = new WeakMap<Db, Map<string, { at: number; handle: Timer }>>();

/** Node timers must not keep a test process alive; browsers have no unref. */
function unref(handle: Timer) {
  (handle as { unref?: () => void }).unref?.();
}

/**
 * Set one timer per watched run for the moment it completes, so its webhook goes out then even when
 * nobody calls the mock (the stub server's receivers). A run finished early gets an earlier timer.
 */
export function scheduleWebhooks(db: Db, now = Date.now()): void {
  const store = webhookStore(db);
  if (store.watching.size === 0) return;
  let own = timers.get(db);
  if (!own) timers.set(db, (own = new Map()));
  const pending = own;
  for (const [key, run] of store.watching) {
    const progress = runProgress(db, run, now);
    const at = progress === 'gone' || progress.completed ? now : progress.dueAt;
    if (at === undefined) continue;
    const existing = pending.get(key);
    if (existing && existing.at <= at) continue;
    if (existing) clearTimeout(existing.handle);
    const handle = setTimeout(
      () => {
        pending.delete(key);
        void settleWebhooks(db);
      },
      Math.max(0, at - now) + SLACK_MS,
    );
    unref(handle);
    pending.set(key, { at, handle });
  }
}

/** Cancel the timers of a database that is being replaced (reset). */
export function stopWebhooks(db: Db): void {
  for (const { handle } of timers.get(db)?.values() ?? []) clearTimeout(handle);
  timers.delete(db);
}
