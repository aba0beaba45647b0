import { queryOptions } from '@tanstack/react-query';
import { request } from '../client';
import { folderListSchema, folderSchema } from './schemas';

/** Query options for folders. */
export const folderQueries = {
  all: () => ['folders'] as const,
  list: () =>
    queryOptions({
      queryKey: [...folderQueries.all(), 'list'],
      queryFn: ({ signal }) => request('/v2/folders', { schema: folderListSchema, signal }),
    }),
  detail: (folderId: number) =>
    queryOptions({
      queryKey: [...folderQueries.all(), 'detail', folderId],
      queryFn: ({ signal }) => request(`/v2/folders/${folderId}`, { schema: folderSchema, signal }),
    }),
};
