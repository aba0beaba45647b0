import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';
import type { z } from '@/lib/zod';
import { resourceMutations } from './resources/client';

interface CrudConfig<S extends z.ZodMiniType> {
  /** Collection path, e.g. `/v3/exports/scheduled`; items live at `${path}/{id}`. */
  path: string;
  /** Schema of one item as the service returns it. */
  schema: S;
  /** Query keys to refresh after any change (the first is the collection's own root). */
  invalidates: QueryKey[];
}

/** Create/update/delete mutation options for a plain REST collection (update takes `{ id, ...body }`). */
export function crudMutations<S extends z.ZodMiniType, Input>({ path, schema, invalidates }: CrudConfig<S>) {
  type Item = z.output<S>;
  const [key = [path], ...others] = invalidates;
  const generated = resourceMutations<unknown, Item, Input>({
    key,
    path,
    invalidates: others,
    create: { response: schema as z.ZodMiniType<Item> },
    update: { response: schema as z.ZodMiniType<Item> },
  });
  return {
    create: generated.create,
    update: (): UseMutationOptions<Item, Error, Input & { id: number }> => {
      const { mutationFn, meta } = generated.update();
      return {
        mutationFn: ({ id, ...body }, context) => mutationFn!({ key: id, body: body as Input }, context),
        meta,
      };
    },
    remove: generated.remove,
  };
}
