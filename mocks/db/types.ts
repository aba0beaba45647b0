import type {
  consentCategorySchema,
  consentCookieEntrySchema,
  consentRequestDomainEntrySchema,
  consentTagEntrySchema,
} from '@/api/consent-categories/schemas';
import type { StrictOf } from '@/api/common';
import type { accountSchema } from '@/api/account/schemas';
import type { userSchema } from '@/api/users/schemas';
import type { folderSchema } from '@/api/folders/schemas';
import type { domainSchema } from '@/api/domains/schemas';
import type { auditRunSchema, auditSchema } from '@/api/audits/schemas';
import type { webJourneySchema } from '@/api/web-journeys/schemas';
import type { manualJourneySchema } from '@/api/manual-journeys/schemas';
import type { savedReportSchema } from '@/api/grid/schemas';
import type { exportItemSchema } from '@/api/exports/schemas';
import type { auditActionSchema } from '@/api/audits/config-schemas';
import type { ruleSchema } from '@/api/rules/schemas';
import type { Collection } from './collection';

type Account = StrictOf<typeof accountSchema>;
/** A user record. */
export type UserRow = StrictOf<typeof userSchema>;
type Folder = StrictOf<typeof folderSchema>;
type Domain = StrictOf<typeof domainSchema>;
type Audit = StrictOf<typeof auditSchema>;
/** A run record. */
export type RunRow = StrictOf<typeof auditRunSchema>;

/** Folder as stored: counts are derived when it is served. */
export type FolderRow = Pick<Folder, 'id' | 'name' | 'createdAt' | 'createdByUserId'>;
/** Sub-folder as stored: totals are derived when served. */
export type DomainRow = Pick<
  Domain,
  'id' | 'name' | 'domain' | 'folderId' | 'createdAt' | 'userId' | 'dataLayer'
>;
/** Label as stored: its attached items are derived when served. */
export interface LabelRow {
  id: number;
  name: string;
}
/** Audit as stored: runs and label objects are joined when served. */
export type AuditRow = Omit<Audit, 'runs' | 'labels' | 'lastRun'> & { labelIds: number[]; deleted?: boolean };

/** A web journey record, served as is. */
export type WebJourneyRow = StrictOf<typeof webJourneySchema>;
/** A manual journey as stored: label objects are joined when served. */
export type ManualJourneyRow = Omit<StrictOf<typeof manualJourneySchema>, 'labels'> & { labelIds: number[] };
/**
 * A saved grid report as stored: what is per caller (favorite, last viewed, editable) is derived
 * when served from who marked it and when each user last opened it.
 */
export type SavedReportRow = Omit<
  StrictOf<typeof savedReportSchema>,
  'isFavorite' | 'isEditable' | 'myLastViewed'
> & {
  createdAt: string;
  favoriteUserIds: number[];
  /** User id → when that user last opened the report. */
  lastViewedBy: Record<number, string>;
};
/** An Export Center entry as stored: the download link is built from `fileUuid` when served. */
export type ExportRow = Omit<StrictOf<typeof exportItemSchema>, 'exportId' | 'exportDownloadLink'> & {
  id: number;
  fileUuid: string;
};

/** A consent category as stored, with its rules; `labelIds` and attached audits live here too. */
export type ConsentCategoryRow = StrictOf<typeof consentCategorySchema> & {
  cookies: StrictOf<typeof consentCookieEntrySchema>[];
  tags: StrictOf<typeof consentTagEntrySchema>[];
  requestDomains: StrictOf<typeof consentRequestDomainEntrySchema>[];
  labelIds: number[];
};

