import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from './client';

interface CrudConfig<S extends z.ZodType> {
  /** Collection path, e.g. `/v2/folders`; items live at `${path}/{id}`. */
  path: string;
  /** Schema of one item as the service returns it. */
  schema: S;
  /** Query keys to refresh after any change. */
  invalidates: QueryKey[];
}

/** Create/update/delete mutation options for a plain REST collection. */
export function crudMutations<S extends z.ZodType, Input>({ path, schema, invalidates }: CrudConfig<S>) {
  type Item = z.output<S>;
  return {
    create: (): UseMutationOptions<Item, Error, Input> => ({
      mutationFn: (body) => request(path, { method: 'POST', body, schema }) as Promise<Item>,
      meta: { invalidates },
    }),
    update: (): UseMutationOptions<Item, Error, Input & { id: number }> => ({
      mutationFn: ({ id, ...body }) =>
        request(`${path}/${id}`, { method: 'PUT', body, schema }) as Promise<Item>,
      meta: { invalidates },
    }),
    remove: (): UseMutationOptions<void, Error, number> => ({
      mutationFn: async (id) => {
        await request(`${path}/${id}`, { method: 'DELETE', responseType: 'none' });
      },
      meta: { invalidates },
    }),
  };
}
