import type { Db } from './types';

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
