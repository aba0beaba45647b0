import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { webJourneyListSchema, type WebJourneyListFilters } from './schemas';

/** Query options for web journeys. */
export const webJourneyQueries = {
  all: () => ['web-journeys'] as const,
  /** GET /v3/web-journeys, optionally for one sub-folder. */
  list: (filters: WebJourneyListFilters = {}) =>
    queryOptions({
      queryKey: [...webJourneyQueries.all(), 'list', filters],
      queryFn: ({ signal }) =>
        request('/v3/web-journeys', {
          query: { domainId: filters.domainId },
          schema: webJourneyListSchema,
          signal,
        }),
    }),
};
