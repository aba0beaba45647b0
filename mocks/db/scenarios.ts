import { runData } from './run-data';
import { hash32 } from './run-data/random';
import type { AuditRow, Db, DomainRow, RunRow } from './types';

const DAY = 86_400_000;

/**
 * `MOCK_SCENARIO=empty`: the seeded account as a new user finds it — its users, folders,
 * sub-folders, labels, rule and consent-category libraries and journeys, but no audit yet: no
 * runs, no exports of them and no audit settings. Ids keep counting from the seeded data, so an
 * audit created here gets an id no seeded audit had.
 */
export function emptyAccount(db: Db): Db {
  for (const audit of db.audits.all()) db.audits.remove(audit.id);
  for (const row of db.exports.all()) db.exports.remove(row.id);
  db.runs.clear();
  db.liveRuns.clear();
  db.auditConsentCategories.clear();
  const config = db.auditConfig;
  for (const map of [
    config.notes,
    config.actions,
    config.loginActions,
    config.blocking,
    config.ruleIds,
    config.archived,
    config.consentSnapshots,
    config.reprocessedAt,
  ]) {
    map.clear();
  }
  db.account.auditsUsed = 0;
  return db;
}

/** The scenario's copies (`db.copies`), made on first use. */
function copiesOf(db: Db): NonNullable<Db['copies']> {
  return (db.copies ??= { audits: new Map(), runs: new Map() });
}

/**
 * A new audit in `domain`'s sub-folder that copies a seeded audit: its settings, starting URLs,
 * rules and consent categories, so its runs can repeat the seeded audit's records.
 */
function copyAudit(
  db: Db,
  copies: NonNullable<Db['copies']>,
  template: AuditRow,
  input: { name: string; domain: DomainRow; extra?: Partial<AuditRow> },
): AuditRow {
  const { id: _id, ...shape } = template;
  const audit = db.audits.insert({
    ...shape,
    name: input.name,
    domainId: input.domain.id,
    folderId: input.domain.folderId,
    webAuditRunning: undefined,
    ...input.extra,
  });
  copies.audits.set(audit.id, template.id);
  const ruleIds = db.auditConfig.ruleIds.get(template.id);
  if (ruleIds) db.auditConfig.ruleIds.set(audit.id, ruleIds);
  const categories = db.auditConsentCategories.get(template.id);
  if (categories) db.auditConsentCategories.set(audit.id, categories);
  return audit;
}

/**
 * Runs of a copied audit, newest first, each repeating the record of one of the seeded audit's
 * runs (`records`, newest first) at the times `timesOf` gives; ids are new and rise with time.
 */
function copyRuns(
  db: Db,
  copies: NonNullable<Db['copies']>,
  templateId: number,
  auditId: number,
  records: readonly RunRow[],
  timesOf: (record: RunRow, k: number) => { started: string; completed: string | undefined },
): RunRow[] {
  const firstId = db.nextRunId;
  db.nextRunId += records.length;
  return records.map((record, k) => {
    const id = firstId + records.length - 1 - k;
    const { started, completed } = timesOf(record, k);
    copies.runs.set(id, { auditId: templateId, runId: record.id });
    return { ...record, id, webAuditId: auditId, started, completed, completedAt: completed };
  });
}

/** The size of `MOCK_SCENARIO=large-account`. */
export const LARGE_ACCOUNT = { audits: 5_000, subFolders: 300, folders: 30, runsPerAudit: 3 } as const;

/**
 * `MOCK_SCENARIO=large-account`: the seeded account grown to {@link LARGE_ACCOUNT}'s 5,000 audits in
 * 300 sub-folders of 30 folders, each added audit with a short run history (copies of a seeded
 * audit's shape, with its own ids, names and dates): for the benchmark and the tests of views whose
 * cost must not grow with the number of audits. The seeded data is kept as it is.
 */
export function largeAccount(db: Db): Db {
  const seeded = db.audits.all();
  const admin = db.users.all()[0]!;
  while (db.folders.size < LARGE_ACCOUNT.folders)
    db.folders.insert({
      name: `Region ${db.folders.size + 1}`,
      createdAt: new Date(db.options.now - 400 * DAY).toISOString(),
      createdByUserId: admin.id,
    });
  const folders = db.folders.all();
  while (db.domains.size < LARGE_ACCOUNT.subFolders) {
    const index = db.domains.size + 1;
    db.domains.insert({
      name: `Site ${index}`,
      domain: `site-${index}.example.com`,
      folderId: folders[index % folders.length]!.id,
      userId: admin.id,
      createdAt: new Date(db.options.now - 300 * DAY).toISOString(),
      dataLayer: 'dataLayer',
    });
  }
  const domains = db.domains.all();
  const copies = copiesOf(db);
  for (let index = seeded.length; index < LARGE_ACCOUNT.audits; index++) {
    const template = seeded[index % seeded.length]!;
    const domain = domains[index % domains.length]!;
    const audit = copyAudit(db, copies, template, { name: `${domain.name} — audit ${index + 1}`, domain });
    const records = (db.runs.get(template.id) ?? []).slice(0, LARGE_ACCOUNT.runsPerAudit);
    db.runs.set(
      audit.id,
      copyRuns(db, copies, template.id, audit.id, records, (record) => ({
        started: record.started,
        completed: record.completed,
      })),
    );
  }
  db.account.auditsUsed = db.audits.size;
  db.account.maxAudits = Math.max(db.account.maxAudits, LARGE_ACCOUNT.audits);
  return db;
}

