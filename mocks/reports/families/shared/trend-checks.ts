import { expect } from 'vitest';
import type { ReportFamilyId } from '@/api/reports/queries';
import type { reportTestMock } from '../../test-harness';

type Call = ReturnType<typeof reportTestMock>['call'];
type Run = { auditId: number; runId: number };

/** A family's `trendName` figure of the run in its current-day-relative trend over the last 390 days. */
export async function dayTrendValue(
  call: Call,
  family: ReportFamilyId,
  { auditId, runId }: Run,
  trendName: string,
) {
  const days = await call(family, 'trend', { auditId, params: { trendName }, query: { days: 390 } });
  const same = days.body.runs.find((item: { runId: number }) => item.runId === runId);
  return same.trendValue;
}

/**
 * Checks that a family's run-relative trends end with the run and that each of its trends over the last
 * days gives the run the same figure as that item's field (`fields`: trend name to field); answers the item.
 */
export async function expectTrendsAgree(
  call: Call,
  family: ReportFamilyId,
  { auditId, runId }: Run,
  fields: Record<string, string>,
) {
  const last = (await call(family, 'trends', { auditId, runId })).body.runs.at(-1);
  expect(last.runId).toBe(runId);
  for (const [trendName, field] of Object.entries(fields)) {
    expect(await dayTrendValue(call, family, { auditId, runId }, trendName)).toBe(last[field]);
  }
  return last;
}
