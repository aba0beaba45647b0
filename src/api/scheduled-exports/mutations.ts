import type { UseMutationOptions } from '@tanstack/react-query';
import { request } from '../client';
import { crudMutations } from '../crud';
import {
  scheduledExportBody,
  scheduledExportSchema,
  type ScheduledExport,
  type ScheduledExportInput,
} from './schemas';

/** Lists that change with a schedule: the schedules, and the saved reports' schedule counts. */
const invalidates = [['scheduled-exports'], ['grid', 'saved']];

const crud = crudMutations<typeof scheduledExportSchema, ScheduledExportInput>({
  path: '/v3/exports/scheduled',
  schema: scheduledExportSchema,
  invalidates,
});

/** Create, update (PUT of the spec's whole body), pause or resume, and delete scheduled exports. */
export const scheduledExportMutations = {
  /** POST /v3/exports/scheduled. */
  create: crud.create,
  /** PUT /v3/exports/scheduled/{scheduledExportId}. */
  update: crud.update,
  /** DELETE /v3/exports/scheduled/{scheduledExportId}. */
  remove: crud.remove,
  /** PUT of the schedule as it is with `schedule.isPaused` changed. */
  setPaused: (): UseMutationOptions<
    ScheduledExport,
    Error,
    { item: ScheduledExport; isPaused: boolean }
  > => ({
    mutationFn: ({ item, isPaused }) =>
      request(`/v3/exports/scheduled/${item.id}`, {
        method: 'PUT',
        body: scheduledExportBody(item, { isPaused }),
        schema: scheduledExportSchema,
      }),
    meta: { invalidates },
  }),
};
