import { useSyncExternalStore } from 'react';
import type { ReadProgress } from '@/api/pagination';

/** How far reading one run's rows has come: the paged reader's progress. */
export type LoadProgress = ReadProgress;

const progressByKey = new Map<string, LoadProgress>();
const listeners = new Set<() => void>();

/** Record the progress of the read named `key` (a paged read calls it after each page). */
export function reportProgress(key: string, progress: LoadProgress): void {
  progressByKey.set(key, progress);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The progress of the read named `key`, updated as its pages arrive. */
export function useLoadProgress(key: string): LoadProgress | undefined {
  return useSyncExternalStore(subscribe, () => progressByKey.get(key));
}
