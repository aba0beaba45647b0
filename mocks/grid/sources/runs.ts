import type { Db, DomainRow, FolderRow, UserRow, WebJourneyRow } from '../../db/types';
import { hash32, prng } from '../../db/run-data/random';
import { vendors } from '../../db/run-data';
import { auditColumns, runColumns } from '../blocks';
import { bool, col, lift, type ColumnSpec } from '../columns';
import { iso, memoPerDb, type RunCtx } from '../context';
import { journeyRunStatus } from '../enums';

/** Audit runs grid columns: the run, its score, and its audit. */
export const auditRunColumns: ColumnSpec<RunCtx>[] = [
  ...runColumns,
  col.integer(
    'SCORE_TOTAL',
    'Score',
    (r) => (r.run.completed && r.run.totalUrl > 0 ? r.run.score : null),
    'measure',
    {
      nullable: true,
    },
  ),
  ...lift(auditColumns, (r: RunCtx) => r.audit),
];

const HOUR = 3_600_000;
/** Hours between runs of a journey by frequency (at least 6 h apart in the generated history). */
const everyHours: Record<string, number> = {
  '15 minutes': 6,
  '1 hour': 6,
  '6 hours': 6,
  '12 hours': 12,
  daily: 24,
  weekly: 168,
  biweekly: 336,
  monthly: 720,
  paused: 24,
  once: 0,
};
const HISTORY = 20;
const actionTypes = ['navto', 'click', 'input', 'watch', 'execute'] as const;
const statusWeights: Array<[string, number]> = [
  ['Passed', 0.72],
  ['Rule failures', 0.16],
  ['Action failed', 0.12],
];

/** One generated run of a web journey. */
export interface JourneyRunCtx {
  journey: WebJourneyRow;
  owner: UserRow | undefined;
  domain: DomainRow | undefined;
  folder: FolderRow | undefined;
  runId: number;
  startedAt: number;
  durationMs: number | null;
  status: string;
  mostRecent: boolean;
  actionsConfigured: number;
  actionsExecuted: number;
  failedAction: { sequence: number; type: string } | null;
  rulesConfigured: number;
  rulesFailed: number;
  tagIds: number[];
  cookies: number;
}

function journeyRuns(db: Db, journey: WebJourneyRow): JourneyRunCtx[] {
  const stable = prng(hash32(`journey:${journey.id}`));
  const actionsConfigured = stable.int(4, 12);
  const rulesConfigured = stable.int(0, 6);
  const created = Date.parse(journey.createdAt ?? new Date(db.options.now).toISOString());
  const gap = (everyHours[journey.frequency ?? 'daily'] ?? 24) * HOUR;
  const count = gap === 0 ? 1 : HISTORY;
  const latest = journey.frequency === 'paused' ? db.options.now - 14 * 24 * HOUR : db.options.now;
  const owner = db.users.get(journey.userId);
  const domain = db.domains.get(journey.domainId);
  const folder = journey.folderId == null ? undefined : db.folders.get(journey.folderId);
  const runs: JourneyRunCtx[] = [];
  for (let k = 0; k < count; k++) {
    const random = prng(hash32(`journey-run:${journey.id}:${k}`));
    const startedAt = (gap === 0 ? created + 24 * HOUR : latest - k * gap) - random.int(5, 90) * 60_000;
    if (startedAt < created) break;
    const running = k === 0 && journey.frequency !== 'paused' && random.chance(0.1);
    let roll = random.next();
    const status = running
      ? 'In progress'
      : (statusWeights.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'Passed');
    const failedAt = status === 'Action failed' ? random.int(1, actionsConfigured) : null;
    runs.push({
      journey,
      owner,
      domain,
      folder,
      runId: 900_000 + journey.id * 100 + k,
      startedAt,
      durationMs: running ? null : random.int(35, 420) * 1000,
      status,
      mostRecent: k === 0,
      actionsConfigured,
      actionsExecuted: running ? random.int(0, actionsConfigured - 1) : (failedAt ?? actionsConfigured),
      failedAction: failedAt === null ? null : { sequence: failedAt, type: random.pick(actionTypes) },
      rulesConfigured,
      rulesFailed: status === 'Rule failures' ? random.int(1, Math.max(1, rulesConfigured)) : 0,
      tagIds: vendors.filter(() => random.chance(0.45)).map((vendor) => vendor.tagId),
      cookies: random.int(4, 28),
    });
  }
  return runs;
}

/** The run history of every web journey: up to 20 runs each, newest first, spaced by its frequency. */
export const journeyRunContexts = memoPerDb('journey-runs', (db): JourneyRunCtx[] =>
  db.webJourneys.all().flatMap((journey) => journeyRuns(db, journey)),
);

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
  col.intId('WEB_JOURNEY_RUN_ID', 'Run ID', (r) => r.runId),
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
  col.timestamp('RUN_STARTED_AT', 'Run started', (r) => iso(r.startedAt)),
  col.timestamp(
    'RUN_COMPLETED_AT',
    'Run completed',
    (r) => (r.durationMs === null ? null : iso(r.startedAt + r.durationMs)),
    {
      nullable: true,
    },
  ),
  col.integer('RUN_DURATION', 'Run duration (ms)', (r) => r.durationMs, 'measure', { nullable: true }),
  bool('IS_MOST_RECENT_RUN', 'Most recent run', (r) => r.mostRecent),
  col.enumeration('WJ_RUN_STATUS', 'Run status', journeyRunStatus.def, (r) => journeyRunStatus.id(r.status)),
  col.integer('ACTIONS_CONFIGURED_COUNT', 'Actions', (r) => r.actionsConfigured, 'count'),
  col.integer('ACTIONS_EXECUTED_COUNT', 'Actions run', (r) => r.actionsExecuted, 'count'),
  bool('HAS_ACTIONS_FAILURE', 'Action failed', (r) => r.failedAction !== null),
  col.integer(
    'FAILED_ACTION_SEQUENCE_NUMBER',
    'Failed action #',
    (r) => r.failedAction?.sequence ?? null,
    'code',
    {
      nullable: true,
    },
  ),
  col.text('FAILED_ACTION_TYPE', 'Failed action type', (r) => r.failedAction?.type ?? null),
  col.integer('TOTAL_CONFIGURED_RULES_COUNT', 'Rules', (r) => r.rulesConfigured, 'count'),
  col.integer('TOTAL_FAILED_RULES_COUNT', 'Failed rules', (r) => r.rulesFailed, 'count'),
  col.integer('TOTAL_UNIQUE_TAGS_COUNT', 'Unique tags', (r) => r.tagIds.length, 'count'),
  col.integer('TOTAL_UNIQUE_COOKIES_COUNT', 'Unique cookies', (r) => r.cookies, 'count'),
];
