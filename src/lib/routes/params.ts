import { z } from '@/lib/zod';
import type { RouteName } from './patterns';

/** A positive whole id as an address spells it: digits only, a safe integer above 0. */
export const positiveId = z.pipe(
  z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
  z.int().check(z.positive()).check(z.maximum(Number.MAX_SAFE_INTEGER)),
);

/** An id from a path segment or search value: the number, or undefined when missing or not a positive id. */
export const parseId = (raw: string | null | undefined): number | undefined => positiveId.safeParse(raw).data;

const text = z.string().check(z.minLength(1));
const optionalText = z.optional(z.string());
/** An optional id search parameter: a value that is no id reads as absent. */
const searchId = z.catch(z.optional(positiveId), undefined);

const auditParams = z.object({ auditId: positiveId });
const runParams = z.extend(auditParams, { runId: positiveId });

/**
 * The params of every route with params (src/lib/routes/patterns.ts), parsed: ids are positive
 * numbers; tabs, families and sections stay text (their screens say when one is unknown).
 */
export const routeParams = {
  audit: auditParams,
  auditSettings: z.extend(auditParams, { section: optionalText }),
  latestRun: auditParams,
  run: z.extend(runParams, { tab: optionalText }),
  compare: auditParams,
  report: z.extend(runParams, { family: text, view: optionalText }),
  page: z.extend(runParams, { pageId: text, tab: optionalText }),
  webJourney: z.object({ webJourneyId: positiveId }),
  webJourneyRun: z.object({ webJourneyId: positiveId, runId: positiveId }),
  manualJourney: z.object({ manualJourneyId: positiveId }),
  manualJourneyRun: z.object({ manualJourneyId: positiveId, runId: positiveId }),
  gridBuilder: z.object({ gridEntityType: text }),
  savedGridReport: z.object({ id: positiveId }),
  scheduledExport: z.object({ id: z.union([z.literal('new'), positiveId]) }),
  settingsList: z.object({ resource: text }),
  settingsNew: z.object({ resource: text }),
  settingsItem: z.object({ resource: text, id: text }),
  ruleSnapshot: z.object({ kind: text, snapshotId: text }),
} satisfies Partial<Record<RouteName, z.ZodMiniType>>;

/** A route that has params. */
export type ParamsRoute = keyof typeof routeParams;
/** The parsed params of a route. */
export type RouteParams<N extends ParamsRoute> = z.output<(typeof routeParams)[N]>;

/** A route's params (from `useParams()` or a loader), parsed; undefined when one of them is not valid. */
export function parseRouteParams<N extends ParamsRoute>(
  name: N,
  params: Readonly<Record<string, string | undefined>>,
): RouteParams<N> | undefined {
  return routeParams[name].safeParse(params).data as RouteParams<N> | undefined;
}

/** The text a list is narrowed to (`q`): '' when the address has none. */
const filterText = z.catch(z.string(), '');
/** A table's sort as the address spells it (`sort=name,-score`), undefined when it names none. */
const sortText = optionalText;

/**
 * The search parameters of each route, as text or ids (what `paths` writes and a screen parses); a
 * value that is not valid reads as absent. What a value means (a known status, a dimension, a sort
 * column) is for the screen to decide.
 */
export const routeSearch = {
  home: z.object({ period: optionalText, view: optionalText, kind: optionalText }),
  audits: z.object({
    folder: searchId,
    sub: searchId,
    q: filterText,
    labels: optionalText,
    sort: sortText,
    view: optionalText,
    status: optionalText,
    scoreMin: optionalText,
    scoreMax: optionalText,
  }),
  archivedAudits: z.object({ sort: sortText }),
  audit: z.object({ sort: sortText }),
  /** A run's tabs; `status` narrows the pages tab to a status class (`2xx`…`5xx`) or one code (`404`). */
  run: z.object({ status: optionalText, sort: sortText }),
  newAudit: z.object({ from: optionalText }),
  compare: z.object({
    base: optionalText,
    head: optionalText,
    dim: optionalText,
    kind: optionalText,
    attr: optionalText,
    from: optionalText,
    to: optionalText,
    sort: sortText,
  }),
  webJourneys: z.object({
    q: filterText,
    domain: searchId,
    monitored: optionalText,
    frequency: filterText,
    sort: sortText,
  }),
  manualJourneys: z.object({ q: filterText, sort: sortText }),
  savedGridReports: z.object({
    q: filterText,
    favorites: optionalText,
    owned: optionalText,
    visibility: optionalText,
    sort: sortText,
  }),
  exports: z.object({
    q: filterText,
    status: optionalText,
    type: optionalText,
    by: searchId,
    sort: sortText,
  }),
  scheduledExports: z.object({ q: filterText, sort: sortText }),
  scheduledExport: z.object({ savedReportId: searchId }),
  webhookVerify: z.object({ delivery: searchId }),
  settingsList: z.object({ q: filterText, sort: sortText }),
} satisfies Partial<Record<RouteName, z.ZodMiniType>>;

/** A route's search parameters, parsed (see {@link routeSearch}). */
export function parseRouteSearch<N extends keyof typeof routeSearch>(
  name: N,
  search: URLSearchParams,
): z.output<(typeof routeSearch)[N]> {
  return routeSearch[name].parse(Object.fromEntries(search)) as z.output<(typeof routeSearch)[N]>;
}
