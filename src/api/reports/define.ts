import type { z } from '@/lib/zod';

/** Where a report operation lives: a run's reports (RP) or the audit's reports (AP). */
export type ReportScope = 'run' | 'audit';

/** One report operation as the wire needs it; the mock's handlers are generated from these. */
export interface ReportOperation {
  method: 'GET' | 'POST';
  scope: ReportScope;
  /** Path after the scope's prefix; `{name}` segments are path parameters. */
  path: string;
  /** Schema of the JSON request body (POST). */
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** A paged list: the array field, the default page size and each sort key's row field. */
  list?: { items: string; size: number; maxSize?: number; sort?: Readonly<Record<string, string>> };
  /** Values of the `{trendName}` path parameter. */
  trendNames?: readonly string[];
  /** Takes the required `days` query parameter (current-day-relative trends). */
  days?: boolean;
}

/** Largest page a report list serves when the operation sets no maximum of its own. */
const DEFAULT_LIST_MAX_SIZE = 1000;

/** The largest page size a report list accepts (its `maxSize`, else 1,000). */
export const listMaxSize = (list: NonNullable<ReportOperation['list']>): number =>
  list.maxSize ?? DEFAULT_LIST_MAX_SIZE;

/** The operations of one report family, keyed by a short name. */
export type ReportFamilyOperations = Record<string, ReportOperation>;

/** Declare a family's operations, keeping their exact types for the client. */
export function defineFamily<const O extends ReportFamilyOperations>(operations: O): O {
  return operations;
}

/** Spec path of an operation (with `{auditId}` and, for RP, `{runId}`). */
export function operationPath(op: Pick<ReportOperation, 'scope' | 'path'>): string {
  const prefix =
    op.scope === 'run' ? '/v3/web-audits/{auditId}/runs/{runId}/reports' : '/v3/web-audits/{auditId}/reports';
  return `${prefix}/${op.path}`;
}
