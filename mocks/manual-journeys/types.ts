import type { StrictOf } from '@/api/common';
import type { ManualRunState, manualActionSchema } from '@/api/manual-journeys/schemas';
import type { Collection } from '../db/collection';

/** A manual journey run as stored: labels, filters and live-session details live beside it. */
export interface ManualRunRow {
  id: number;
  journeyId: number;
  name: string;
  osOfDevice: string;
  versionOfOs: string;
  /** Whether the session intercepted HTTPS (live sessions do; HAR uploads were captured elsewhere). */
  manageSSL: boolean;
  requestedAt: string;
  startedAt?: string;
  completedAt?: string;
  state: ManualRunState;
  /** How the run was recorded. */
  source: 'live' | 'har';
  labelIds: number[];
  /** URL patterns; when any is set, only matching requests are in the request log and tags. */
  requestFilters: string[];
  /** The proxy a live session's device uses. */
  proxy?: { interface: string; port: number; login: string; password: string };
  /** Rule results, settled when the run completes. */
  rules?: { passed: number; failed: number; broken: number; notApplied: number };
}

/** A step of a run (Action). */
export type ManualActionRow = StrictOf<typeof manualActionSchema>;

/** One request the device made during a run. */
export interface ManualRequestRow {
  id: string;
  runId: number;
  /** The action (step) it belongs to. */
  stepId: number;
  /** When it started (ms since epoch). */
  timestamp: number;
  url: string;
  method: string;
  status: number;
  mimeType: string;
  /** Response size in bytes. */
  size: number;
  /** Duration in milliseconds. */
  time: number;
  /** Tags detected from the URL's host. */
  tagIds: number[];
  /** Set-Cookie header values of its response. */
  setCookies?: string[];
}

/** Everything the manual journey operations keep beside the journeys collection. */
export interface ManualJourneyStore {
  runs: Collection<ManualRunRow>;
  actions: Collection<ManualActionRow>;
  /** Run id → its requests in time order. */
  requests: Map<number, ManualRequestRow[]>;
  /** Journey id → ids of the rules checked on its runs. */
  rules: Map<number, number[]>;
}

/** One request of a run to add (from a HAR entry or a simulated device). */
export interface ManualRequestInput {
  url: string;
  method: string;
  status: number;
  mimeType: string;
  /** Response size in bytes. */
  size: number;
  /** Duration in milliseconds. */
  time: number;
  /** When it started (RFC 3339); requests without one follow each other from the run's start. */
  startedAt?: string;
  /** Name of the step it belongs to (e.g. the HAR file or page); requests with the same name share one action. */
  step?: string;
  /** Set-Cookie header values of its response. */
  setCookies?: string[];
}

/** What `addManualJourneyRun` needs: a name and the requests of the run. */
export interface ManualRunInput {
  name?: string;
  requests: ManualRequestInput[];
  /** How the run was recorded (default `har`). */
  source?: 'live' | 'har';
}
