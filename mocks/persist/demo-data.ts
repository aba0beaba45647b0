import { DEMO_DATA_CHANNEL } from '@/api/demo';
import type { Db, MockOptions } from '../db/types';
import { stopWebhooks } from '../webhooks/scheduler';
import { fingerprint } from './fingerprint';
import { restoreSnapshot, snapshotProblem, takeSnapshot, worldOf, type Snapshot } from './snapshot';

/** Where a browser keeps its demo worlds (IndexedDB in the app, memory in tests). */
export interface SnapshotStorage {
  read(world: string): Promise<unknown>;
  write(world: string, snapshot: Snapshot): Promise<void>;
  remove(world: string): Promise<void>;
}

/** What the tabs of a browser tell each other about the demo data. */
export type DemoDataMessage =
  { type: 'saved'; world: string; savedAt: number; tab: string } | { type: 'reset'; world?: string };

/** How long reads wait before their effects (a run settled, a webhook delivered) are saved. */
const SAVE_AFTER_READS_MS = 200;

interface KeepOptions {
  /** The database in use (`ref.current` is replaced when another tab saves). */
  ref: { current: Db };
  options: MockOptions;
  storage: SnapshotStorage | null;
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'> | null;
  /** Another tab changed the data: this tab's screens read it again. */
  onChangedElsewhere: () => void;
}

/** The browser mock's keeper of the demo data: what {@link keepDemoData} returns. */
export interface DemoDataKeeper {
  /** Why the saved demo data was dropped at start-up, for a notice; undefined when it was used or absent. */
  dropped: string | undefined;
  /** A request was answered: save the data if it changed (at once after a write, soon after reads). */
  answered(write: boolean): void;
  /** Save now if the data changed (resolves once stored). */
  flush(): Promise<void>;
}

/**
 * One demo world per browser: load the saved state of this tab's world (ids, times, secrets and
 * deliveries exactly as they were), save it after every change, and take the changes other tabs
 * save. Saved data of another version, or that does not read, is dropped and said (never blocks).
 */
export async function keepDemoData({
  ref,
  options,
  storage,
  channel,
  onChangedElsewhere,
}: KeepOptions): Promise<DemoDataKeeper> {
  const world = worldOf(options);
  const tab = Math.random().toString(36).slice(2);
  let dropped: string | undefined;
  try {
    const stored = await storage?.read(world);
    if (stored !== undefined) {
      const problem = snapshotProblem(stored, ref.current);
      if (problem) {
        dropped = problem;
        await storage?.remove(world);
      } else replace(restoreSnapshot(stored as Snapshot, options));
    }
  } catch (error) {
    dropped = `it could not be read (${error instanceof Error ? error.message : String(error)})`;
    await storage?.remove(world).catch(() => undefined);
  }
  let saved = fingerprint(takeSnapshot(ref.current, 0));
  let queue: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function replace(next: Db) {
    stopWebhooks(ref.current);
    ref.current = next;
  }

  function save(): Promise<void> {
    clearTimeout(timer);
    queue = queue.then(async () => {
      const snapshot = takeSnapshot(ref.current);
      const print = fingerprint({ ...snapshot, savedAt: 0 });
      if (print === saved || !storage) return;
      saved = print;
      try {
        await storage.write(world, snapshot);
        channel?.postMessage({
          type: 'saved',
          world,
          savedAt: snapshot.savedAt,
          tab,
        } satisfies DemoDataMessage);
      } catch {
        // Storage refused (quota, private mode): the change lasts until this tab reloads.
      }
    });
    return queue;
  }

  channel?.addEventListener('message', (event: MessageEvent<DemoDataMessage>) => {
    const message = event.data;
    if (message.type === 'reset') {
      if (message.world === undefined || message.world === world) window.location.reload();
      return;
    }
    if (message.world !== world || message.tab === tab) return;
    queue = queue.then(async () => {
      const stored = await storage?.read(world).catch(() => undefined);
      if (stored === undefined || snapshotProblem(stored, ref.current)) return;
      replace(restoreSnapshot(stored as Snapshot, options));
      saved = fingerprint({ ...(stored as Snapshot), savedAt: 0 });
      onChangedElsewhere();
    });
  });

  return {
    dropped,
    answered(write) {
      if (write) {
        void save();
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => void save(), SAVE_AFTER_READS_MS);
    },
    flush: save,
  };
}

/** The broadcast channel the tabs of this browser share for the demo data (null where there is none). */
export function demoDataChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(DEMO_DATA_CHANNEL) : null;
}
