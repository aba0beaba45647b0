import { queryOptions, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from '@/lib/zod';
import { request, type Query } from '../client';
import { ApiError } from '../errors';
import { readAllPages, type PagedList } from '../pagination';
import { fillPath, type ExtraOperation, type ItemKey, type Params, type ResourceDef } from './define';

/** The query string of the named params that have a value. */
function pickQuery(names: readonly string[] | undefined, params: Params): Query {
  const query: Query = {};
  for (const name of names ?? []) if (params[name]) query[name] = params[name];
  return query;
}

/** Every row of a resource's list: one call, or page after page up to its paging cap (default 10 pages). */
export function readList<Row>(
  def: ResourceDef<Row, unknown, unknown>,
  params: Params,
  signal?: AbortSignal,
): Promise<PagedList<Row>> {
  const { list } = def;
  const paging = list.paging;
  return readAllPages({
    maxPages: paging?.maxPages ?? 10,
    signal,
    readPage: async ({ page, signal }) => {
      const answer = await request(list.path ?? def.path, {
        method: list.method ?? 'GET',
        query: {
          ...pickQuery(list.params, params),
          ...(paging ? { [paging.page]: page, [paging.size]: paging.pageSize } : {}),
        },
        body: list.body?.(params),
        schema: list.response,
        signal,
      });
      return { items: list.rows(answer), more: paging?.more(answer, page) };
    },
  });
}

/** The rows of a list read (what most views of a resource's list use). */
const rowsOf = <Row>(list: PagedList<Row>) => list.items;

/** Path of one item. */
const itemUrl = (def: Pick<ResourceDef, 'path'>, key: ItemKey) =>
  `${def.path}/${encodeURIComponent(String(key))}`;

/** The resource's own `staleTime`, if it has one (an undefined one would override the client's default). */
const freshness = (def: Pick<ResourceDef, 'staleTime'>) =>
  def.staleTime === undefined ? {} : { staleTime: def.staleTime };

/**
 * The query factory of a resource: `all` (its root key), `list(params?)` and `detail(key)`. A list's
 * data is its rows; a screen that says when the page cap cut the list short selects the whole
 * `PagedList` (`select: (list) => list`).
 */
export function resourceQueries<Row, Item>(def: ResourceDef<Row, Item, unknown>) {
  const queries = {
    all: () => def.key,
    list: (params: Params = {}) =>
      queryOptions({
        queryKey: [...def.key, 'list', ...(Object.keys(params).length ? [params] : [])],
        queryFn: ({ signal }) => readList(def, params, signal),
        select: rowsOf<Row>,
        ...freshness(def),
      }),
    detail: (key: ItemKey) =>
      queryOptions({
        queryKey: [...def.key, 'detail', key],
        queryFn: async ({ signal }): Promise<Item> => {
          if (def.get) return request(itemUrl(def, key), { schema: def.get.response, signal });
          const params = def.list.itemParams?.(key) ?? {};
          const row = (await readList(def, params, signal)).items.find(
            (r) => String(def.rowId(r)) === String(key),
          );
          if (row === undefined)
            throw new ApiError({ kind: 'http', status: 404, message: `${String(key)} was not found` });
          return row as unknown as Item;
        },
        ...freshness(def),
      }),
  };
  return queries;
}

/** Every query key a change to the resource makes stale. */
const staleKeys = (def: Pick<ResourceDef, 'key' | 'invalidates'>): QueryKey[] => [
  def.key,
  ...(def.invalidates ?? []),
];

/** Create, update and delete mutation options of a resource (each with `meta.invalidates`). */
export function resourceMutations<Row, Item, Body>(
  def: Pick<ResourceDef<Row, Item, Body>, 'key' | 'path' | 'invalidates'> & {
    create?: { response: z.ZodMiniType<Item> };
    update?: { method?: 'PUT' | 'PATCH'; response: z.ZodMiniType<Item> };
  },
) {
  const meta = { invalidates: staleKeys(def) };
  return {
    create: (): UseMutationOptions<Item, Error, Body> => ({
      mutationFn: (body) =>
        request(def.path, { method: 'POST', body, schema: def.create!.response }) as Promise<Item>,
      meta,
    }),
    update: (): UseMutationOptions<Item, Error, { key: ItemKey; body: Body }> => ({
      mutationFn: ({ key, body }) =>
        request(itemUrl(def, key), {
          method: def.update?.method ?? 'PUT',
          body,
          schema: def.update!.response,
        }) as Promise<Item>,
      meta,
    }),
    remove: (): UseMutationOptions<void, Error, ItemKey> => ({
      mutationFn: async (key) => {
        await request(itemUrl(def, key), { method: 'DELETE', responseType: 'none' });
      },
      // The lists and sub-lists, not the deleted item's detail: read again, it would answer 404.
      meta: {
        invalidates: [[...def.key, 'list'], [...def.key, 'op'], ...(def.invalidates ?? [])],
      },
    }),
  };
}

/** What one call of an extra operation sends: path values, query values and a body. */
export interface OperationCall {
  path?: Readonly<Record<string, ItemKey>>;
  query?: Params;
  body?: unknown;
}

/** Call an extra operation of a resource, checking its answer against the operation's schema. */
export function callOperation(op: ExtraOperation, call: OperationCall = {}, signal?: AbortSignal) {
  return request(fillPath(op.path, call.path ?? {}), {
    method: op.method,
    query: pickQuery(op.query, call.query ?? {}),
    body: call.body,
    schema: op.response,
    signal,
    responseType: op.response ? 'json' : 'none',
  });
}

/** Query options of a read-only extra operation (a GET, or a POST search), keyed under the resource. */
export function operationQuery(
  def: Pick<ResourceDef, 'key' | 'ops'>,
  name: string,
  call: OperationCall = {},
) {
  const op = def.ops![name]!;
  return queryOptions({
    queryKey: [...def.key, 'op', name, call],
    queryFn: ({ signal }) => callOperation(op, call, signal),
  });
}

/** Mutation options of a writing extra operation; a success makes the whole resource stale. */
export function operationMutation(
  def: Pick<ResourceDef, 'key' | 'invalidates' | 'ops'>,
  name: string,
): UseMutationOptions<unknown, Error, OperationCall> {
  const op = def.ops![name]!;
  return { mutationFn: (call) => callOperation(op, call), meta: { invalidates: staleKeys(def) } };
}
