import type { Audit } from '@/api/audits/schemas';
import type { Domain } from '@/api/domains/schemas';
import type { Folder } from '@/api/folders/schemas';
import type { Label } from '@/api/labels/schemas';
import type { WebAuditSummary } from '@/api/audits/schemas';
import type { AuditRow, Db, DomainRow, FolderRow, LabelRow } from './types';
import { inboxStore } from '../resources/email-inboxes/store';
import { recordedRun } from './run-record';
import { runTotalScore } from './run-data/scores';
import { nextAuditRun } from './schedules';

/** Audits that are not archived. */
export function liveAudits(db: Db): AuditRow[] {
  return db.audits.where((audit) => !audit.deleted);
}

const liveByPlace = new WeakMap<
  Db,
  { byFolder: Map<number, AuditRow[]>; byDomain: Map<number, AuditRow[]> }
>();

/**
 * Live audits by folder and by sub-folder, grouped once per synchronous pass (a list serves every
 * folder or sub-folder in one pass): 3,000 sub-folders no longer filter 50,000 audits each.
 */
function liveAuditsByPlace(db: Db) {
  let grouped = liveByPlace.get(db);
  if (!grouped) {
    grouped = { byFolder: new Map(), byDomain: new Map() };
    for (const audit of liveAudits(db)) {
      const inFolder = grouped.byFolder.get(audit.folderId);
      if (inFolder) inFolder.push(audit);
      else grouped.byFolder.set(audit.folderId, [audit]);
      const inDomain = grouped.byDomain.get(audit.domainId);
      if (inDomain) inDomain.push(audit);
      else grouped.byDomain.set(audit.domainId, [audit]);
    }
    liveByPlace.set(db, grouped);
    queueMicrotask(() => liveByPlace.delete(db));
  }
  return grouped;
}

function isRunning(db: Db, auditId: number): boolean {
  const latest = db.runs.get(auditId)?.[0];
  return Boolean(latest && !latest.completed);
}

/** A folder as the API serves it, with counts derived from its contents. */
export function folderView(db: Db, row: FolderRow): Folder {
  const audits = liveAuditsByPlace(db).byFolder.get(row.id) ?? [];
  const creator = db.users.get(row.createdByUserId);
  return {
    ...row,
    accountId: db.account.id,
    createdByUserName: creator ? `${creator.firstName} ${creator.lastName}` : 'Unknown user',
    auditsCount: audits.length,
    auditsRunning: audits.filter((audit) => isRunning(db, audit.id)).length,
    domainsCount: db.domains.where((domain) => domain.folderId === row.id).length,
    journeysCount: 0,
    appsCount: 0,
    appsInQueue: 0,
    appsRunning: 0,
    appFailures: 0,
    appRuleFailures: 0,
    simulationErrors: 0,
    simulationsRunning: 0,
  };
}

/** A sub-folder as the API serves it, with totals derived from its audits' latest runs. */
export function domainView(db: Db, row: DomainRow): Domain {
  const audits = liveAuditsByPlace(db).byDomain.get(row.id) ?? [];
  const latest = audits.map((audit) => db.runs.get(audit.id)?.[0]).filter((run) => run?.completed);
  const scores = latest.map((run) => runTotalScore(db, run!.webAuditId, run!));
  return {
    ...row,
    accountId: db.account.id,
    totals: {
      pages: latest.reduce((sum, run) => sum + run!.totalUrl, 0),
      averageScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : 0,
      errors: latest.filter((run) => run!.totalUrl === 0).length,
      auditsRunning: audits.filter((audit) => isRunning(db, audit.id)).length,
      automatedJourneys: 0,
      guidedJourneys: 0,
      simulationsRunning: 0,
    },
  };
}

/** A label with the ids of the items it is attached to. */
export function labelView(db: Db, row: LabelRow): Label {
  return {
    ...row,
    audits: liveAudits(db)
      .filter((audit) => audit.labelIds.includes(row.id))
      .map((audit) => audit.id),
    webJourney: [],
    mobileJourney: [],
    rules: db.rules.where((rule) => rule.labelIds.includes(row.id)).map((rule) => rule.id),
    alerts: [],
    savedReports: db.savedReports
      .where((report) => (report.labels ?? []).includes(row.id))
      .map((report) => report.id),
    consentCategories: db.consentCategories
      .where((category) => category.labelIds.includes(row.id))
      .map((category) => category.id),
    emailInboxes: inboxStore(db)
      .all()
      .filter((inbox) => inbox.labelIds.includes(row.id))
      .map((inbox) => inbox.id),
  };
}

/** A V2 audit with its label objects and up to `runsLimit` latest runs. */
export function auditView(db: Db, row: AuditRow, runsLimit = 0): Audit {
  const { labelIds, deleted: _deleted, ...audit } = row;
  const runs = db.runs.get(row.id) ?? [];
  const lastCompleted = runs.find((run) => run.completed);
  const { nextRun: _seeded, ...config } = audit;
  const nextRun = nextAuditRun(db, row);
  return {
    ...config,
    ...(nextRun ? { nextRun } : {}),
    labels: labelIds.flatMap((id) => {
      const label = db.labels.get(id);
      return label ? [{ id: label.id, name: label.name }] : [];
    }),
    lastRun: lastCompleted?.completed,
    runs: runs.slice(0, runsLimit).map((stored) => {
      const run = recordedRun(db, row.id, stored);
      return {
        id: run.id,
        webAuditId: run.webAuditId,
        userId: run.userId,
        started: run.started,
        completed: run.completed,
        score: run.score,
        totalUrl: run.totalUrl,
        taggedUrl: run.taggedUrl,
        limit: run.limit,
        adobeAuditor: run.adobeAuditor,
        silentMode: run.silentMode,
        ...(run.stoppedEarlyByUserId !== undefined ? { stoppedEarlyByUserId: run.stoppedEarlyByUserId } : {}),
        supportedFeatures: run.supportedFeatures.map((feature) => feature.value),
      };
    }),
  };
}

/** The V3 slim audit record. */
export function auditSummaryView(row: AuditRow): WebAuditSummary {
  return {
    auditId: row.id,
    auditName: row.name,
    folderId: row.folderId,
    domainId: row.domainId,
    ownerId: row.ownerId,
    createdAt: row.created,
    updatedAt: row.lastUpdated,
  };
}
