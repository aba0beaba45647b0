// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CENSUS_SPEED, censusProgress, startSessions, stopSessions, type ScanSession } from './lifecycle';

const T0 = Date.UTC(2026, 10, 23, 9);
const second = 1000;
const perSecond = CENSUS_SPEED.visitsPerSecond;

describe('census lifecycle', () => {
  it('grows while running, then completes when no URL is left to visit', () => {
    const sessions: ScanSession[] = [{ startedAt: T0 }];
    const at = (ms: number) => censusProgress(sessions, 100, 60, T0 + ms);
    expect(at(0)).toMatchObject({
      visits: 0,
      isRunning: true,
      currentScanStartedAt: T0,
      lastScanStoppedAt: null,
    });
    expect(at(second).visits).toBe(perSecond);
    expect(at(2 * second).visits).toBe(2 * perSecond);
    const done = at(60 * second);
    expect(done).toMatchObject({ visits: 100, isRunning: false });
    expect(done.lastScanStoppedAt).toBe(T0 + (100 / perSecond) * second);
    expect(done.visitedAt(0)).toBe(T0 + second / perSecond);
    expect(done.visitedAt(100)).toBeUndefined();
    expect(done.foundAt(0)).toBe(T0);
    expect(done.foundAt(10)).toBe(done.visitedAt(9));
  });

  it('pauses itself after autoPauseAfter minutes, and resumes where it paused', () => {
    const pauseMinutes = 2;
    const pausedAt = T0 + pauseMinutes * CENSUS_SPEED.msPerScanMinute;
    const first = censusProgress([{ startedAt: T0 }], 10_000, pauseMinutes, T0 + 60 * second);
    expect(first).toMatchObject({ isRunning: false, lastScanStoppedAt: pausedAt });
    expect(first.visits).toBe(Math.floor(((pausedAt - T0) / second) * perSecond));
    const resumedAt = T0 + 120 * second;
    const sessions = startSessions([{ startedAt: T0 }], first, 10_000, resumedAt);
    expect(sessions).toHaveLength(2);
    const resumed = censusProgress(sessions, 10_000, pauseMinutes, resumedAt + second);
    expect(resumed).toMatchObject({
      isRunning: true,
      currentScanStartedAt: resumedAt,
      lastScanStoppedAt: pausedAt,
    });
    expect(resumed.visits).toBe(first.visits + perSecond);
  });

  it('stops now, keeps what it found, and starts afresh after running out of URLs', () => {
    const running = censusProgress([{ startedAt: T0 }], 100, 60, T0 + second);
    const stopped = stopSessions([{ startedAt: T0 }], running, T0 + second);
    expect(stopped).toEqual([{ startedAt: T0, stoppedAt: T0 + second }]);
    const later = censusProgress(stopped, 100, 60, T0 + 30 * second);
    expect(later).toMatchObject({ visits: perSecond, isRunning: false, lastScanStoppedAt: T0 + second });
    expect(stopSessions(stopped, later, T0 + 40 * second)).toEqual(stopped);
    // Starting a running census changes nothing.
    expect(startSessions([{ startedAt: T0 }], running, 100, T0 + second)).toEqual([{ startedAt: T0 }]);
    const finished = censusProgress([{ startedAt: T0 }], 100, 60, T0 + 60 * second);
    expect(startSessions([{ startedAt: T0 }], finished, 100, T0 + 90 * second)).toEqual([
      { startedAt: T0 + 90 * second },
    ]);
  });

  it('has found nothing before its first start', () => {
    const never = censusProgress([], 100, 60, T0);
    expect(never).toMatchObject({
      visits: 0,
      isRunning: false,
      currentScanStartedAt: null,
      lastScanStoppedAt: null,
    });
    expect(never.foundAt(0)).toBeUndefined();
  });
});
