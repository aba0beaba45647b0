import { z } from '@/lib/zod';
import { dateTime, id } from '../common';

/** GET /v3/web-audits: the slim audit list. */
export const webAuditSummarySchema = z.looseObject({
  auditId: id,
  auditName: z.string(),
  folderId: id,
  domainId: id,
  ownerId: z.optional(id),
  createdAt: z.optional(dateTime),
  updatedAt: z.optional(dateTime),
});
export type WebAuditSummary = z.infer<typeof webAuditSummarySchema>;
export const webAuditSummaryListSchema = z.array(webAuditSummarySchema);

/**
 * A run's supported features. The reference declares an array, but its own example is the string
 * `'[TagLoadtimeReport, ConsoleLogsReport]'`: that form is read as the list it spells.
 */
function featureList<T extends z.ZodMiniType>(item: T, fromName: (name: string) => z.output<T>) {
  const fromText = z.pipe(
    z.string(),
    z.transform((text) =>
      text
        .replace(/^\s*\[|\]\s*$/g, '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(fromName),
    ),
  );
  return z.union([z.array(item), fromText]);
}

/** A run as embedded in a V2 audit when `withRuns` is asked for. */
export const auditRunReferenceSchema = z.looseObject({
  id,
  webAuditId: id,
  userId: id,
  started: z.optional(dateTime),
  completed: z.optional(dateTime),
  score: z.optional(z.int()),
  totalUrl: z.int(),
  taggedUrl: z.int(),
  limit: z.int(),
  adobeAuditor: z.boolean(),
  silentMode: z.boolean(),
  /** Who stopped the run before it had scanned every page ("finish"), when someone did. */
  stoppedEarlyByUserId: z.optional(z.number()),
  supportedFeatures: z.optional(featureList(z.string(), (name) => name)),
});
export type AuditRunReference = z.infer<typeof auditRunReferenceSchema>;

const labelRefSchema = z.looseObject({ id, name: z.string() });

/** Audit options, including the run-completion webhook address. */
export const auditOptionsSchema = z.looseObject({
  fireTags: z.boolean(),
  loadFlash: z.boolean(),
  location: z.string(),
  requestRate: z.int(),
  stripQueryString: z.boolean(),
  userAgent: z.string(),
  blockThirdPartyCookies: z.optional(z.boolean()),
  browserWidth: z.optional(z.int()),
  browserHeight: z.optional(z.int()),
  discoverSitemap: z.optional(z.boolean()),
  gpcEnabled: z.optional(z.boolean()),
  vpnEnabled: z.optional(z.boolean()),
  customProxy: z.optional(z.string()),
  webHookUrl: z.optional(z.string()),
});

/** GET /v2/web-audits and /v2/web-audits/{id}: an audit with its configuration. */
export const auditSchema = z.looseObject({
  id,
  name: z.string(),
  domainId: id,
  folderId: id,
  ownerId: id,
  created: dateTime,
  lastUpdated: dateTime,
  lastRun: z.optional(dateTime),
  nextRun: z.optional(dateTime),
  frequency: z.optional(z.string()),
  limit: z.int(),
  queued: z.boolean(),
  recipients: z.array(z.string()),
  startingUrls: z.array(z.string()),
  labels: z.array(labelRefSchema),
  runs: z.array(auditRunReferenceSchema),
  schedule: z.optional(z.boolean()),
  webAuditRunning: z.optional(z.number()),
  options: z.optional(auditOptionsSchema),
  filters: z.optional(z.looseObject({ include: z.array(z.unknown()), exclude: z.array(z.string()) })),
});
export type Audit = z.infer<typeof auditSchema>;
export const auditListSchema = z.array(auditSchema);

/** GET /v2/web-audits/{id}/runs: one run in an audit's history. */
export const auditRunSchema = z.looseObject({
  id,
  webAuditId: id,
  userId: id,
  started: dateTime,
  completed: z.optional(dateTime),
  completedAt: z.optional(dateTime),
  score: z.int(),
  totalUrl: z.int(),
  taggedUrl: z.int(),
  limit: z.int(),
  adobeAuditor: z.boolean(),
  silentMode: z.boolean(),
  isRuleFailurePresent: z.boolean(),
  /** Who stopped the run before it had scanned every page ("finish"), when someone did. */
  stoppedEarlyByUserId: z.optional(z.number()),
  supportedFeatures: featureList(z.looseObject({ value: z.string() }), (value) => ({ value })),
});
export type AuditRun = z.infer<typeof auditRunSchema>;
export const auditRunListSchema = z.array(auditRunSchema);
