import type { FamilyId } from '@/api/reports/families';
import { reportFamilyOperations } from '@/api/reports/family-loaders';
import type { ReportArgs } from '@/api/reports/queries';
import { parseSortParam } from '@/components/url-state/useSearchParam';
import type { ReportTable, ReportTrend, ReportView, ViewParams } from './types';

/** The view's parameters as the URL sets them (unset ones undefined). */
export function viewParams(view: ReportView, search: URLSearchParams): ViewParams {
  return Object.fromEntries(
    Object.keys(view.params ?? {}).map((name) => [name, search.get(name) ?? undefined]),
  );
}

/**
 * What a trend panel reads for the trend and range the URL names (the family's first trend, and
 * the runs up to this one, by default): the trend shown, whether it is run-relative (else its days), and the call.
 */
export function trendRead(
  family: FamilyId,
  trends: readonly ReportTrend[],
  run: { auditId: number; runId: number },
  trend: string | null,
  range: string | null,
) {
  const selected = trends.find((candidate) => candidate.name === trend) ?? trends[0]!;
  const runRelative = (range ?? 'run') === 'run' && selected.runField !== undefined;
  const days = runRelative ? undefined : Number(range) || 30;
  const opName = runRelative ? (selected.runOp ?? 'trends') : (selected.op ?? 'trend');
  const op = reportFamilyOperations(family)[opName]!;
  const args: ReportArgs = {
    ...run,
    params: op.trendNames ? { trendName: selected.name } : undefined,
    query: op.days ? { days } : undefined,
  };
  return { selected, runRelative, days, opName, args };
}

/**
 * What a drill-down table reads: its call with the page (`<table>.page`, from 1) and server sort
 * (`<table>.sort`, one key) the URL names, for an operation that pages; a whole answer otherwise.
 */
export function tableRead(family: FamilyId, table: ReportTable, args: ReportArgs, search: URLSearchParams) {
  const list = reportFamilyOperations(family)[table.op]!.list;
  const page = Math.max(1, Number(search.get(`${table.id}.page`)) || 1);
  const sort = parseSortParam(search.get(`${table.id}.sort`)).slice(0, 1);
  const serverSort =
    sort[0] && Object.entries(list?.sort ?? {}).find(([, field]) => field === sort[0]!.id)?.[0];
  const query = list
    ? {
        page: page - 1,
        size: list.size,
        sortBy: serverSort,
        sortDesc: serverSort ? sort[0]!.desc : undefined,
      }
    : undefined;
  return { page, sort, args: { ...args, query } };
}
