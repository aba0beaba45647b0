import { z } from '@/lib/zod';
import { listMaxSize, operationPath, type ReportOperation } from '@/api/reports/define';
import { reportFamilies } from '@/api/reports/families';
import { booleanParam, compareValues, pageOf, readQuery } from '../lib/query';
import { idParam, type MockContext, type Route } from '../lib/route';
import { auditReportContext, runReportContext } from '../reports/context';
import { reportMocks } from '../reports/index';

type Row = Record<string, unknown>;
type Compute = (ctx: unknown) => unknown;

function listQuery(list: NonNullable<ReportOperation['list']>) {
  const sortKeys = Object.keys(list.sort ?? {});
  return z.object({
    page: z._default(z.coerce.number().check(z.int()).check(z.minimum(0)), 0),
    size: z._default(
      z.coerce
        .number()
        .check(z.int())
        .check(z.minimum(1))
        .check(z.maximum(listMaxSize(list))),
      list.size,
    ),
    sortBy: sortKeys.length ? z.optional(z.enum(sortKeys as [string, ...string[]])) : z.undefined(),
    sortDesc: z.optional(booleanParam),
  });
}

/** A row's value at a field path (`tagLoadTimeDistribution.below500` reads a nested field). */
const fieldValue = (row: Row, field: string) =>
  field.split('.').reduce<unknown>((value, key) => (value as Row | undefined)?.[key], row);

/** Sort every row by the requested key's field, then answer one page with its metadata. */
function servePage(op: ReportOperation, rows: Row[], query: URLSearchParams) {
  const list = op.list!;
  const { page, size, sortBy, sortDesc } = readQuery(listQuery(list), query);
  let ordered = rows;
  if (sortBy) {
    const field = list.sort![sortBy]!;
    const direction = sortDesc ? -1 : 1;
    ordered = rows
      .map((row, index) => ({ row, index }))
      .sort(
        (a, b) =>
          direction * compareValues(fieldValue(a.row, field) as never, fieldValue(b.row, field) as never) ||
          a.index - b.index,
      )
      .map(({ row }) => row);
  }
  const { items, pagination } = pageOf(ordered, page, size);
  return { metadata: { pagination }, [list.items]: items };
}

/** Path ids of report operations (`tagId`, `alertId`, `ruleSnapshotId`): 404 unless a whole number. */
function checkIds(ctx: MockContext) {
  for (const name of Object.keys(ctx.params)) {
    if (/Id$/.test(name) && name !== 'auditId' && name !== 'runId')
      idParam(ctx, name, name.replace(/Id$/, ''));
  }
}

/**
 * Every report family operation, generated from the wire registry: the body checked against its
 * schema, the run or audit found (404 otherwise), the family's mock computing the answer, and
 * lists sorted and paged here the same way for all of them.
 */
export const reportHandlers = (route: Route) =>
  Object.entries(reportFamilies).flatMap(([family, operations]) =>
    Object.entries(operations).map(([name, operation]) => {
      const op: ReportOperation = operation;
      const compute = (reportMocks as Record<string, Record<string, Compute>>)[family]![name]!;
      return route(op.method === 'GET' ? 'get' : 'post', operationPath(op), { body: op.body }, (ctx) => {
        checkIds(ctx);
        const context = op.scope === 'run' ? runReportContext(ctx) : auditReportContext(ctx, op);
        const result = compute(context);
        return op.list ? servePage(op, result as Row[], ctx.query) : result;
      });
    }),
  );
