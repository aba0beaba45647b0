import type { AuditReportContext, HistoryRun, RunReportContext } from './context';

const memo = new WeakMap<object, Map<string, unknown>>();

/** Compute once per run's data and key (trends reuse the figures of every earlier run). */
export function remember<T>(owner: object, key: string, make: () => T): T {
  let cache = memo.get(owner);
  if (!cache) memo.set(owner, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** GET RP/<family>/trends: the figures of this run and the runs before it, oldest first. */
export function runTrends<T extends Record<string, number>>(
  ctx: RunReportContext,
  figures: (item: HistoryRun) => T,
) {
  return {
    runs: ctx
      .history()
      .map((item) => ({ runId: item.run.id, completedAt: item.run.completed, ...figures(item) })),
  };
}

/** GET AP/<family>/trends/{trendName}: one figure per run of the last `days` days, oldest first. */
export function auditTrend(ctx: AuditReportContext, value: (item: HistoryRun) => number) {
  return {
    runs: ctx.history().map((item) => ({
      runId: item.run.id,
      completedAt: item.run.completed,
      trendValue: value(item),
    })),
  };
}
