import type { UseMutationOptions } from '@tanstack/react-query';
import { request } from '../client';
import type { GridEntityPathType } from '../grid/query-schemas';
import { gridExportResultSchema, type GridExportRequest, type GridExportResult } from './schemas';

/** What starting a grid export takes: the entity type and the query with the file options. */
export interface StartGridExportInput {
  gridEntityType: GridEntityPathType;
  request: GridExportRequest;
}

/** Mutation options for exports. */
export const exportMutations = {
  /**
   * POST /v3/reports/grid/{gridEntityType}/exports: start an export of a grid query (all rows when
   * the request has no page and size); the Export Center lists it from then on.
   */
  startGridExport: (): UseMutationOptions<GridExportResult, Error, StartGridExportInput> => ({
    mutationFn: ({ gridEntityType, request: body }) =>
      request(`/v3/reports/grid/${gridEntityType}/exports`, {
        method: 'POST',
        body,
        schema: gridExportResultSchema,
      }),
    meta: { invalidates: [['exports']] },
  }),
};
