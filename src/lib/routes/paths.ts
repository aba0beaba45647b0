import { segment, withSearch, type SearchInput } from './search';
import type { PageTab, RunRef, RunTab } from './tabs';

/** What every builder also takes: a search (`?…`) and a hash (`#…`) to append. */
interface Extra {
  search?: SearchInput | undefined;
  hash?: string | undefined;
}

type AuditRef = { auditId: number };
type RunAddress = AuditRef & { runId: RunRef };

const audit = ({ auditId }: AuditRef) => `/audits/${auditId}`;
const run = ({ auditId, runId }: RunAddress) => `${audit({ auditId })}/runs/${runId}`;
/** `/segment` when a segment is given and is not the default one, else ''. */
const optional = (value: string | undefined, omitted?: string) =>
  value === undefined || value === '' || value === omitted ? '' : `/${value}`;

/**
 * The builders of every address of the dashboard (the one place app URLs are spelled): each takes
 * the route's params (and optionally `search`/`hash`) and returns the path. See ./patterns.ts.
 */
/** The runs and view of a comparison, as its URL holds them. */
interface CompareView {
  base?: number | undefined;
  head?: number | undefined;
  dim?: string | undefined;
  kind?: string | undefined;
  attr?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const paths = {
  /** `/sign-in[?next=]`: sign in, then go to `next` (an in-app address). */
  signIn: ({ next }: { next?: string } = {}) =>
    next === undefined ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`,

  /** `/[?period=]`: Home, what needs attention across the account (`period`: `24h`, `7d`; else since the last visit). */
  home: ({
    period,
    view,
    kind,
  }: { period?: string | undefined; view?: string | undefined; kind?: string | undefined } = {}) =>
    withSearch('/', { period, view, kind }),
  /** `/audits[?folder=]`: the audit library, optionally filtered to a folder. */
  audits: ({ folder }: { folder?: number | undefined } = {}) => withSearch('/audits', { folder }),
  /** `/audits/archived`: the archived audits. */
  archivedAudits: () => '/audits/archived',
  /** `/audits/new[?from=]`: the new-audit form, optionally duplicating audit `from`. */
  newAudit: ({ from }: { from?: number | undefined } = {}) => withSearch('/audits/new', { from }),
  /** `/audits/:auditId`: an audit's overview. */
  audit: ({ auditId }: AuditRef) => audit({ auditId }),
  /** `/audits/:auditId/settings[/:section]`: an audit's settings (a section of them). */
  auditSettings: ({ auditId, section }: AuditRef & { section?: string | undefined }) =>
    `${audit({ auditId })}/settings${optional(section)}`,
  /** `/audits/:auditId/runs/:runId[/:tab]`: a run (or `latest`), on a tab (`overview`: no segment). */
  run: ({ tab, search, hash, ...ref }: RunAddress & Extra & { tab?: RunTab | undefined }) =>
    withSearch(`${run(ref)}${optional(tab, 'overview')}`, search, hash),
  /** `/audits/:auditId/runs/:runId/reports/:family[/:view]`: a run's report family, optionally one of its views. */
  report: ({
    family,
    view,
    search,
    hash,
    ...ref
  }: RunAddress & Extra & { family: string; view?: string | undefined }) =>
    withSearch(`${run(ref)}/reports/${family}${optional(view)}`, search, hash),
  /** `/audits/:auditId/runs/:runId/pages/:pageId[/:tab]`: one page of a run, on a tab (`info`: no segment). */
  page: ({
    pageId,
    tab,
    search,
    hash,
    ...ref
  }: RunAddress & Extra & { pageId: string; tab?: PageTab | undefined }) =>
    withSearch(`${run(ref)}/pages/${segment(pageId)}${optional(tab, 'info')}`, search, hash),
  /**
   * `/audits/:auditId/compare[?base=&head=&dim=&kind=&attr=&from=&to=]`: two runs of an audit compared
   * (either may be left to pick), optionally on one dimension narrowed to a change kind or transition.
   */
  compare: ({ auditId, ...search }: AuditRef & CompareView) =>
    withSearch(`${audit({ auditId })}/compare`, search),

  /** `/web-journeys`: the web journey list. */
  webJourneys: () => '/web-journeys',
  /** `/web-journeys/:webJourneyId`: one web journey. */
  webJourney: ({ webJourneyId }: { webJourneyId: number }) => `/web-journeys/${webJourneyId}`,
  /** `/web-journeys/:webJourneyId/runs/:runId`: one run of a web journey. */
  webJourneyRun: ({ webJourneyId, runId }: { webJourneyId: number; runId: number }) =>
    `/web-journeys/${webJourneyId}/runs/${runId}`,
  /** `/manual-journeys`: the manual journey list. */
  manualJourneys: () => '/manual-journeys',
  /** `/manual-journeys/:manualJourneyId`: one manual journey. */
  manualJourney: ({ manualJourneyId }: { manualJourneyId: number }) => `/manual-journeys/${manualJourneyId}`,
  /** `/manual-journeys/:manualJourneyId/runs/:runId`: one recording of a manual journey. */
  manualJourneyRun: ({ manualJourneyId, runId }: { manualJourneyId: number; runId: number }) =>
    `/manual-journeys/${manualJourneyId}/runs/${runId}`,

  grid: {
    /** `/grid`: pick the data type of a new grid report. */
    index: () => '/grid',
    /** `/grid/:gridEntityType[?q=]`: the grid builder over one entity type (its query in `q`). */
    builder: ({ type, search }: Extra & { type: string }) => withSearch(`/grid/${type}`, search),
    /** `/grid/saved`: the saved grid report library. */
    savedList: () => '/grid/saved',
    /** `/grid/saved/:id`: a saved grid report opened in the builder. */
    saved: ({ id }: { id: number }) => `/grid/saved/${id}`,
  },

  exports: {
    /** `/exports`: the export list. */
    index: () => '/exports',
    /** `/exports/scheduled`: the scheduled exports. */
    scheduledList: () => '/exports/scheduled',
    /** `/exports/scheduled/:id`: one scheduled export in the editor. */
    scheduled: ({ id }: { id: number }) => `/exports/scheduled/${id}`,
    /** `/exports/scheduled/new[?savedReportId=]`: schedule a (given) saved report. */
    newScheduled: ({ savedReportId }: { savedReportId?: number | undefined } = {}) =>
      withSearch('/exports/scheduled/new', { savedReportId }),
  },

  settings: {
    /** `/settings`: the settings index. */
    index: () => '/settings',
    /** `/settings/:resource`: every item of a configuration resource. */
    list: ({ resource }: { resource: string }) => `/settings/${resource}`,
    /** `/settings/:resource/new`: the create form of a resource. */
    create: ({ resource }: { resource: string }) => `/settings/${resource}/new`,
    /** `/settings/:resource/:id[?tab=]`: one item of a resource (its key encoded), optionally on a tab. */
    item: ({ resource, id, tab }: { resource: string; id: string | number; tab?: string | undefined }) =>
      withSearch(`/settings/${resource}/${segment(id)}`, { tab }),
    /** `/settings/rules/snapshots/:kind/:snapshotId`: the original rule of a rule snapshot (`kind`: a snapshot kind). */
    ruleSnapshot: ({ kind, snapshotId }: { kind: string; snapshotId: number | string }) =>
      `/settings/rules/snapshots/${kind}/${segment(snapshotId)}`,
    /** `/settings/webhooks`: the webhook secret and delivery log. */
    webhooks: () => '/settings/webhooks',
    /** `/settings/webhooks/verify[?delivery=]`: check a signature (of a logged delivery). */
    verifyWebhook: ({ delivery }: { delivery?: number | undefined } = {}) =>
      withSearch('/settings/webhooks/verify', { delivery }),
  },
} as const;
