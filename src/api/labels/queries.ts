import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { labelListSchema } from './schemas';

/** Query options for labels. */
export const labelQueries = {
  all: () => ['labels'] as const,
  list: () =>
    queryOptions({
      queryKey: [...labelQueries.all(), 'list'],
      queryFn: ({ signal }) => request('/v2/labels', { schema: labelListSchema, signal }),
    }),
};
