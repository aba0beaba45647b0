import { runConsent, statusCounts, type Compliance, type RunConsent } from '../../consent';
import type { AuditReportContext, HistoryRun, RunReportContext } from '../../context';
import { auditTrend, runTrends } from '../../trends';

/** The run totals of a privacy family counting one kind of item (`noun`: Cookie, Tag). */
export type PrivacyTotals<N extends string> = Record<
  `totalUnique${N}Count` | `totalApproved${N}Count` | `totalUnapproved${N}Count`,
  number
>;

/** How many of a run's items there are and how many of them are approved and unapproved, fields named after `noun`. */
export function privacyTotals<N extends string>(noun: N, items: Compliance[]): PrivacyTotals<N> {
  const counts = statusCounts(items);
  return {
    [`totalUnique${noun}Count`]: items.length,
    [`totalApproved${noun}Count`]: counts.approved,
    [`totalUnapproved${noun}Count`]: counts.unapproved,
  } as PrivacyTotals<N>;
}

/**
 * The summary of a privacy family counting one kind of item (`noun`): the run's pages and the selected
 * ones, the run's totals, and the selected items (their compliance) and pages by status.
 */
export function privacySummary<N extends string>(
  noun: N,
  ctx: RunReportContext<unknown>,
  consent: RunConsent,
  selection: { pages: Array<{ unapproved: boolean }>; items: Compliance[] },
  totals: PrivacyTotals<N>,
) {
  const filtered = statusCounts(selection.items);
  return {
    totalPageCount: ctx.data.pages.length,
    filteredPageCount: selection.pages.length,
    ...totals,
    [`filteredUnique${noun}Count`]: selection.items.length,
    [`filteredApproved${noun}Count`]: filtered.approved,
    [`filteredUnapproved${noun}Count`]: filtered.unapproved,
    [`filteredPageWithUnapproved${noun}Count`]: selection.pages.filter((entry) => entry.unapproved).length,
    runHasNoConsentCategoriesAssigned: consent.categories.length === 0,
  } as PrivacyTotals<N> & {
    totalPageCount: number;
    filteredPageCount: number;
    runHasNoConsentCategoriesAssigned: boolean;
  } & Record<
      | `filteredUnique${N}Count`
      | `filteredApproved${N}Count`
      | `filteredUnapproved${N}Count`
      | `filteredPageWithUnapproved${N}Count`,
      number
    >;
}

/**
 * A privacy family's `trends` and `trend`: the figures of each earlier run under that run's consent
 * categories, `trendValue` naming the figure each trend name follows.
 */
export function privacyTrends<F extends Record<string, number>>(
  figures: (item: HistoryRun, consent: RunConsent, auditId: number) => F,
  trendValue: Readonly<Record<string, keyof F>>,
) {
  const of = (ctx: Pick<RunReportContext, 'db' | 'audit'>, item: HistoryRun) =>
    figures(item, runConsent(ctx.db, ctx.audit.id, item.run.id), ctx.audit.id);
  return {
    trends: (ctx: RunReportContext<unknown>) => runTrends(ctx, (item) => of(ctx, item)),
    trend: (ctx: AuditReportContext) => auditTrend(ctx, (item) => of(ctx, item)[trendValue[ctx.trendName]!]!),
  };
}