/** The size of `MOCK_SCENARIO=huge-account`, and the audit planted in it for the tests to find. */
export const HUGE_ACCOUNT = {
  audits: 50_000,
  subFolders: 3_000,
  folders: 100,
  runsPerAudit: 4,
  /** One audit in this many repeats its template's last two runs as they were (what changed between them). */
  changedEvery: 400,
  /** One audit in this many has a latest run that failed. */
  failedEvery: 2_000,
  /** The index of the audit planted as newly broken, its latest run the oldest of all (5.95 days before the day began). */
  plantedIndex: 41_234,
} as const;

const WEEK = 7 * DAY;
/**
 * How long before the day began (the data's `now`) the added audits last ran: at most 5.8 days, so
 * that every one ran in the last 7 days at any time of the day (at 23:59 the window starts 6 days
 * before the day began); the planted audit's is the oldest.
 */
const LAST_RUN_SPREAD = 5.8 * DAY;
const PLANTED_LAST_RUN = 5.95 * DAY;

/** The two latest completed runs with pages of a seeded audit, and a run of it that failed (if any). */
function templateRuns(runs: readonly RunRow[]) {
  const scored = runs.filter((run) => run.completed && run.totalUrl > 0);
  return {
    latest: scored[0],
    before: scored[1],
    failed: runs.find((run) => run.completed && run.totalUrl === 0),
  };
}

/** Whether a page that answered in a seeded audit's run before answers 4xx or 5xx in its latest (the planted case). */
function newlyBroken(db: Db, auditId: number, latest: RunRow, before: RunRow): boolean {
  const answered = new Set(
    runData(db, auditId, before.id)
      ?.pages.filter((page) => page.statusCode < 400)
      .map((page) => page.url),
  );
  return (
    runData(db, auditId, latest.id)?.pages.some((page) => page.statusCode >= 400 && answered.has(page.url)) ??
    false
  );
}

/**
 * `MOCK_SCENARIO=huge-account`: the seeded account grown to {@link HUGE_ACCOUNT}'s 50,000 audits in
 * 3,000 sub-folders, every added audit run weekly, its latest run in the last 7 days. Each added
 * audit copies a seeded audit (its settings, starting URLs, rules and consent categories), and each
 * of its runs repeats the record of one of that audit's runs (`db.copies`), so the added runs cost
 * nothing to generate and every figure of a copy is its record's. Most copies ran the same twice;
 * one in {@link HUGE_ACCOUNT.changedEvery} repeats the last two runs of its seeded audit (with their
 * new tags, broken pages and unapproved cookies), one in {@link HUGE_ACCOUNT.failedEvery} failed.
 */
export function hugeAccount(db: Db): Db {
  const seeded = db.audits.all();
  const admin = db.users.all()[0]!;
  const now = db.options.now;
  while (db.folders.size < HUGE_ACCOUNT.folders)
    db.folders.insert({
      name: `Region ${db.folders.size + 1}`,
      createdAt: new Date(now - 400 * DAY).toISOString(),
      createdByUserId: admin.id,
    });
  const folders = db.folders.all();
  while (db.domains.size < HUGE_ACCOUNT.subFolders) {
    const index = db.domains.size + 1;
    db.domains.insert({
      name: `Site ${index}`,
      domain: `site-${index}.example.com`,
      folderId: folders[index % folders.length]!.id,
      userId: admin.id,
      createdAt: new Date(now - 300 * DAY).toISOString(),
      dataLayer: 'dataLayer',
    });
  }
  const domains = db.domains.all();
  const templates = seeded.flatMap((audit) => {
    const runs = templateRuns(db.runs.get(audit.id) ?? []);
    return runs.latest && runs.before ? [{ audit, ...runs }] : [];
  });
  const planted = templates.find((t) => newlyBroken(db, t.audit.id, t.latest!, t.before!)) ?? templates[0]!;
  const copies = copiesOf(db);
  for (let index = seeded.length; index < HUGE_ACCOUNT.audits; index++) {
    const isPlanted = index === HUGE_ACCOUNT.plantedIndex;
    const template = isPlanted ? planted : templates[index % templates.length]!;
    const domain = domains[index % domains.length]!;
    const offset = isPlanted ? PLANTED_LAST_RUN : 600_000 + (hash32(`huge:${index}`) % LAST_RUN_SPREAD);
    const audit = copyAudit(db, copies, template.audit, {
      name: `${domain.name} — audit ${index + 1}`,
      domain,
      extra: { frequency: 'weekly', nextRun: new Date(now - offset + WEEK).toISOString() },
    });
    const changed = isPlanted || index % HUGE_ACCOUNT.changedEvery === 7;
    const failed = !isPlanted && index % HUGE_ACCOUNT.failedEvery === 13 && template.failed;
    const records = Array.from({ length: HUGE_ACCOUNT.runsPerAudit }, (_, k) => {
      if (k === 0 && failed) return template.failed!;
      return changed && k > 0 ? template.before! : template.latest!;
    });
    db.runs.set(
      audit.id,
      copyRuns(db, copies, template.audit.id, audit.id, records, (record, k) => {
        const completed = now - offset - k * WEEK;
        const duration = Date.parse(record.completed!) - Date.parse(record.started);
        return {
          started: new Date(completed - duration).toISOString(),
          completed: new Date(completed).toISOString(),
        };
      }),
    );
  }
  db.account.auditsUsed = db.audits.size;
  db.account.maxAudits = Math.max(db.account.maxAudits, HUGE_ACCOUNT.audits);
  return db;
}
