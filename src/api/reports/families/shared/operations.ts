import { z } from '@/lib/zod';
import {
  pagedSchema,
  reportPageShape,
  reportPageSort,
  runTrendsSchema,
  specificTrendSchema,
  tagInfoShape,
} from '../../common';

/** A whole-number figure of a report answer. */
export const count = () => z.int();

/** Whole-number fields named `keys` (a summary's or trend's counts). */
export function counts<const K extends string>(keys: readonly K[]): { [P in K]: ReturnType<typeof count> } {
  return Object.fromEntries(keys.map((key) => [key, count()])) as { [P in K]: ReturnType<typeof count> };
}

/** Each figure of the whole run as `total…Count` (a run trend's figures). */
export function totalCounts<const F extends string>(figures: readonly F[]) {
  return counts(figures.map((figure) => `total${figure}Count` as const));
}

/** Each figure as `total…Count` (the whole run) and `filtered…Count` (what the request selects), in that order. */
export function totalAndFiltered<const F extends string>(figures: readonly F[]) {
  return counts(figures.flatMap((figure) => [`total${figure}Count`, `filtered${figure}Count`] as const));
}

/** A run report operation (RP, POST) answering `response` for `body`. */
export function runOperation<const P extends string, B extends z.ZodMiniType, R extends z.ZodMiniType>(
  path: P,
  body: B,
  response: R,
) {
  return { method: 'POST', scope: 'run', path, body, response } as const;
}

/** A paged run list (RP, POST): `list` names the rows' array field, the page size and sort keys; `row` is one row. */
export function listOperation<
  const P extends string,
  B extends z.ZodMiniType,
  const L extends { items: string; size: number; sort?: Record<string, string> },
  R extends z.ZodMiniType,
>(path: P, body: B, list: L, row: R) {
  return {
    method: 'POST',
    scope: 'run',
    path,
    body,
    list,
    response: pagedSchema<L['items'], R>(list.items, row),
  } as const;
}

/** A run report's summary (RP, POST): the figures of `shape` for what `body` selects. */
export function summaryOperation<
  const P extends string,
  B extends z.ZodMiniType,
  S extends z.core.$ZodLooseShape,
>(path: P, body: B, shape: S) {
  return runOperation(path, body, z.looseObject(shape));
}

/** An answer listing tags under `tags`: each tag's identity and the figures of `shape`. */
export function tagsResponse<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.looseObject({ tags: z.array(z.looseObject({ ...tagInfoShape, ...shape })) });
}

/** A family's run-relative `trends` (RP, the figures of `runShape`) and current-day-relative `trend` (AP). */
export function trendOperations<
  const P extends string,
  const T extends readonly string[],
  S extends z.core.$ZodLooseShape,
>(path: P, trendNames: T, runShape: S) {
  return {
    trends: { method: 'GET', scope: 'run', path: `${path}/trends`, response: runTrendsSchema(runShape) },
    trend: {
      method: 'GET',
      scope: 'audit',
      path: `${path}/trends/{trendName}`,
      trendNames,
      days: true,
      response: specificTrendSchema,
    },
  } as const;
}

/** A paged run list of pages (RP, POST, 50 a page): the common page columns and sort keys plus the family's own. */
export function pagesOperation<
  const P extends string,
  B extends z.ZodMiniType,
  S extends z.core.$ZodLooseShape,
  const O extends Record<string, string>,
>(path: P, body: B, shape: S, sort: O) {
  return listOperation(
    path,
    body,
    { items: 'pages', size: 50, sort: { ...reportPageSort, ...sort } },
    z.looseObject({ ...reportPageShape, ...shape }),
  );
}
