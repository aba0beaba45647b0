import { z } from '@/lib/zod';
import { tagSchema } from '../audits/config-schemas';
import { dateTime, id } from '../common';

const labelRefSchema = z.looseObject({ id, name: z.string() });

/** GET /v2/manual-journeys: a recorded journey on a device (Journey). */
export const manualJourneySchema = z.looseObject({
  id,
  name: z.string(),
  folderId: id,
  userId: id,
  journeyType: z.optional(z.int()),
  osOfDevice: z.string(),
  versionOfOs: z.string(),
  emails: z.array(z.string()),
  labels: z.optional(z.array(labelRefSchema)),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type ManualJourney = z.infer<typeof manualJourneySchema>;
export const manualJourneyListSchema = z.array(manualJourneySchema);

/** Device operating systems offered when a journey is created (the field itself is free text). */
export const deviceOperatingSystems = ['iOS', 'Android', 'iPadOS', 'Windows', 'macOS'] as const;

/** Body of POST /v2/manual-journeys and PUT /v2/manual-journeys/{manualJourneyId} (JourneyRequest). */
export const manualJourneyInputSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter a name' }))
    .check(z.maxLength(255, { error: 'Use at most 255 characters' })),
  folderId: z
    .number({ error: 'Choose a folder' })
    .check(z.int())
    .check(z.positive({ error: 'Choose a folder' })),
  /** Empty for a journey built from HAR files of a desktop browser (no device). */
  osOfDevice: z
    .string()
    .check(z.trim())
    .check(z.maxLength(50, { error: 'Use at most 50 characters' })),
  versionOfOs: z
    .string()
    .check(z.trim())
    .check(z.maxLength(30, { error: 'Use at most 30 characters' })),
  emails: z.array(z.email({ error: 'Enter a valid email address' })).check(
    z.maxLength(50, {
      error: 'Use at most 50 recipients',
    }),
  ),
  journeyType: z.optional(z.int()),
});
export type ManualJourneyInput = z.infer<typeof manualJourneyInputSchema>;

/** GET /v2/manual-journeys/certificates/default: the root certificate a device trusts (Certificate). */
export const certificateSchema = z.looseObject({ id: z.string(), name: z.string() });
export type Certificate = z.infer<typeof certificateSchema>;

/** Where a device sends its traffic during a live session (ProxyInfo). */
export const proxyInfoSchema = z.looseObject({
  interface: z.string(),
  port: z.int(),
  authorization: z.optional(z.looseObject({ login: z.string(), password: z.string() })),
});
export type ProxyInfo = z.infer<typeof proxyInfoSchema>;

/** POST /v2/manual-journeys/{manualJourneyId}: a live session that was started (InitializedJourney). */
export const initializedJourneySchema = z.looseObject({
  journeyId: id,
  runId: id,
  name: z.string(),
  proxyInfo: proxyInfoSchema,
  certificate: z.optional(certificateSchema),
});
export type InitializedJourney = z.infer<typeof initializedJourneySchema>;

/**
 * A run's status. The reference types it as an opaque object (a serialised enumeration value):
 * accepted as a plain string too, and read through `runState`.
 */
export const runStatusSchema = z.union([
  z.string(),
  z.looseObject({ value: z.optional(z.string()), name: z.optional(z.string()) }),
]);

/** The states a run moves through, as the dashboard names them. */
export const manualRunStates = ['running', 'paused', 'completed', 'failed'] as const;
export type ManualRunState = (typeof manualRunStates)[number];

/** Rule results of a run, for the journey's own rules and for its actions (RuleResultOverview). */
const ruleOverviewSchema = z.looseObject({
  passed: z.int(),
  failed: z.int(),
  broken: z.int(),
  notApplied: z.int(),
});

/** One step of a run: what the person did on the device (Action). */
export const manualActionSchema = z.looseObject({
  id,
  runId: id,
  name: z.string(),
  actionType: z.int(),
  sequence: z.int(),
  note: z.optional(z.string()),
});
export type ManualAction = z.infer<typeof manualActionSchema>;

/** Kinds of action a step can be, by their wire number. */
export const manualActionTypes = [1, 2, 3, 4, 5, 6] as const;

/** Body of POST …/runs/{runId}/actions: a step to add at the end of the run. */
export const manualActionInputSchema = z.object({
  name: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'Enter what was done in this step' }))
    .check(z.maxLength(200, { error: 'Use at most 200 characters' })),
  actionType: z
    .number({ error: 'Choose a kind of step' })
    .check(z.int())
    .check(
      z.refine((value) => (manualActionTypes as readonly number[]).includes(value), {
        error: 'Choose a kind of step',
      }),
    ),
  note: z.optional(
    z
      .string()
      .check(z.trim())
      .check(z.maxLength(1000, { error: 'Use at most 1000 characters' })),
  ),
});
export type ManualActionInput = z.infer<typeof manualActionInputSchema>;

