import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { accountSchema } from './schemas';

/** Query options for the current account. */
export const accountQueries = {
  all: () => ['account'] as const,
  current: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'current'],
      queryFn: ({ signal }) => request('/v2/account', { schema: accountSchema, signal }),
      staleTime: 5 * 60_000,
    }),
};
