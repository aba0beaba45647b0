import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { savedReportQueries } from '@/api/grid/queries';
import { scheduledExportQueries } from '@/api/scheduled-exports/queries';
import type { ScheduledExport } from '@/api/scheduled-exports/schemas';
import { scheduleQueries } from '@/api/schedules/queries';
import { prefetchScreen } from '@/api/screen-queries';
import { checkRecurrenceRule, ruleWithoutEnd } from '@/lib/recurrence-rule';
import { parseRouteParams } from '@/lib/routes/params';

/**
 * What a scheduled export's editor (`/exports/scheduled/:id`) reads for its first view: the schedule,
 * the saved reports it may export, the ready-made recurrences, and once the schedule is in, its rule
 * in the service's words.
 */
export function scheduledExportScreenQueries(
  id: number,
  item?: { schedule: Pick<ScheduledExport['schedule'], 'recurrenceRule'> },
) {
  const rule = item?.schedule.recurrenceRule.trim();
  return {
    schedule: scheduledExportQueries.detail(id),
    savedReports: savedReportQueries.list(),
    presets: scheduleQueries.presets(),
    ...(rule && checkRecurrenceRule(rule).ok
      ? { ruleDescription: scheduleQueries.ruleDescription(ruleWithoutEnd(rule)) }
      : {}),
  };
}

/** Start a scheduled export's first reads (`/exports/scheduled/:id`, not `new`): `scheduledExportScreenQueries`. */
export function prefetchScheduledExport(queryClient: QueryClient, params: Params): void {
  const id = parseRouteParams('scheduledExport', params)?.id;
  if (typeof id !== 'number') return;
  prefetchScreen(queryClient, scheduledExportScreenQueries(id));
  void queryClient.fetchQuery(scheduledExportQueries.detail(id)).then(
    (item) => prefetchScreen(queryClient, scheduledExportScreenQueries(id, item)),
    () => undefined,
  );
}