/** GET /v2/manual-journeys/{manualJourneyId}/runs[/{runId}]: one recorded session (JourneyRun). */
export const manualJourneyRunSchema = z.looseObject({
  id,
  journeyId: id,
  name: z.string(),
  osOfDevice: z.string(),
  versionOfOs: z.string(),
  manageSSL: z.boolean(),
  requestedAt: dateTime,
  startedAt: z.optional(dateTime),
  completedAt: z.optional(dateTime),
  status: runStatusSchema,
  labels: z.optional(z.array(labelRefSchema)),
  certificate: z.optional(certificateSchema),
  proxyInfo: z.optional(z.string()),
  rulesDetails: z.optional(
    z.looseObject({ actionRuleOverview: ruleOverviewSchema, globalRuleOverview: ruleOverviewSchema }),
  ),
  /** The run's actions in order, when the service includes them (the reference has no list operation). */
  actions: z.optional(z.array(manualActionSchema)),
});
export type ManualJourneyRun = z.infer<typeof manualJourneyRunSchema>;
export const manualJourneyRunListSchema = z.array(manualJourneyRunSchema);

/** The state of a run, whichever way the service spells its status. */
export function runState(run: Pick<ManualJourneyRun, 'status'>): string {
  const { status } = run;
  const name = typeof status === 'string' ? status : (status.value ?? status.name ?? '');
  return name.trim().toLowerCase() || 'unknown';
}

/** How many rules a run's overview counts (passed, failed, broken or not applied); 0: it checked none. */
export function ruleCount(overview: z.infer<typeof ruleOverviewSchema>): number {
  return overview.passed + overview.failed + overview.broken + overview.notApplied;
}

/** A run that is still recording: it can be paused, resumed and stopped. */
export function isLive(run: Pick<ManualJourneyRun, 'status'>): boolean {
  const state = runState(run);
  return state === 'running' || state === 'paused';
}

/** Commands a live session accepts. */
export const runControlCommands = ['pause', 'resume', 'stop'] as const;
export type RunControlCommand = (typeof runControlCommands)[number];

/** Body of POST …/runs/{runId}/control. */
export const runControlInputSchema = z.object({ command: z.enum(runControlCommands) });

/** GET/PUT …/labels and …/runs/{runId}/labels: the ids of the labels attached. */
export const labelIdListSchema = z.array(z.number());

/** Body of PUT …/labels: the labels to keep (Label objects per the reference; bare ids are accepted too). */
export const labelAssignmentInputSchema = z.array(
  z.union([id, z.object({ id, name: z.optional(z.string()) })]),
);
export type LabelAssignmentInput = z.infer<typeof labelAssignmentInputSchema>;

/** GET/PUT /v2/manual-journeys/{manualJourneyId}/rules: ids of the rules checked on every run. */
export const ruleIdListSchema = z.array(z.int());

/** GET/PUT …/runs/{runId}/request-filters: URL patterns; when any is set, only matching requests count. */
export const requestFilterListSchema = z.array(z.string());

/** Body of PUT …/runs/{runId}/request-filters. */
export const requestFiltersInputSchema = z
  .array(
    z
      .string()
      .check(z.trim())
      .check(z.minLength(1, { error: 'Enter a URL or host pattern' }))
      .check(z.maxLength(500, { error: 'Use at most 500 characters' })),
  )
  .check(z.maxLength(50, { error: 'Use at most 50 filters' }));

/** One name/value pair of a logged request or response (RequestLogProperty). */
const requestLogPropertySchema = z.looseObject({ propName: z.string(), propValue: z.string() });
export type RequestLogProperty = z.infer<typeof requestLogPropertySchema>;

/** GET …/runs/{runId}/request-logs: one request the device made (RequestLog). */
export const requestLogSchema = z.looseObject({
  id: z.string(),
  stepId: z.int(),
  timestamp: z.number(),
  enabledSsl: z.boolean(),
  journeyTagIds: z.array(z.string()),
  requestInfo: z.array(requestLogPropertySchema),
  responseInfo: z.array(requestLogPropertySchema),
  requestLog: z.string(),
});
export type RequestLog = z.infer<typeof requestLogSchema>;
export const requestLogListSchema = z.array(requestLogSchema);

/** GET …/runs/{runId}/tags: a tag detected in the run's requests (Tag). */
export const journeyTagSchema = z.extend(tagSchema, {
  numSignatures: z.optional(z.number()),
  numVariables: z.optional(z.number()),
});
export type JourneyTag = z.infer<typeof journeyTagSchema>;
export const journeyTagListSchema = z.array(journeyTagSchema);
