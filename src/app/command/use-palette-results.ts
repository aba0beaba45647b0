import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { auditQueries } from '@/api/audits/queries';
import type { NamedRun } from '@/api/audits/palette-runs';
import { savedReportQueries } from '@/api/grid/queries';
import { useCurrentUser } from '@/api/account/current-user';
import { LATEST_RUN } from '@/lib/routes';
import {
  MAX_MATCHES,
  areaEntries,
  commandEntries,
  auditEntry,
  filterEntries,
  matchesQuery,
  matchingAudits,
  recentRuns,
  reportEntries,
  runIdQuery,
  runsById,
  savedReportEntry,
  settingsEntries,
  type PaletteEntry,
  type RunCandidate,
} from './palette-entries';

/** One group of results: its entries, or why it has none yet. */
export interface PaletteGroup {
  id: string;
  label: string;
  entries: PaletteEntry[];
  /** Its read is still in flight. */
  loading?: boolean;
  /** Its read failed: what to tell, and how to try again. */
  error?: { message: string; retry: () => void };
}

/** The audit and run the current address is about, if any. */
function pageContext(pathname: string): { auditId?: number; runId?: number } {
  const match = /^\/audits\/(\d+)(?:\/runs\/(\d+)(?:\/|$))?/.exec(pathname);
  if (!match) return {};
  return { auditId: Number(match[1]), runId: match[2] ? Number(match[2]) : undefined };
}

/** The loading and error state of a read, for a group. */
function readState(query: UseQueryResult<unknown>, active = true): Pick<PaletteGroup, 'loading' | 'error'> {
  if (!active) return {};
  if (query.isError) {
    const message = query.error instanceof Error ? query.error.message : '';
    return { error: { message: message || 'The service did not answer', retry: () => void query.refetch() } };
  }
  return { loading: query.isPending };
}

/** Runs read from the runs grid, as candidates. */
const candidatesOf = (runs: readonly NamedRun[] | undefined): RunCandidate[] =>
  (runs ?? []).map((run) => ({
    auditId: run.auditId,
    auditName: run.auditName,
    run: { id: run.runId, started: run.started, completed: run.completed, totalUrl: run.pages ?? 0 },
  }));

/**
 * What the command palette lists for a (debounced) query: audits by name, runs (of matched audits,
 * of this audit, or by `#id`), the report families of the current or latest run, saved grid reports,
 * the areas and every settings page. Reads start only while `enabled` (the palette is open).
 */
export function usePaletteResults(query: string, enabled: boolean): PaletteGroup[] {
  const { pathname } = useLocation();
  const { isAdmin } = useCurrentUser();
  const context = pageContext(pathname);
  // The account's slim audit list, shared with the audit library; runs come from the runs grid.
  const audits = useQuery({ ...auditQueries.summaries(), enabled });
  const history = useQuery({
    ...auditQueries.runs(context.auditId ?? 0),
    enabled: enabled && context.auditId !== undefined,
  });
  const saved = useQuery({
    ...savedReportQueries.list({ name: query || undefined }),
    enabled: enabled && query !== '',
    placeholderData: keepPreviousData,
  });

  const digits = runIdQuery(query);
  const allAudits = audits.data ?? [];
  const current = allAudits.find((audit) => audit.auditId === context.auditId);
  const matched = digits ? [] : matchingAudits(allAudits, query);
  const byId = useQuery({
    ...auditQueries.runById(Number(digits ?? 0)),
    enabled: enabled && digits !== undefined && Number.isSafeInteger(Number(digits)),
  });
  const recent = useQuery({
    ...auditQueries.recentRunsOf(matched.map((audit) => audit.auditId)),
    enabled: enabled && matched.length > 0,
    placeholderData: keepPreviousData,
  });
  const last = useQuery({ ...auditQueries.lastRun(), enabled: enabled && context.auditId === undefined });
  const { auditId } = context;
  const historyRuns: RunCandidate[] =
    auditId === undefined
      ? []
      : (history.data ?? []).map((run) => ({
          auditId,
          auditName: current?.auditName ?? `Audit ${auditId}`,
          run,
        }));

  const groups: PaletteGroup[] = [];
  if (query && !digits) {
    groups.push({
      id: 'audits',
      label: 'Audits',
      entries: matched.map((audit) => auditEntry(audit)),
      ...readState(audits),
    });
  }
  if (digits) {
    groups.push({
      id: 'runs',
      label: 'Runs',
      entries: runsById([...historyRuns, ...candidatesOf(byId.data)], digits),
      ...readState(byId),
    });
  } else if (query) {
    // The audits group already says when the search is pending or failed.
    const ofMatched = matched.length ? candidatesOf(recent.data) : [];
    groups.push({ id: 'runs', label: 'Recent runs', entries: recentRuns(ofMatched) });
  } else if (context.auditId !== undefined) {
    groups.push({
      id: 'runs',
      label: 'Runs of this audit',
      entries: recentRuns(historyRuns),
      ...readState(history),
    });
  }

  const reportAudit = context.auditId ?? matched[0]?.auditId ?? last.data?.auditId;
  if (reportAudit !== undefined) {
    const name =
      allAudits.find((audit) => audit.auditId === reportAudit)?.auditName ??
      (last.data?.auditId === reportAudit ? last.data.auditName : `audit ${reportAudit}`);
    const reports =
      context.runId !== undefined
        ? reportEntries(reportAudit, context.runId, `run #${context.runId} of ${name}`)
        : reportEntries(reportAudit, LATEST_RUN, `latest run of ${name}`);
    groups.push({
      id: 'reports',
      label: context.runId !== undefined ? 'Reports of this run' : 'Reports of the latest run',
      entries: digits ? [] : filterEntries(reports, query),
    });
  }

  if (query && !digits) {
    const reports = (saved.data?.items ?? []).filter((report) => matchesQuery(query, report.name));
    groups.push({
      id: 'saved-reports',
      label: 'Saved grid reports',
      entries: reports.slice(0, MAX_MATCHES).map(savedReportEntry),
      ...readState(saved),
    });
  }
  groups.push({ id: 'commands', label: 'Commands', entries: filterEntries(commandEntries(), query) });
  groups.push({ id: 'areas', label: 'Go to', entries: filterEntries(areaEntries(), query) });
  groups.push({ id: 'settings', label: 'Settings', entries: filterEntries(settingsEntries(isAdmin), query) });
  return groups.filter((group) => group.entries.length > 0 || group.loading || group.error);
}
