import type { PageFilters } from '@/api/reports/common';
import type { ReportArgs } from '@/api/reports/queries';
import type { ReportTable, ReportTile, ReportView, ViewParams } from './types';

/** A URL value as the service expects it: ids (`tagId`…) as numbers, the rest (an all-digit account too) as text. */
export const paramValue = (value: string, name: string) =>
  /Id$/.test(name) && /^-?\d+$/.test(value) ? Number(value) : value;

/** Pick the named view parameters that are set, as typed values. */
export function pickParams(names: readonly string[] | undefined, params: ViewParams) {
  const picked: Record<string, string | number> = {};
  for (const name of names ?? []) {
    const value = params[name];
    if (value !== undefined && value !== '') picked[name] = paramValue(value, name);
  }
  return picked;
}

/** The call a drill-down table makes: path parameters, page filters, its body parameters and fixed fields. */
export function tableArgs(
  table: ReportTable,
  base: { auditId: number; runId: number; filters: PageFilters; params: ViewParams },
  query?: ReportArgs['query'],
): ReportArgs {
  return {
    auditId: base.auditId,
    runId: base.runId,
    params: pickParams(table.pathParams, base.params),
    body: {
      ...base.filters,
      ...table.body,
      ...pickParams(table.bodyParams, base.params),
      ...table.bodyFrom?.(base.params),
    },
    query,
  };
}

/** The table a summary number opens: the one it names, else the first its parameters show. */
export function drillTable(
  view: ReportView,
  drill: NonNullable<ReportTile['drill']>,
): ReportTable | undefined {
  const params = drill.params ?? {};
  return (
    view.tables.find((table) => table.id === drill.table) ??
    view.tables.find((table) => (table.needs ?? []).every((name) => params[name] !== undefined))
  );
}

/** The element id of a drill-down table's section (a summary number's link scrolls to it). */
export const tableAnchor = (table: Pick<ReportTable, 'id'>) => `table-${table.id}`;
