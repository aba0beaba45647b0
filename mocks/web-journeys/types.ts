import type { CookieChangeType } from '@/api/web-journeys/run-schemas';
import type { AuditActionRow } from '../db/types';

/** One step of a web journey's script (SequencedAction), as stored. */
export type JourneyActionRow = AuditActionRow;

/** How a run finishes when it is left to complete. */
export type RunOutcome = 'Ok' | 'RulesFailed' | 'ActionFailed';

/** The journey's configuration as a run saw it when it started. */
export interface RunConfig {
  /** The site the run visited. */
  host: string;
  width: number;
  height: number;
  userAgent: string;
  location: string;
  vpnEnabled: boolean;
  gpcEnabled: boolean;
  blockThirdPartyCookies: boolean;
  customProxy?: string;
  blockedTagIds: number[];
  blockedCategoryIds: number[];
  customHeaders: boolean;
}

/** A run of a web journey as stored; its per-action detail is simulated from it on demand. */
export interface JourneyRunRow {
  id: number;
  journeyId: number;
  /** When it started (ms since epoch). */
  startedAt: number;
  /** How long it takes when it runs to the end (ms). */
  durationMs: number;
  outcome: RunOutcome;
  /** Sequence of the action that failed (outcome `ActionFailed`). */
  failedSequence?: number;
  /** A seeded run that is still in progress: the actions it has executed so far. */
  executedSoFar?: number;
  /** A run started through the API: its state follows the clock. */
  live?: boolean;
  /** The script as it was when the run started. */
  actions: JourneyActionRow[];
  config: RunConfig;
}

/** Who gets told when a run completes: recipients and the webhook. */
export interface JourneyNotifications {
  emails: string[];
  alerts: boolean;
  webHookUrl?: string;
}

/** A custom header group of the account (what GET /v3/custom-headers lists). */
export interface HeaderGroupRow {
  id: number;
  groupName: string;
  headers: Array<{ name: string; value: string; type: 'REQUEST' | 'RESPONSE' }>;
  requestUrlFilters: Array<{ requestUrlFilter: string; allowSubdomains: boolean }>;
  applyToAll: boolean;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** Everything the web journey operations keep beside the journeys collection. */
export interface WebJourneyStore {
  /** Journey id → its script in sequence order. */
  actions: Map<number, JourneyActionRow[]>;
  /** Action id → the page a navigating click leads to (what the simulated site does). */
  destinations: Map<number, string>;
  /** Journey id → its runs, newest first. */
  runs: Map<number, JourneyRunRow[]>;
  blocking: Map<number, { tagIds: number[]; tagCategoryIds: number[] }>;
  /** Journey id → the custom header groups applied to it. */
  customHeaders: Map<number, Array<{ groupId: number; isApplyToAll?: boolean }>>;
  notifications: Map<number, JourneyNotifications>;
  /** Journey id → ids of the rules checked on its runs. */
  ruleIds: Map<number, number[]>;
  headerGroups: HeaderGroupRow[];
  nextRunId: number;
  nextActionId: number;
}

/** A cookie a step wrote, and what wrote it. */
export interface CookieWrite {
  name: string;
  domain: string;
  path: string;
  value: string;
  /** Lifetime in days (0 = session cookie, negative = deleted). */
  days: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax' | 'None' | 'Strict';
  initiator:
    | { type: 'HTTP'; requestIndex: number; tagId?: number }
    | { type: 'APP'; tagId: number; line: number; column: number };
}

/** A cookie change of one action, after comparing the write with the cookie jar. */
export interface CookieChangeRow extends CookieWrite {
  change: CookieChangeType;
  sequence: number;
}
