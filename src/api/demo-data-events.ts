import { DEMO_DATA_CHANGED_EVENT } from './demo';

let droppedReason: string | null = null;
const droppedListeners = new Set<(reason: string) => void>();

/** The embedded mock dropped the browser's saved demo data (`reason`): the app says so once it listens. */
export function reportDroppedDemoData(reason: string): void {
  if (droppedListeners.size === 0) droppedReason = reason;
  for (const listener of droppedListeners) listener(reason);
}

/** Hear why saved demo data was dropped (at once when it happened before); returns the unsubscribe. */
export function onDroppedDemoData(listener: (reason: string) => void): () => void {
  if (droppedReason !== null) {
    listener(droppedReason);
    droppedReason = null;
  }
  droppedListeners.add(listener);
  return () => droppedListeners.delete(listener);
}

/** The embedded mock took the demo data another tab changed: this tab's screens read it again. */
export function reportDemoDataChangedElsewhere(): void {
  window.dispatchEvent(new Event(DEMO_DATA_CHANGED_EVENT));
}
