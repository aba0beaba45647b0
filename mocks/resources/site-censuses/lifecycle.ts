/** One scan session of a census: started, and stopped by the user (or not yet). */
export interface ScanSession {
  startedAt: number;
  stoppedAt?: number;
}

/**
 * How fast the mock's censuses go: `visitsPerSecond` URLs visited a second of scanning, and one
 * minute of `autoPauseAfter` lasts `msPerScanMinute` (a census set to pause after 60 minutes
 * pauses after 60 s), so that a scan starts, grows and completes while someone watches.
 */
export const CENSUS_SPEED = { visitsPerSecond: 30, msPerScanMinute: 1000 };

/** Where a census stands at a moment. */
export interface CensusProgress {
  /** URLs visited so far, over every session. */
  visits: number;
  isRunning: boolean;
  /** Start of the latest session (null before the first start). */
  currentScanStartedAt: number | null;
  /** When the latest finished session stopped (null while none has). */
  lastScanStoppedAt: number | null;
  /** When the k-th visit (from 0) happened; undefined for a visit not made. */
  visitedAt(step: number): number | undefined;
  /** When a URL found after `foundAfter` visits was found; undefined when it is not found yet. */
  foundAt(foundAfter: number): number | undefined;
}

/**
 * The progress of a census at `now`: a pure function of its sessions, how many URLs its crawl can
 * visit and its auto-pause, so that every place the mock runs agrees without timers. A session
 * ends when the user stops it, after `autoPauseAfter` minutes, or when no URL is left to visit.
 */
export function censusProgress(
  sessions: readonly ScanSession[],
  visitable: number,
  autoPauseAfter: number,
  now: number,
): CensusProgress {
  const { visitsPerSecond } = CENSUS_SPEED;
  const msPerVisit = 1000 / visitsPerSecond;
  /** Visits made in `ms` of scanning (with a tolerance: epoch-sized times lose the last digits). */
  const visitsIn = (ms: number) => Math.floor((ms * visitsPerSecond) / 1000 + 1e-3);
  const spans: Array<{ start: number; from: number; count: number }> = [];
  let visits = 0;
  let isRunning = false;
  let lastScanStoppedAt: number | null = null;
  for (const session of sessions) {
    if (session.startedAt > now) break;
    const pausesAt = session.startedAt + autoPauseAfter * CENSUS_SPEED.msPerScanMinute;
    const runsOutAt = session.startedAt + (visitable - visits) * msPerVisit;
    const endsAt = Math.min(session.stoppedAt ?? Number.POSITIVE_INFINITY, pausesAt, runsOutAt);
    const count = Math.min(visitable - visits, visitsIn(Math.min(endsAt, now) - session.startedAt));
    spans.push({ start: session.startedAt, from: visits, count });
    visits += count;
    isRunning = endsAt > now;
    if (!isRunning) lastScanStoppedAt = endsAt;
  }
  const visitedAt = (step: number) => {
    const span = spans.find((item) => step >= item.from && step < item.from + item.count);
    return span ? span.start + (step - span.from + 1) * msPerVisit : undefined;
  };
  return {
    visits,
    isRunning,
    currentScanStartedAt: spans.at(-1)?.start ?? null,
    lastScanStoppedAt,
    visitedAt,
    foundAt: (foundAfter) => {
      if (foundAfter > visits || spans.length === 0) return undefined;
      return foundAfter === 0 ? spans[0]!.start : visitedAt(foundAfter - 1);
    },
  };
}

/**
 * The sessions after a start at `now`: unchanged while running; a fresh scan when the last one
 * ran out of URLs; otherwise a new session that resumes where the last one paused.
 */
export function startSessions(
  sessions: readonly ScanSession[],
  progress: CensusProgress,
  visitable: number,
  now: number,
) {
  if (progress.isRunning) return [...sessions];
  if (sessions.length > 0 && progress.visits >= visitable) return [{ startedAt: now }];
  return [...sessions, { startedAt: now }];
}

/** The sessions after a stop at `now`: the running session ends now. */
export function stopSessions(sessions: readonly ScanSession[], progress: CensusProgress, now: number) {
  if (!progress.isRunning) return [...sessions];
  return sessions.map((session, index) =>
    index === sessions.length - 1 ? { ...session, stoppedAt: now } : session,
  );
}
