import type { Db, DomainRow, FolderRow, UserRow, WebJourneyRow } from '../../db/types';
import { hash32 } from '../../db/run-data/random';
import { runDetail, runState, type RunDetail, type RunState } from '../../web-journeys/runs';
import { failureOf } from '../../web-journeys/simulate';
import { journeyStore } from '../../web-journeys/store';
import type { JourneyRunRow, RunOutcome } from '../../web-journeys/types';
import { auditColumns, runColumns } from '../blocks';
import { bool, col, lift, type ColumnSpec } from '../columns';
import { iso, memoPerDb, type RunCtx } from '../context';
import { journeyRunStatus } from '../enums';
import { scorePartColumns, totalScoreColumn } from './run-scores';
import { runTotalColumns } from './run-totals';

/** Audit runs grid columns: the run, its score, and its audit. */
export const auditRunColumns: ColumnSpec<RunCtx>[] = [
  ...runColumns,
  totalScoreColumn,
  ...scorePartColumns,
  ...runTotalColumns,
  ...lift(auditColumns, (r: RunCtx) => r.audit),
];

/** One run of a web journey, as the journey store holds it, with where it stands now. */
export interface JourneyRunCtx {
  journey: WebJourneyRow;
  owner: UserRow | undefined;
  domain: DomainRow | undefined;
  folder: FolderRow | undefined;
  run: JourneyRunRow;
  state: RunState;
  mostRecent: boolean;
  /** Rules the journey checks. */
  rulesConfigured: number;
  /** The run's simulated detail (steps, requests, cookie changes), read only by the columns that need it. */
  detail: () => RunDetail;
}

const outcomeLabels: Record<RunOutcome, string> = {
  Ok: 'Passed',
  RulesFailed: 'Rule failures',
  ActionFailed: 'Action failed',
};

/** How the run stands now, in the words of the grid's `web_journey_run_status` enumeration. */
const statusOf = (r: JourneyRunCtx) =>
  r.state.stage === 'running' ? 'In progress' : outcomeLabels[r.run.outcome];

/** The action that failed, once a run that fails has completed. */
const failedActionOf = (r: JourneyRunCtx) =>
  r.state.stage === 'completed' && r.run.outcome === 'ActionFailed' && r.run.failedSequence !== undefined
    ? r.run.actions[r.run.failedSequence]
    : undefined;

/** Failed rules of a completed run with rule failures (at least 1, at most the rules it checks). */
function rulesFailedOf(r: JourneyRunCtx): number {
  if (r.state.stage !== 'completed' || r.run.outcome !== 'RulesFailed') return 0;
  return 1 + (hash32(`journey-run-rules:${r.run.id}`) % Math.max(1, r.rulesConfigured));
}

/**
 * What the journey-run rows depend on besides the database: each journey's run list, and where
 * each run that follows the clock stands now (a run started through the API moves on by itself).
 */
function storeVersion(db: Db): string {
  const store = journeyStore(db);
  const parts: string[] = [];
  for (const [journeyId, runs] of store.runs) {
    const moving = runs
      .filter((run) => run.live)
      .map((run) => {
        const state = runState(db, run);
        return `${run.id}:${state.stage}:${state.executed}`;
      });
    parts.push(`${journeyId}:${runs.length}:${runs[0]?.id ?? ''}:${moving.join(',')}`);
  }
  return parts.join(';');
}

/** Every run of every web journey, journeys in order, each journey's runs newest first (the journey store's runs). */
export const journeyRunContexts = memoPerDb(
  'journey-runs',
  (db): JourneyRunCtx[] => {
    const store = journeyStore(db);
    return db.webJourneys.all().flatMap((journey) => {
      const owner = db.users.get(journey.userId);
      const domain = db.domains.get(journey.domainId);
      const folder = journey.folderId == null ? undefined : db.folders.get(journey.folderId);
      const rulesConfigured = (store.ruleIds.get(journey.id) ?? []).length;
      return (store.runs.get(journey.id) ?? []).map((run, index) => {
        let detail: RunDetail | undefined;
        return {
          journey,
          owner,
          domain,
          folder,
          run,
          state: runState(db, run),
          mostRecent: index === 0,
          rulesConfigured,
          detail: () => (detail ??= runDetail(db, store, run)),
        };
      });
    });
  },
  storeVersion,
);

/** Tags that fired (not blocked) in the run's steps. */
function uniqueTags(r: JourneyRunCtx): number {
  const ids = new Set<number>();
  for (const step of r.detail().steps)
    for (const request of step.requests)
      if (request.tagId !== undefined && !request.blocked) ids.add(request.tagId);
  return ids.size;
}

/** Cookies (name and domain) the run's steps added or changed. */
const uniqueCookies = (r: JourneyRunCtx) =>
  new Set(r.detail().changes.map((change) => `${change.name}|${change.domain.replace(/^\./, '')}`)).size;

