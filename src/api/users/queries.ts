import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { userListSchema, userSchema } from './schemas';

/** Query options for users. */
export const userQueries = {
  all: () => ['users'] as const,
  list: (withDeleted = false) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'list', { withDeleted }],
      queryFn: ({ signal }) =>
        request('/v2/users', { query: { withDeleted }, schema: userListSchema, signal }),
    }),
  detail: (userId: number) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'detail', userId],
      queryFn: ({ signal }) => request(`/v2/users/${userId}`, { schema: userSchema, signal }),
    }),
};
