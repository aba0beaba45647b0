import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { domainListSchema, domainSchema } from './schemas';

/** Query options for sub-folders (`/v2/domains`). */
export const domainQueries = {
  all: () => ['domains'] as const,
  list: () =>
    queryOptions({
      queryKey: [...domainQueries.all(), 'list'],
      queryFn: ({ signal }) => request('/v2/domains', { schema: domainListSchema, signal }),
    }),
  detail: (domainId: number) =>
    queryOptions({
      queryKey: [...domainQueries.all(), 'detail', domainId],
      queryFn: ({ signal }) => request(`/v2/domains/${domainId}`, { schema: domainSchema, signal }),
    }),
};
