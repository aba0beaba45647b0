import type { AuditRunReference } from '@/api/audits/schemas';
import type { LatestRunItem, RunFailures, RunInfo } from '@/api/runs/schemas';
import { hash32, prng } from './run-data/random';
import type { RunData } from './run-data';
import { auditLocations } from './factories/audit-options';
import { recordedRun } from './run-record';
import type { AuditActionRow, AuditRow, Db, RunRow } from './types';
import { liveAudits } from './views';

const startingUrlErrors = [
  { statusCode: 503 },
  { statusCode: 0, browserError: 'net::ERR_NAME_NOT_RESOLVED' },
  { statusCode: 0, browserError: 'net::ERR_TIMED_OUT' },
  { statusCode: 403 },
];

/** Why an action failed on a page, in the service's words. */
function actionFailure(action: AuditActionRow): string {
  const what = action.description ?? action.actionType;
  const selector = action.selectors?.[0]?.value;
  if (action.actionType === 'watch') return `${what}: timed out after ${action.seconds ?? 10} s`;
  if (action.actionType === 'navto') return `${what}: the page did not load (HTTP 503)`;
  return selector !== undefined
    ? `${what}: no element matches ${String(selector)} within 10 s`
    : `${what}: the action could not be performed`;
}

/** A run as GET /v2/web-audits/{webAuditId}/runs/{runId} serves it (AuditRunSwaggerReference). */
export function runReferenceView(db: Db, auditId: number, run: RunRow): AuditRunReference {
  const recorded = recordedRun(db, auditId, run);
  return { ...recorded, supportedFeatures: run.supportedFeatures.map((feature) => feature.value) };
}

/**
 * The failure report of a run, coherent with it: a failed run (no page scanned) failed on every
 * starting URL; a completed run of an audit with on-page actions sometimes had some fail on a few
 * pages; a run still going reports nothing yet.
 */
export function failuresView(db: Db, audit: AuditRow, run: RunRow, data: RunData): RunFailures {
  const random = prng(hash32(`failures:${run.id}`));
  const report: RunFailures = { preAuditActionResults: { zeroAndOut: false } };
  if (run.completed && run.totalUrl === 0) {
    const groups = new Map<string, { statusCode: number; pageCount: number; browserError?: string }>();
    for (let i = 0; i < Math.max(1, audit.startingUrls.length); i++) {
      const error = random.pick(startingUrlErrors);
      const key = `${error.statusCode}:${error.browserError ?? ''}`;
      const group = groups.get(key) ?? { ...error, pageCount: 0 };
      group.pageCount += 1;
      groups.set(key, group);
    }
    report.startingUrlResults = {
      failureType: 'all_starting_urls_failed_zero_and_out',
      startingUrlFailures: [...groups.values()],
    };
    return report;
  }
  const actions = db.auditConfig.actions.get(audit.id) ?? [];
  if (run.completed && actions.length > 0 && data.pages.length > 0 && random.chance(0.4)) {
    const failed = random.int(1, Math.min(12, data.pages.length));
    report.onPagesActionResults = {
      totalConfiguredCount: actions.length,
      totalFailedCount: failed,
      resultsSample: Array.from({ length: Math.min(3, failed) }, (_, i) => {
        const page = data.pages[(i * 37 + random.int(0, 36)) % data.pages.length]!;
        const action = random.pick(actions);
        return {
          pageUrl: page.url,
          results: [
            { auditActionSnapshotId: action.id ?? action.sequence, failureMessage: actionFailure(action) },
          ],
        };
      }),
    };
  }
  return report;
}

/** How a run was configured (AuditRun_ConfigurationInfoResponseDTO), from its audit's options. */
export function infoView(db: Db, audit: AuditRow, run: RunRow, now = Date.now()): RunInfo {
  const options = audit.options;
  const userAgent = options?.userAgent ?? '';
  const location = auditLocations.find((candidate) => candidate.name === options?.location);
  const blocking = db.auditConfig.blocking.get(audit.id);
  const end = run.completed ? Date.parse(run.completed) : now;
  const host = new URL(audit.startingUrls[0] ?? 'https://www.example.com/').host;
  const include = (audit.filters?.include ?? []).map((item) =>
    typeof item === 'string' ? item : String((item as { value?: unknown }).value ?? ''),
  );
  return {
    blockThirdPartyCookies: options?.blockThirdPartyCookies ?? false,
    browserName: /Chrome\//.test(userAgent) ? 'Chrome' : 'Chromium',
    browserVersion: /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? '',
    customProxy: options?.customProxy ?? '',
    discoverSitemaps: options?.discoverSitemap ?? false,
    ...(options?.discoverSitemap
      ? {
          sitemapData: {
            sitemapsScannedCount: 1,
            sitemapsScanned: [
              { sitemapUrl: `https://${host}/sitemap.xml`, urlsFound: Math.round(run.limit * 1.2) },
            ],
            sitemapsBrokenCount: 0,
            sitemapsBrokenUrls: [],
          },
        }
      : {}),
    filters: { includeFilters: include.filter(Boolean), excludeFilters: audit.filters?.exclude ?? [] },
    gpcEnabled: options?.gpcEnabled ?? false,
    height: options?.browserHeight ?? 768,
    width: options?.browserWidth ?? 1366,
    loginActions: (db.auditConfig.loginActions.get(audit.id) ?? []).length > 0,
    onPageActions: (db.auditConfig.actions.get(audit.id) ?? []).length > 0,
    privacyConsentActions: false,
    locationId: location?.id ?? 0,
    locationName: location?.label ?? options?.location ?? 'Default location',
    runDuration: Math.max(0, Math.round((end - Date.parse(run.started)) / 1000)),
    scanSpeed: options?.requestRate ?? 1,
    startingUrlCount: audit.startingUrls.length,
    urlsScanned: run.totalUrl,
    userAgent,
    vpnEnabled: options?.vpnEnabled ?? false,
    technologyBlockingEnabled: Boolean(
      blocking && blocking.tagIds.length + blocking.tagCategoryIds.length > 0,
    ),
    fileSubstitutionConfigured: false,
    customHeadersApplied: false,
    auditStoppedByUserId: null,
  };
}

/** Every live audit that has run, with its latest run: the newest completed one, else the one going. */
export function latestRunsView(db: Db): LatestRunItem[] {
  return liveAudits(db).flatMap((audit) => {
    const runs = db.runs.get(audit.id) ?? [];
    const run = runs.find((r) => r.completed) ?? runs[0];
    if (!run) return [];
    const domain = db.domains.get(audit.domainId);
    return [
      {
        id: audit.id,
        name: audit.name,
        latestRun: {
          id: run.id,
          ...(run.completed ? { completedAt: run.completed } : {}),
          pageCount: run.totalUrl,
        },
        domainInfo: { id: audit.domainId, name: domain?.name ?? `Sub-folder ${audit.domainId}` },
        labels: audit.labelIds.flatMap((id) => {
          const label = db.labels.get(id);
          return label ? [{ id: label.id, name: label.name }] : [];
        }),
      },
    ];
  });
}
