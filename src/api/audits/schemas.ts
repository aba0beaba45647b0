import { z } from 'zod';
import { dateTime, id } from '../common';

/** GET /v3/web-audits: the slim audit list. */
export const webAuditSummarySchema = z.looseObject({
  auditId: id,
  auditName: z.string(),
  folderId: id,
  domainId: id,
  ownerId: id.optional(),
  createdAt: dateTime.optional(),
  updatedAt: dateTime.optional(),
});
export type WebAuditSummary = z.infer<typeof webAuditSummarySchema>;
export const webAuditSummaryListSchema = z.array(webAuditSummarySchema);

/**
 * A run's supported features. The reference declares an array, but its own example is the string
 * `'[TagLoadtimeReport, ConsoleLogsReport]'`: that form is read as the list it spells.
 */
function featureList<T extends z.ZodType>(item: T, fromName: (name: string) => z.output<T>) {
  const fromText = z.string().transform((text) =>
    text
      .replace(/^\s*\[|\]\s*$/g, '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(fromName),
  );
  return z.union([z.array(item), fromText]);
}

/** A run as embedded in a V2 audit when `withRuns` is asked for. */
export const auditRunReferenceSchema = z.looseObject({
  id,
  webAuditId: id,
  userId: id,
  started: dateTime.optional(),
  completed: dateTime.optional(),
  score: z.number().int().optional(),
  totalUrl: z.number().int(),
  taggedUrl: z.number().int(),
  limit: z.number().int(),
  adobeAuditor: z.boolean(),
  silentMode: z.boolean(),
  supportedFeatures: featureList(z.string(), (name) => name).optional(),
});
export type AuditRunReference = z.infer<typeof auditRunReferenceSchema>;

const labelRefSchema = z.looseObject({ id, name: z.string() });

/** Audit options, including the run-completion webhook address. */
export const auditOptionsSchema = z.looseObject({
  fireTags: z.boolean(),
  loadFlash: z.boolean(),
  location: z.string(),
  requestRate: z.number().int(),
  stripQueryString: z.boolean(),
  userAgent: z.string(),
  blockThirdPartyCookies: z.boolean().optional(),
  browserWidth: z.number().int().optional(),
  browserHeight: z.number().int().optional(),
  discoverSitemap: z.boolean().optional(),
  gpcEnabled: z.boolean().optional(),
  vpnEnabled: z.boolean().optional(),
  customProxy: z.string().optional(),
  webHookUrl: z.string().optional(),
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
  lastRun: dateTime.optional(),
  nextRun: dateTime.optional(),
  frequency: z.string().optional(),
  limit: z.number().int(),
  queued: z.boolean(),
  recipients: z.array(z.string()),
  startingUrls: z.array(z.string()),
  labels: z.array(labelRefSchema),
  runs: z.array(auditRunReferenceSchema),
  schedule: z.boolean().optional(),
  webAuditRunning: z.number().optional(),
  options: auditOptionsSchema.optional(),
  filters: z.looseObject({ include: z.array(z.unknown()), exclude: z.array(z.string()) }).optional(),
});
export type Audit = z.infer<typeof auditSchema>;
export const auditListSchema = z.array(auditSchema);

/** GET /v2/web-audits/{id}/runs: one run in an audit's history. */
export const auditRunSchema = z.looseObject({
  id,
  webAuditId: id,
  userId: id,
  started: dateTime,
  completed: dateTime.optional(),
  completedAt: dateTime.optional(),
  score: z.number().int(),
  totalUrl: z.number().int(),
  taggedUrl: z.number().int(),
  limit: z.number().int(),
  adobeAuditor: z.boolean(),
  silentMode: z.boolean(),
  isRuleFailurePresent: z.boolean(),
  supportedFeatures: featureList(z.looseObject({ value: z.string() }), (value) => ({ value })),
});
export type AuditRun = z.infer<typeof auditRunSchema>;
export const auditRunListSchema = z.array(auditRunSchema);
