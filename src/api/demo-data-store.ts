import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { DEMO_DATA_CHANNEL, DEMO_DATA_DATABASE, DEMO_DATA_STORE } from './demo';

let store: UseStore | null = null;
const demoStore = () => (store ??= createStore(DEMO_DATA_DATABASE, DEMO_DATA_STORE));

/** The browser's saved demo worlds (IndexedDB), or null where IndexedDB is missing. */
export function demoDataStorage() {
  if (typeof indexedDB === 'undefined') return null;
  return {
    read: (world: string): Promise<unknown> => get(world, demoStore()),
    write: (world: string, snapshot: unknown): Promise<void> => set(world, snapshot, demoStore()),
    remove: (world: string): Promise<void> => del(world, demoStore()),
  };
}

/**
 * "Reset demo data": forget every saved demo world of this browser, tell the other tabs (they reload),
 * and reload this one onto fresh data.
 */
export async function resetDemoData(): Promise<void> {
  if (typeof indexedDB !== 'undefined') await clear(demoStore()).catch(() => undefined);
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(DEMO_DATA_CHANNEL);
    channel.postMessage({ type: 'reset' });
    channel.close();
  }
  window.location.reload();
}
