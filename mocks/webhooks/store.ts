import type { StrictOf } from '@/api/common';
import type { WebhookItemType, webhookDeliverySchema } from '@/api/webhooks/schemas';
import { encodeBase64 } from '@/lib/webhook-signature';
import { hash32, prng } from '../db/run-data/random';
import type { Db } from '../db/types';
import { keptBeside } from '../persist/kept-stores';

/** A delivery as logged. */
export type DeliveryRow = StrictOf<typeof webhookDeliverySchema>;

/** A run whose completion is still to be announced. */
export interface WatchedRun {
  itemType: WebhookItemType;
  itemId: number;
  runId: number;
}

/** The account's webhook state: the signing secret, the runs to announce, and the delivery log. */
export interface WebhookStore {
  /** The current signing secret: base64 of 32 bytes. */
  secret: string;
  /** When it was last rotated (ISO); absent for the seeded one. */
  rotatedAt?: string;
  /** `itemType:runId` → a started run not announced yet. */
  watching: Map<string, WatchedRun>;
  /** Deliveries, newest first (at most {@link MAX_DELIVERIES}). */
  deliveries: DeliveryRow[];
  nextDeliveryId: number;
}

/** How many deliveries the log keeps. */
export const MAX_DELIVERIES = 200;

const stores = keptBeside<WebhookStore>('webhooks');

/** 32 random bytes as base64: a new signing secret. */
export function newSecret(): string {
  return encodeBase64(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** The seeded secret: fixed by the seed, so the same seed gives the same data (it is never shown). */
function seededSecret(seed: number): string {
  const random = prng(hash32(`webhook-secret:${seed}`));
  return encodeBase64(Uint8Array.from({ length: 32 }, () => random.int(0, 255)));
}

/** The webhook state of a database, made on first use (a reset builds a new database, and a new store). */
export function webhookStore(db: Db): WebhookStore {
  let store = stores.get(db);
  if (!store) {
    store = {
      secret: seededSecret(db.options.seed),
      watching: new Map(),
      deliveries: [],
      nextDeliveryId: 1,
    };
    stores.set(db, store);
  }
  return store;
}

/** Announce this run when it completes (once): call where a run starts, or is finished by hand. */
export function watchRun(db: Db, run: WatchedRun): void {
  webhookStore(db).watching.set(`${run.itemType}:${run.runId}`, run);
}
