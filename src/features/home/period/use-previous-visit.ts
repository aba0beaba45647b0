import { useMemo } from 'react';
import { takePreviousVisit } from './period';

/**
 * The previous visit to Home of `who` (a user of an account) in this browser: not ready while `who`
 * is unknown; storage that refuses (private mode) means a first visit. Taking it twice in a tab
 * answers the same (the tab keeps it), so a repeated render changes nothing.
 */
export function usePreviousVisit(
  now: number,
  who: string | undefined,
): { ready: boolean; at?: number | undefined } {
  return useMemo(() => {
    if (who === undefined) return { ready: false };
    try {
      return { ready: true, at: takePreviousVisit(now, who, window.localStorage, window.sessionStorage) };
    } catch {
      return { ready: true, at: undefined };
    }
  }, [now, who]);
}
