import { useEffect } from 'react';
import { sendLiveSessionCleanup } from '@/api/manual-journeys/files';
import type { InitializedJourney } from '@/api/manual-journeys/schemas';

/** A live session started in this tab: its proxy credentials, and whether its journey was made for it. */
export interface StartedSession {
  session: InitializedJourney;
  /** The journey was created for this session ("Start a live session now"): closing the tab removes it too. */
  ownJourney: boolean;
}

/**
 * Sessions started in this tab, by run id. Kept in memory only: the proxy password is shown while
 * the tab lives and never stored (a reload ends the session anyway, see useLiveSessionCleanup).
 */
const started = new Map<number, StartedSession>();

/** Remember a session this tab started. */
export function rememberSession(entry: StartedSession): void {
  started.set(entry.session.runId, entry);
}

/** The session this tab started for a run, if it did. */
export function startedSession(runId: number): StartedSession | undefined {
  return started.get(runId);
}

/**
 * While a live session's page is open: the browser asks before the tab closes or reloads, and
 * when it closes anyway the session is cleaned up (POST …/delete for a journey made for the
 * session, otherwise the live run is discarded).
 */
export function useLiveSessionCleanup(target: { journeyId: number; runId: number; live: boolean }): void {
  const { journeyId, runId, live } = target;
  useEffect(() => {
    if (!live) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const cleanUp = (event: PageTransitionEvent) => {
      // A page kept in the back/forward cache is not closing: its session stays.
      if (event.persisted) return;
      sendLiveSessionCleanup({ journeyId, runId, wholeJourney: startedSession(runId)?.ownJourney ?? false });
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('pagehide', cleanUp);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('pagehide', cleanUp);
    };
  }, [journeyId, runId, live]);
}
