import { runStatus } from '@/api/audits/run-status';
import type { AuditRunReference, WebAuditSummary } from '@/api/audits/schemas';
import type { SavedReport } from '@/api/grid/schemas';
import { familyIds } from '@/api/reports/family-ids';
import type { ResourceId } from '@/api/resources';
import { resourceScreens } from '@/features/settings/registry';
import { familyLabels } from '@/api/reports/family-ids';
import { formatDateTime } from '@/lib/format';
import { navItems } from '../layout/nav-items';
import { paths, type RunRef } from '@/lib/routes';
import { requestPrint } from '@/components/print/print-store';
import { compareTimes } from '@/lib/compare';

/**
 * One place the palette can jump to, or a command it runs (`run`, then `to` is unused). Labels and
 * descriptions may hold names from the data: shown as text.
 */
export interface PaletteEntry {
  id: string;
  label: string;
  description?: string;
  to: string;
  run?: () => void;
}

/** Most audits, runs and saved reports listed for one query (the rest: type more). */
export const MAX_MATCHES = 8;

/** The words of a query, lower case. */
const termsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether every word of the query occurs in one of the texts (case-insensitive); an empty query matches. */
export function matchesQuery(query: string, ...texts: Array<string | undefined>): boolean {
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return termsOf(query).every((term) => haystack.includes(term));
}

/** The digits of a run query (`#50033`, `#500`), or undefined when the query is not one. */
export function runIdQuery(query: string): string | undefined {
  return /^#\s*(\d+)$/.exec(query.trim())?.[1];
}

/** Entries whose label or description matches the query. */
export function filterEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  return entries.filter((entry) => matchesQuery(query, entry.label, entry.description));
}

/** Places of the dashboard that are not in the main navigation but are worth a jump. */
const extraAreas: PaletteEntry[] = [
  {
    id: 'action-new-audit',
    label: 'New audit',
    description: 'Create an audit of a site',
    to: paths.newAudit(),
  },
  { id: 'area-archived-audits', label: 'Archived audits', to: paths.archivedAudits() },
  { id: 'area-saved-grid-reports', label: 'Saved grid reports', to: paths.grid.savedList() },
];

/** What the palette does to the screen on view: print it (or save it as a PDF). */
export function commandEntries(): PaletteEntry[] {
  return [
    {
      id: 'command-print',
      label: 'Print / Save as PDF',
      description: 'Print this screen, or save it as a PDF',
      to: '',
      run: requestPrint,
    },
  ];
}

/** The top-level areas (the main navigation) and a few lists beside them. */
export function areaEntries(): PaletteEntry[] {
  return [
    ...navItems.map((item) => ({ id: `area-${item.to}`, label: item.label, to: item.to })),
    ...extraAreas,
  ];
}

/** Every settings page of the registry the user may open, then the webhook verifier. */
export function settingsEntries(isAdmin: boolean): PaletteEntry[] {
  const screens = Object.entries(resourceScreens) as Array<
    [ResourceId, (typeof resourceScreens)[ResourceId]]
  >;
  return [
    ...screens
      .filter(([, screen]) => isAdmin || !screen.adminOnly)
      .map(([id, screen]) => ({
        id: `settings-${id}`,
        label: screen.label,
        description: `Settings · ${screen.description}`,
        to: paths.settings.list({ resource: id }),
      })),
    {
      id: 'settings-webhook-verify',
      label: 'Verify a webhook',
      description: 'Webhooks · check a delivery’s signature',
      to: paths.settings.verifyWebhook(),
    },
  ];
}

/** Every report family of a run (`runId` may be `latest`: the audit's latest completed run). */
export function reportEntries(auditId: number, runId: RunRef, runName: string) {
  return familyIds.map((family): PaletteEntry => ({
    id: `report-${family}`,
    label: familyLabels[family],
    description: `Report · ${runName}`,
    to: paths.report({ auditId, runId, family }),
  }));
}

/** Lower-cased names of a list of audits, made once per list (a search then only compares). */
const lowerNames = new WeakMap<readonly WebAuditSummary[], string[]>();

/** Audits whose name (or id) matches the query, in list order, at most {@link MAX_MATCHES}. */
export function matchingAudits(audits: readonly WebAuditSummary[], query: string): WebAuditSummary[] {
  const terms = termsOf(query);
  if (!terms.length) return [];
  let names = lowerNames.get(audits);
  if (!names) lowerNames.set(audits, (names = audits.map((audit) => audit.auditName.toLowerCase())));
  const found: WebAuditSummary[] = [];
  for (let i = 0; i < audits.length && found.length < MAX_MATCHES; i++) {
    const text = `${names[i]!} ${audits[i]!.auditId}`;
    if (terms.every((term) => text.includes(term))) found.push(audits[i]!);
  }
  return found;
}

/** The palette entry of an audit, with where it is filed (`Folder / Sub-folder`) when known. */
export function auditEntry(audit: WebAuditSummary, place?: string): PaletteEntry {
  return {
    id: `audit-${audit.auditId}`,
    label: audit.auditName,
    description: place ? `Audit ${audit.auditId} · ${place}` : `Audit ${audit.auditId}`,
    to: paths.audit({ auditId: audit.auditId }),
  };
}

/** What the palette needs of a run (embedded in an audit, or from its history). */
export type RunLike = Pick<AuditRunReference, 'id' | 'started' | 'completed' | 'totalUrl'>;

/** A run together with the audit it belongs to. */
export interface RunCandidate {
  auditId: number;
  auditName: string;
  run: RunLike;
}

/** A run as the palette lists it: its audit's name, start and state. */
export function runEntry({ auditId, auditName, run }: RunCandidate): PaletteEntry {
  const started = run.started ? `started ${formatDateTime(run.started)}` : 'not started';
  return {
    id: `run-${auditId}-${run.id}`,
    label: `Run #${run.id} · ${auditName}`,
    description: `${started} · ${runStatus(run) ?? 'queued'}`,
    to: paths.run({ auditId, runId: run.id }),
  };
}

/** Each run once (the first candidate of an id wins). */
function uniqueRuns(candidates: readonly RunCandidate[]): RunCandidate[] {
  const seen = new Set<number>();
  return candidates.filter(({ run }) => {
    if (seen.has(run.id)) return false;
    seen.add(run.id);
    return true;
  });
}

/** Runs whose id starts with `digits` (the exact id first), at most {@link MAX_MATCHES}. */
export function runsById(candidates: readonly RunCandidate[], digits: string): PaletteEntry[] {
  const exact = (candidate: RunCandidate) => Number(String(candidate.run.id) === digits);
  return uniqueRuns(candidates)
    .filter(({ run }) => String(run.id).startsWith(digits))
    .sort((a, b) => exact(b) - exact(a))
    .slice(0, MAX_MATCHES)
    .map(runEntry);
}

/** Runs newest first, at most {@link MAX_MATCHES}. */
export function recentRuns(candidates: readonly RunCandidate[]): PaletteEntry[] {
  return uniqueRuns(candidates)
    .sort((a, b) => compareTimes(b.run.started, a.run.started))
    .slice(0, MAX_MATCHES)
    .map(runEntry);
}

/** The palette entry of a saved grid report. */
export function savedReportEntry(report: SavedReport): PaletteEntry {
  return {
    id: `saved-report-${report.id}`,
    label: report.name,
    description: `Saved grid report · ${report.gridEntityType}`,
    to: paths.grid.saved({ id: report.id }),
  };
}
