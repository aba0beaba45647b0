import { useSyncExternalStore } from 'react';

/** A part whose code the analyst asked for and which failed to arrive: what it is, and the ways forward. */
export interface PartFailure {
  id: number;
  part: string;
  error: unknown;
  retry: () => void;
  dismiss?: (() => void) | undefined;
}

let failures: readonly PartFailure[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Say that a part failed (the frame's `PartFailures` shows it, so this costs the first screen's code
 * nothing); returns how to take the notice away.
 */
export function showPartFailure(failure: Omit<PartFailure, 'id'>): () => void {
  const id = nextId++;
  failures = [...failures, { ...failure, id }];
  changed();
  return () => {
    if (!failures.some((shown) => shown.id === id)) return;
    failures = failures.filter((shown) => shown.id !== id);
    changed();
  };
}

/** The failures to show now. */
export function usePartFailures(): readonly PartFailure[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failures,
  );
}
