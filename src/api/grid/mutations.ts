import type { UseMutationOptions } from '@tanstack/react-query';
import { request } from '../client';
import { savedReportQueries } from './queries';
import {
  createdSavedReportSchema,
  savedReportSchema,
  type CreateSavedReportBody,
  type SavedReport,
  type SavedReportBody,
} from './schemas';

type Mutation<TData, TVariables> = UseMutationOptions<TData, Error, TVariables>;

const base = '/v3/reports/grid/saved';

/** GET the report as it is now, so a save hands back what the server stored. */
function fetchReport(id: number) {
  return request(`${base}/${id}`, { schema: savedReportSchema });
}

/** Mutation options for saved grid reports; each refreshes the lists and the report it touched. */
export const savedReportMutations = {
  /** POST /v3/reports/grid/saved (also "Save as"), then the new report. */
  create: (): Mutation<SavedReport, CreateSavedReportBody> => ({
    mutationFn: async (body) => {
      const { id } = await request(base, { method: 'POST', body, schema: createdSavedReportSchema });
      return fetchReport(id);
    },
    meta: { invalidates: [savedReportQueries.lists()] },
  }),
  /** PUT /v3/reports/grid/saved/{id} with the spec's saved report body, then the stored report. */
  update: (id: number): Mutation<SavedReport, SavedReportBody> => ({
    mutationFn: async (body) => {
      await request(`${base}/${id}`, { method: 'PUT', body, responseType: 'none' });
      return fetchReport(id);
    },
    meta: { invalidates: [savedReportQueries.lists(), savedReportQueries.detail(id).queryKey] },
  }),
  /** DELETE /v3/reports/grid/saved/{id}; the report's own query is dropped, not refetched into a 404. */
  remove: (): Mutation<void, SavedReport> => ({
    mutationFn: async (report, { client }) => {
      await request(`${base}/${report.id}`, { method: 'DELETE', responseType: 'none' });
      client.removeQueries({ queryKey: savedReportQueries.detail(report.id).queryKey });
    },
    meta: { invalidates: [savedReportQueries.lists()] },
  }),
  /** POST (favorite) or DELETE (unfavorite) /v3/reports/grid/saved/{id}/favorites; the mark shows at once. */
  setFavorite: (): Mutation<void, { report: SavedReport; favorite: boolean }> => ({
    mutationFn: async ({ report, favorite }, { client }) => {
      await request(`${base}/${report.id}/favorites`, {
        method: favorite ? 'POST' : 'DELETE',
        responseType: 'none',
      });
      client.setQueryData(savedReportQueries.detail(report.id).queryKey, (current) =>
        current ? { ...current, isFavorite: favorite } : current,
      );
    },
    meta: { invalidates: [savedReportQueries.all()] },
  }),
};