/** Web journey runs grid columns. */
export const journeyRunColumns: ColumnSpec<JourneyRunCtx>[] = [
  col.intId('WEB_JOURNEY_ID', 'Journey ID', (r) => r.journey.id),
  col.text('WEB_JOURNEY_NAME', 'Journey', (r) => r.journey.name, { nullable: false }),
  col.reference(
    'WEB_JOURNEY',
    'Journey (reference)',
    'web_journey',
    [
      ['id', 'WEB_JOURNEY_ID'],
      ['name', 'WEB_JOURNEY_NAME'],
    ],
    (r) => [r.journey.id, r.journey.name],
  ),
  col.intId('WEB_JOURNEY_RUN_ID', 'Run ID', (r) => r.run.id),
  col.timestamp('WEB_JOURNEY_CREATED_AT', 'Journey created', (r) => r.journey.createdAt ?? null),
  col.text(
    'SCHEDULE_NAME',
    'Schedule',
    (r) => r.journey.schedule?.description ?? r.journey.frequency ?? null,
  ),
  bool('IS_PAUSED', 'Paused', (r) => r.journey.schedule?.isPaused ?? r.journey.frequency === 'paused'),
  col.intId('OWNER_ID', 'Owner ID', (r) => r.journey.userId),
  col.text('OWNER_FIRST_NAME', 'Owner first name', (r) => r.owner?.firstName ?? null),
  col.text('OWNER_LAST_NAME', 'Owner last name', (r) => r.owner?.lastName ?? null),
  col.text('OWNER_EMAIL', 'Owner email', (r) => r.owner?.email ?? null),
  col.intId('FOLDER_ID', 'Folder ID', (r) => r.journey.folderId ?? null, { nullable: true }),
  col.text('FOLDER_NAME', 'Folder', (r) => r.folder?.name ?? null),
  col.intId('SUB_FOLDER_ID', 'Sub-folder ID', (r) => r.journey.domainId),
  col.text('SUB_FOLDER_NAME', 'Sub-folder', (r) => r.domain?.name ?? null),
  col.text('LOCATION', 'Location', (r) => r.journey.location ?? null),
  col.text('USER_AGENT', 'User agent', (r) => r.journey.userAgentDescription ?? r.journey.userAgent ?? null),
  col.integer('BROWSER_WIDTH', 'Browser width', (r) => r.journey.browserWidth ?? null, 'code'),
  col.integer('BROWSER_HEIGHT', 'Browser height', (r) => r.journey.browserHeight ?? null, 'code'),
  bool('GPC_SIGNAL', 'GPC signal', (r) => r.journey.gpcEnabled ?? false),
  bool(
    'BLOCK_THIRD_PARTY_COOKIES',
    'Block 3rd-party cookies',
    (r) => r.journey.blockThirdPartyCookies ?? false,
  ),
  bool('MONITOR_JOURNEY', 'Monitored', (r) => r.journey.monitoredByScriptServices ?? false),
  col.text('NOTES', 'Notes', (r) => r.journey.notes ?? null),
  col.timestamp('RUN_STARTED_AT', 'Run started', (r) => iso(r.run.startedAt)),
  col.timestamp(
    'RUN_COMPLETED_AT',
    'Run completed',
    (r) => (r.state.completedAt === undefined ? null : iso(r.state.completedAt)),
    { nullable: true },
  ),
  col.integer(
    'RUN_DURATION',
    'Run duration (ms)',
    (r) => (r.state.completedAt === undefined ? null : r.state.completedAt - r.run.startedAt),
    'measure',
    { nullable: true },
  ),
  bool('IS_MOST_RECENT_RUN', 'Most recent run', (r) => r.mostRecent),
  col.enumeration('WJ_RUN_STATUS', 'Run status', journeyRunStatus.def, (r) =>
    journeyRunStatus.id(statusOf(r)),
  ),
  col.integer('ACTIONS_CONFIGURED_COUNT', 'Actions', (r) => r.run.actions.length, 'count'),
  col.integer('ACTIONS_EXECUTED_COUNT', 'Actions run', (r) => r.state.executed, 'count'),
  bool('HAS_ACTIONS_FAILURE', 'Action failed', (r) => failedActionOf(r) !== undefined),
  col.integer(
    'FAILED_ACTION_SEQUENCE_NUMBER',
    'Failed action #',
    (r) => (failedActionOf(r) ? r.run.failedSequence! + 1 : null),
    'code',
    { nullable: true },
  ),
  col.text('FAILED_ACTION_TYPE', 'Failed action type', (r) => failedActionOf(r)?.actionType ?? null),
  col.text('FAILED_ACTION_NAME', 'Failed action', (r) => failedActionOf(r)?.description ?? null),
  col.text('FAILED_ACTION_ERROR', 'Failed action error', (r) => {
    const action = failedActionOf(r);
    return action ? failureOf(action).message : null;
  }),
  col.integer(
    'TOTAL_CONFIGURED_RULES_COUNT',
    'Rules',
    (r) => Math.max(r.rulesConfigured, rulesFailedOf(r)),
    'count',
  ),
  col.integer('TOTAL_FAILED_RULES_COUNT', 'Failed rules', rulesFailedOf, 'count'),
  col.integer('TOTAL_UNIQUE_TAGS_COUNT', 'Unique tags', uniqueTags, 'count'),
  col.integer('TOTAL_UNIQUE_COOKIES_COUNT', 'Unique cookies', uniqueCookies, 'count'),
];
