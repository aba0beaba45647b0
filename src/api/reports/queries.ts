import { queryOptions } from '@tanstack/react-query';
import type { z } from '@/lib/zod';
import { request, type Query } from '../client';
import { operationPath, type ReportOperation } from './define';
import type { ReportFamilies } from './families';
import { loadReportFamily } from './family-loaders';

/** A family with its operations. */
export type ReportFamilyId = keyof ReportFamilies;
/** The operation names of a family. */
export type ReportOpName<F extends ReportFamilyId> = Extract<keyof ReportFamilies[F], string>;
type OpOf<F extends ReportFamilyId, K extends ReportOpName<F>> = ReportFamilies[F][K] & ReportOperation;

/** The answer of a report operation. */
export type ReportResponse<F extends ReportFamilyId, K extends ReportOpName<F>> = z.output<
  OpOf<F, K>['response']
>;
/** The request body of a report operation. */
export type ReportBody<F extends ReportFamilyId, K extends ReportOpName<F>> = OpOf<
  F,
  K
>['body'] extends z.ZodMiniType
  ? z.input<OpOf<F, K>['body']>
  : never;

/** Everything one report call needs besides the family and operation. */
export interface ReportArgs {
  auditId: number;
  runId?: number;
  /** Other path parameters (`tagId`, `trendName`, `alertId`, `ruleSnapshotId`…). */
  params?: Record<string, string | number>;
  /** page, size, sortBy, sortDesc, days. */
  query?: Query;
  body?: unknown;
}

function operationOf(
  operations: Record<string, ReportOperation>,
  family: string,
  name: string,
): ReportOperation {
  const op = operations[name];
  if (!op) throw new Error(`Unknown report operation ${family}/${name}`);
  return op;
}

/** The URL path of a report operation with its parameters filled in. */
export function reportUrl(
  op: ReportOperation,
  family: ReportFamilyId,
  name: string,
  args: ReportArgs,
): string {
  const values: Record<string, string | number | undefined> = {
    auditId: args.auditId,
    runId: args.runId,
    ...args.params,
  };
  return operationPath(op).replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${family}/${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Call one report operation (loading its family first) and check its answer against the family's schema. */
export async function fetchReport<F extends ReportFamilyId, K extends ReportOpName<F>>(
  family: F,
  name: K,
  args: ReportArgs,
  signal?: AbortSignal,
): Promise<ReportResponse<F, K>> {
  const op = operationOf(await loadReportFamily(family), family, name);
  return request(reportUrl(op, family, name, args), {
    method: op.method,
    query: args.query,
    body: op.method === 'POST' ? (args.body ?? {}) : undefined,
    schema: op.response,
    signal,
  }) as Promise<ReportResponse<F, K>>;
}

/** Query options for report operations (a paged view adds `placeholderData: keepPreviousData` itself). */
export const reportQueries = {
  all: () => ['reports'] as const,
  /** Every report of an audit: its runs' reports and its trends across runs. */
  audit: (auditId: number) => [...reportQueries.all(), auditId] as const,
  /** Every report of one run. */
  run: (auditId: number, runId: number) => [...reportQueries.audit(auditId), runId] as const,
  operation: <F extends ReportFamilyId, K extends ReportOpName<F>>(family: F, name: K, args: ReportArgs) =>
    queryOptions({
      queryKey: [...reportQueries.run(args.auditId, args.runId ?? 0), family, name, args] as const,
      queryFn: ({ signal }) => fetchReport(family, name, args, signal),
    }),
  /** The same for screens driven by the registry, where the operation is only known at run time. */
  untyped: (family: ReportFamilyId, name: string, args: ReportArgs) =>
    queryOptions<unknown>({
      queryKey: [...reportQueries.run(args.auditId, args.runId ?? 0), family, name, args] as const,
      queryFn: ({ signal }) => fetchReport(family, name as never, args, signal),
    }),
};
