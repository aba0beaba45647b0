import type { Db } from './types';

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
  for (let index = seeded.length; index < LARGE_ACCOUNT.audits; index++) {
    const template = seeded[index % seeded.length]!;
    const domain = domains[index % domains.length]!;
    const { id: _id, ...shape } = template;
    const audit = db.audits.insert({
      ...shape,
      name: `${domain.name} — audit ${index + 1}`,
      domainId: domain.id,
      folderId: domain.folderId,
      startingUrls: [`https://${domain.domain}/`],
    });
    const runs = (db.runs.get(template.id) ?? []).slice(0, LARGE_ACCOUNT.runsPerAudit).map((run) => ({
      ...run,
      id: db.nextRunId++,
      webAuditId: audit.id,
    }));
    db.runs.set(audit.id, runs);
  }
  db.account.auditsUsed = db.audits.size;
  db.account.maxAudits = Math.max(db.account.maxAudits, LARGE_ACCOUNT.audits);
  return db;
}