/** An audit action or login action as stored (SequencedAction). */
export type AuditActionRow = StrictOf<typeof auditActionSchema>;
/** A rule of the account's rule library (V2 Rule): label objects are joined when served. */
export type RuleRow = Omit<StrictOf<typeof ruleSchema>, 'labels'> & { labelIds: number[] };
/** A run started through the API: its state follows from the clock (mocks/db/run-lifecycle.ts). */
export interface LiveRun {
  runId: number;
  auditId: number;
  userId: number;
  /** When the start was requested (ms since epoch). */
  requestedAt: number;
  /** Pages the run scans when it is left to complete. */
  pages: number;
  score: number;
  /** When "finish" stopped it early (ms since epoch). */
  stoppedAt?: number;
  /** Who stopped it early. */
  stoppedBy?: number;
}
/** How long a started run stays queued, then running (ms). */
export interface RunTimeline {
  queuedMs: number;
  runningMs: number;
}
/** A consent category as it was applied to a run. */
export interface ConsentSnapshotRow {
  snapshotId: number;
  consentCategoryId: number;
  name: string;
  notes?: string;
  type: 'approved' | 'unapproved';
  /** The category's lists as they were when the run used it (a later edit leaves the run as it was). */
  lists: Pick<ConsentCategoryRow, 'cookies' | 'tags' | 'requestDomains'>;
}
/** An audit's settings kept beside its row, by audit id (runs: by run id). */
export interface AuditConfig {
  notes: Map<number, string>;
  actions: Map<number, AuditActionRow[]>;
  loginActions: Map<number, AuditActionRow[]>;
  blocking: Map<number, { tagIds: number[]; tagCategoryIds: number[] }>;
  ruleIds: Map<number, number[]>;
  /** Archived audits: when and by whom. */
  archived: Map<number, { deletedAt: string; deletedBy: number }>;
  /** Run id → the consent categories applied to it, frozen when first needed. */
  consentSnapshots: Map<number, ConsentSnapshotRow[]>;
  /** Run id → when its consent categories were last reprocessed. */
  reprocessedAt: Map<number, string>;
  /**
   * Run id → the host the run scanned, as its audit's starting URLs said when it started (the
   * seeded runs get theirs when their audit is first edited; until then they scan what it says).
   */
  scannedHosts: Map<number, string>;
  nextActionId: number;
}

/** The accounts the mock can describe (`MOCK_SCENARIO`). */
export type MockScenario = 'seeded' | 'empty' | 'large-account' | 'huge-account';

/** Tunable behaviour of the mock (env for the server, query string in the browser). */
export interface MockOptions {
  seed: number;
  scale: 'small' | 'large';
  /**
   * Which account the data describes: `seeded` (default) or `empty` — the same account with no
   * audits yet (no runs, exports or audit settings), as a new user finds it, or `large-account` —
   * 5,000 audits in 300 sub-folders (mocks/db/scenarios.ts).
   */
  scenario?: MockScenario;
  hostile: boolean;
  latencyMs: number;
  failureRate: number;
  /** Reference "now" for generated dates (ms since epoch). */
  now: number;
  /** Durations of a started run's states (default: queued 1 s, running 4 s). */
  runTimeline?: RunTimeline;
  /**
   * Running as the stub server (`npm run mock:server`): run-completion webhooks are POSTed for real,
   * and webhook addresses may be plain http to this machine (mocks/webhooks).
   */
  stubServer?: boolean;
}

/** The whole mock database: every collection the handlers read and write. */
export interface Db {
  options: MockOptions;
  account: Account;
  /** API key → user id. */
  apiKeys: Map<string, number>;
  users: Collection<UserRow>;
  folders: Collection<FolderRow>;
  domains: Collection<DomainRow>;
  labels: Collection<LabelRow>;
  audits: Collection<AuditRow>;
  /** Audit id → its runs, newest first. */
  runs: Map<number, RunRow[]>;
  nextRunId: number;
  webJourneys: Collection<WebJourneyRow>;
  manualJourneys: Collection<ManualJourneyRow>;
  savedReports: Collection<SavedReportRow>;
  exports: Collection<ExportRow>;
  consentCategories: Collection<ConsentCategoryRow>;
  /** Audit id → ids of the consent categories applied to it. */
  auditConsentCategories: Map<number, number[]>;
  /** The account's rule library. */
  rules: Collection<RuleRow>;
  /** Audit settings: notes, actions, blocking, rules, archive records, consent snapshots. */
  auditConfig: AuditConfig;
  /** Run id → runs started through the API that are not settled as completed yet. */
  liveRuns: Map<number, LiveRun>;
  /**
   * Copies (`MOCK_SCENARIO=huge-account`): audit id → the seeded audit whose site it scans, and run
   * id → the seeded run whose record (pages and results) it repeats. Absent in the other scenarios.
   */
  copies?: { audits: Map<number, number>; runs: Map<number, { auditId: number; runId: number }> };
}
