import type { Db } from '../types';
import { scannedHost } from './site';

/** The host an audit scans now: its first starting URL's (its sub-folder's domain only without one). */
export function auditScanHost(db: Db, auditId: number): string | undefined {
  const audit = db.audits.get(auditId);
  if (!audit) return undefined;
  return scannedHost(audit.startingUrls, db.domains.get(audit.domainId)?.domain);
}

/**
 * The host a run scanned: the one recorded when it started, or, for a run recorded before any
 * change of its audit (the seeded history), the host its audit scans now.
 */
export function runScanHost(db: Db, auditId: number, runId: number): string | undefined {
  return db.auditConfig.scannedHosts.get(runId) ?? auditScanHost(db, auditId);
}

/** Record the host a run of an audit scans, from what the audit says now. */
export function recordScanHost(db: Db, auditId: number, runId: number): void {
  const host = auditScanHost(db, auditId);
  if (host !== undefined) db.auditConfig.scannedHosts.set(runId, host);
}

/**
 * Record, for each run of an audit that has no host yet, the host the audit scans now: call it
 * before the audit's starting URLs or sub-folder change, so that its past runs keep their pages.
 */
export function keepScanHosts(db: Db, auditId: number): void {
  const runIds = [
    ...(db.runs.get(auditId) ?? []).map((run) => run.id),
    ...[...db.liveRuns.values()].filter((live) => live.auditId === auditId).map((live) => live.runId),
  ];
  for (const runId of runIds) {
    if (!db.auditConfig.scannedHosts.has(runId)) recordScanHost(db, auditId, runId);
  }
}
