import { describe, expect, it } from 'vitest';
import { seeded } from '../../e2e/routes';
import { journeyRuns } from '../manual-journeys/runs';
import { originalRule } from '../resources/rules/snapshots';
import { journeyStore } from '../web-journeys/store';
import { scheduledExportStore } from './factories/scheduled-exports';
import { runData } from './run-data';
import { createDb, mockOptions } from './seed';

// The browser suite opens every screen at e2e/routes.ts's seeded ids: a seed change that drops one
// fails here in seconds instead of there.
describe('the ids e2e/routes.ts opens exist in the default seed', () => {
  const db = createDb(mockOptions());

  it('has the audit, its latest and previous completed runs, and the section page', () => {
    expect(db.audits.get(seeded.auditId)?.name).toBe(seeded.auditName);
    const runs = db.runs.get(seeded.auditId) ?? [];
    const completed = runs.filter((run) => run.completed);
    expect(completed.map((run) => run.id).slice(0, 2)).toEqual([seeded.runId, seeded.previousRunId]);
    const page = runData(db, seeded.auditId, seeded.runId)?.pages.find((item) => item.id === seeded.pageId);
    expect(page?.title).toBe(seeded.pageTitle);
  });

  it('has the web journey and its run, the manual journey and its run', () => {
    const journeys = journeyStore(db);
    expect(db.webJourneys.get(seeded.webJourneyId)).toBeDefined();
    expect(journeys.runs.get(seeded.webJourneyId)?.map((run) => run.id)).toContain(seeded.webJourneyRunId);
    expect(db.manualJourneys.get(seeded.manualJourneyId)).toBeDefined();
    expect(journeyRuns(db, seeded.manualJourneyId).map((run) => run.id)).toContain(seeded.manualJourneyRunId);
  });

  it('has the saved report, the scheduled export and the administrator', () => {
    expect(db.savedReports.get(seeded.savedReportId)).toBeDefined();
    expect(scheduledExportStore(db).get(seeded.scheduledExportId)).toBeDefined();
    expect(db.users.get(seeded.adminUserId)?.permissions).toBe('admin');
  });

  it('has a rule behind each snapshot id a rule summary shows', () => {
    expect(originalRule(db, 'rule', seeded.ruleSnapshotId)).toBeDefined();
    expect(originalRule(db, 'page-filter', seeded.pageFilterSnapshotId)).toBeDefined();
    expect(originalRule(db, 'tag', seeded.tagSnapshotId)).toBeDefined();
    expect(originalRule(db, 'tag-variable', seeded.tagVariableSnapshotId)).toBeDefined();
  });
});
