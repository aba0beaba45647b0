import { DEMO_ANALYST_KEY, DEMO_API_KEY } from '@/api/demo';
import type { Db } from './db/types';
import { liveAudits } from './db/views';
import { operationPath, type ReportOperation } from '@/api/reports/define';
import { reportFamilies } from '@/api/reports/families';
import { runData } from './db/run-data';
import { runCookies, runVendors } from './db/run-data/run-level';
import { scheduledExportFixtures } from './db/factories/scheduled-exports';
import { journeyRuns } from './manual-journeys/runs';
import { manualStore } from './manual-journeys/store';
import { webJourneyFixtures } from './web-journeys/fixtures';
import { ruleSnapshotFixture } from './reports/families/rule-summary';
import { firstAlertId } from './reports/families/alert-summary';
import { settingsFixtures } from './resources/settings-fixtures';
import { snapshotFixtures } from './resources/rules/snapshots';
import { censusStore } from './resources/site-censuses/censuses';
import { configFixtures, configParams } from './resources/fixtures';

/** The first trend name of every report trend operation, keyed by its path without `/{trendName}`. */
function reportTrendNames(): Record<string, Record<string, string>> {
  const byPath: Record<string, Record<string, string>> = {};
  for (const operations of Object.values(reportFamilies)) {
    for (const op of Object.values(operations) as ReportOperation[]) {
      if (op.trendNames?.[0])
        byPath[operationPath(op).replace(/\/\{trendName\}$/, '')] = { trendName: op.trendNames[0] };
    }
  }
  return byPath;
}

/** Real values for path parameters, overall and by path prefix. */
export interface Fixtures {
  apiKey: string;
  nonAdminKey: string;
  params: Record<string, string | number>;
  byPrefix: Record<string, Record<string, string | number>>;
}

/**
 * Coherent path-parameter values from the current database: the audit with the longest
 * completed history, its latest completed run, and the folder, sub-folder and label it uses.
 */
export function fixtures(db: Db): Fixtures {
  const audits = liveAudits(db);
  const audit = audits.find((a) => a.labelIds.length > 0 && db.runs.get(a.id)?.[0]?.completed) ?? audits[0];
  const run = audit ? db.runs.get(audit.id)?.find((r) => r.completed) : undefined;
  const label = audit?.labelIds[0] ?? db.labels.all()[0]?.id;
  const admin = db.users.get(db.apiKeys.get(DEMO_API_KEY)!);
  // An audit whose latest run is still running: what "finish the current run" works on.
  const running = audits.find((a) => {
    const latest = db.runs.get(a.id)?.[0];
    return latest !== undefined && !latest.completed;
  });
  const params: Record<string, string | number> = {
    auditId: audit?.id ?? 0,
    webAuditId: audit?.id ?? 0,
    runId: run?.id ?? 0,
    folderId: audit?.folderId ?? 0,
    domainId: audit?.domainId ?? 0,
    labelId: label ?? 0,
    userId: admin?.id ?? 0,
    // A section page of the fixture run: it has a parent, child pages and tags.
    pageId: (() => {
      const pages = audit && run ? (runData(db, audit.id, run.id)?.pages ?? []) : [];
      return (pages[1] ?? pages[0])?.id ?? '0';
    })(),
    linkDirection: 'from_this_page',
    gridEntityType: 'pages',
    ruleId: webJourneyFixtures(db)?.ruleId ?? 0,
    ...scheduledExportFixtures(db),
    // A tag that fired in the fixture run (report drill-downs by tag).
    tagId: audit && run ? (runVendors(runData(db, audit.id, run.id)!)[0]?.tagId ?? 0) : 0,
    ruleSnapshotId: audit && run ? ruleSnapshotFixture(db, audit.id, run.id) : 0,
    // Snapshot ids of a page filter, a tag and a tag variable that rule summary reports show.
    ...snapshotFixtures(db),
    // A site census that has scanned (not archived): it has results, folders and URLs.
    censusId:
      censusStore(db)
        .all()
        .find((row) => !row.archived && row.sessions.length > 0)?.id ?? 0,
    alertId: audit ? firstAlertId(audit.id) : 0,
    // A consent category, an email inbox with a message, and an action set.
    ...configParams(db),
    // A third-party cookie of the fixture run (report drill-downs for one cookie).
    ...(() => {
      const cookie = audit && run ? runCookies(runData(db, audit.id, run.id)!).at(-1) : undefined;
      return { cookieName: cookie?.name ?? '', cookieDomain: cookie?.domain.replace(/^\./, '') ?? '' };
    })(),
    trendName: 'pageLoadTime',
  };
  return {
    apiKey: DEMO_API_KEY,
    nonAdminKey: DEMO_ANALYST_KEY,
    params,
    byPrefix: {
      '/v2/web-audits': { webAuditId: params.webAuditId!, runId: params.runId!, auditId: params.auditId! },
      '/v2/web-audits/{webAuditId}/runs/current': { webAuditId: running?.id ?? params.webAuditId! },
      '/v3/web-audits': { auditId: params.auditId!, runId: params.runId! },
      '/v3/web-audits/{auditId}/runs/{runId}/pages/{pageId}': {
        pageId: params.pageId!,
        linkDirection: params.linkDirection!,
      },
      '/v3/web-audits/{auditId}/pages/{pageId}/insight-trends': {
        pageId: params.pageId!,
        trendName: 'pageLoadTime',
      },
      '/v3/web-audits/{auditId}/pages/{pageId}/trends/web-vitals': {
        pageId: params.pageId!,
        trendName: 'largest_contentful_paint',
      },
      ...reportTrendNames(),
      // A public report the administrator can edit.
      '/v3/reports/grid/saved': {
        id: db.savedReports.all().find((r) => !r.isManagedByOP && r.visibility === 'public')?.id ?? 0,
      },
      ...(() => {
        const journey = webJourneyFixtures(db);
        return {
          '/v3/web-journeys': {
            webJourneyId: journey?.webJourneyId ?? 0,
            runId: journey?.runId ?? 0,
            actionSequenceId: journey?.actionSequenceId ?? 0,
            actionId: journey?.actionId ?? 0,
          },
          '/v2/web-journeys': { journeyId: journey?.journeyId ?? 0, runId: journey?.runId ?? 0 },
        };
      })(),
      '/v2/manual-journeys': (() => {
        const journey = db.manualJourneys.all()[0];
        const run = journey ? journeyRuns(db, journey.id)[0] : undefined;
        const action = run ? manualStore(db).actions.where((item) => item.runId === run.id)[0] : undefined;
        return {
          manualJourneyId: journey?.id ?? 0,
          runId: run?.id ?? 0,
          actionId: action?.id ?? 0,
          labelId: params.labelId!,
        };
      })(),
      ...configFixtures(db),
      '/v2/folders': { folderId: params.folderId! },
      '/v2/domains': { domainId: params.domainId! },
      '/v2/labels': { labelId: params.labelId! },
      '/v2/users': { userId: params.userId! },
      // Settings resources (mocks/resources): a seeded item of each, and an item type for target searches.
      ...settingsFixtures(db),
    },
  };
}
