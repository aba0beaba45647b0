import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { manualJourneyListSchema } from './schemas';

/** Query options for manual journeys. */
export const manualJourneyQueries = {
  all: () => ['manual-journeys'] as const,
  /** GET /v2/manual-journeys: every manual journey of the account. */
  list: () =>
    queryOptions({
      queryKey: [...manualJourneyQueries.all(), 'list'],
      queryFn: ({ signal }) => request('/v2/manual-journeys', { schema: manualJourneyListSchema, signal }),
    }),
};
