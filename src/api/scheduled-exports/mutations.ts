import type { UseMutationOptions } from '@tanstack/react-query';
import { request } from '../client';
import { savedReportQueries } from '../grid/queries';
import { scheduledExportQueries } from './queries';
import {
  scheduledExportBody,
  scheduledExportSchema,
  type ScheduledExport,
  type ScheduledExportInput,
} from './schemas';

type Mutation<TData, TVariables> = UseMutationOptions<TData, Error, TVariables>;

/** The saved reports' schedule counts change with a schedule. */
const savedReports = savedReportQueries.all();
/** Lists that change with a schedule: the schedules, and the saved reports' schedule counts. */
const invalidates = [scheduledExportQueries.all(), savedReports];

/** PUT /v3/exports/scheduled/{scheduledExportId} of a whole body. */
const put = (id: number, body: ScheduledExportInput) =>
  request(`/v3/exports/scheduled/${id}`, { method: 'PUT', body, schema: scheduledExportSchema });

/** Create, update (PUT of the spec's whole body), pause or resume, and delete scheduled exports. */
export const scheduledExportMutations = {
  /** POST /v3/exports/scheduled. */
  create: (): Mutation<ScheduledExport, ScheduledExportInput> => ({
    mutationFn: (body) =>
      request('/v3/exports/scheduled', { method: 'POST', body, schema: scheduledExportSchema }),
    meta: { invalidates },
  }),
  /** PUT /v3/exports/scheduled/{scheduledExportId}. */
  update: (): Mutation<ScheduledExport, ScheduledExportInput & { id: number }> => ({
    mutationFn: ({ id, ...body }) => put(id, body),
    meta: { invalidates },
  }),
  /** DELETE /v3/exports/scheduled/{scheduledExportId}. */
  remove: (): Mutation<void, number> => ({
    mutationFn: async (id) => {
      await request(`/v3/exports/scheduled/${id}`, { method: 'DELETE', responseType: 'none' });
    },
    // The list, not the deleted schedule's detail: read again, it would answer 404.
    meta: { invalidates: [scheduledExportQueries.list().queryKey, savedReports] },
  }),
  /** PUT of the schedule as it is with `schedule.isPaused` changed. */
  setPaused: (): Mutation<ScheduledExport, { item: ScheduledExport; isPaused: boolean }> => ({
    mutationFn: ({ item, isPaused }) => put(item.id, scheduledExportBody(item, { isPaused })),
    meta: { invalidates },
  }),
};
