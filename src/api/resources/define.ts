import type { QueryKey } from '@tanstack/react-query';
import type { z } from '@/lib/zod';

/** Who may call an operation: anyone with a key (default), administrators, or administrators and the item's own user. */
export type Access = 'admin' | 'admin-or-self';

/** The id of one item as it appears in its path (`/v3/remote-file-mappings/{rfmId}`). */
export type ItemKey = string | number;

/** Query-string values a list or an extra operation takes from the screen. */
export type Params = Readonly<Record<string, string | undefined>>;

/** Reading a paged list page by page (the screen filters and sorts the whole list). */
export interface Paging<Answer> {
  /** Name of the page-number parameter (counted from 0). */
  page: string;
  /** Name of the page-size parameter. */
  size: string;
  pageSize: number;
  /** Whether pages follow the one just read. */
  more(answer: Answer, page: number): boolean;
  /** Read at most this many pages (default 10). */
  maxPages?: number;
}

/** How the list of a resource is read: one GET (default) or a POST search, optionally paged. */
export interface ListOperation<Answer, Row> {
  method?: 'GET' | 'POST';
  /** Default: the resource's `path`. */
  path?: string;
  response: z.ZodMiniType<Answer>;
  /** The rows of an answer (an array answer: itself). */
  rows(answer: Answer): Row[];
  /** Query parameters (screen filters) the list passes on, by name. */
  params?: readonly string[];
  /**
   * The list parameters under which one item is found, for a resource without a GET of its own whose
   * list requires some (default none): its detail is then the row read from that list.
   */
  itemParams?(key: ItemKey): Params;
  /** Body of a POST search, built from the filters. */
  body?(params: Params): unknown;
  /** Schema of a POST search's body: the mock answers 400 with a validationReport when it fails. */
  bodySchema?: z.ZodMiniType;
  paging?: Paging<Answer>;
  access?: Access;
}

/** An operation beyond list/get/create/update/delete (a search, a sub-list, a set). */
export interface ExtraOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Spec path; `{name}` segments are filled from the call's path values. */
  path: string;
  /** JSON body schema: the mock answers 400 with a validationReport when it fails. */
  body?: z.ZodMiniType;
  /** Answer schema (none: the answer is ignored). */
  response?: z.ZodMiniType;
  /** Query parameters the call passes on, by name. */
  query?: readonly string[];
  access?: Access;
  /** Success status the mock answers (default 200, or 204 without an answer). */
  status?: number;
}

/**
 * The wire half of one configuration resource: where it lives, its schemas and which operations
 * exist. The query factories and mutations (`./client.ts`) and the mock's CRUD handlers
 * (`mocks/handlers/resources.ts`) are generated from it.
 */
export interface ResourceDef<Row = unknown, Item = Row, Body = unknown> {
  /** Root of every query key of the resource, e.g. `['folders']`; invalidated after any change. */
  key: QueryKey;
  /** Collection path, e.g. `/v3/remote-file-mappings`. */
  path: string;
  /** Name of the item id in the item path `${path}/{idParam}`, e.g. `rfmId`. */
  idParam: string;
  /** The id of a row (and of an item). */
  rowId(row: Row): ItemKey;
  list: ListOperation<unknown, Row>;
  /** GET one item; without it the detail is the list row with that id. */
  get?: { response: z.ZodMiniType<Item>; access?: Access };
  create?: { body: z.ZodMiniType<Body>; response: z.ZodMiniType<Item>; access?: Access; status?: number };
  update?: {
    method?: 'PUT' | 'PATCH';
    body: z.ZodMiniType<Body>;
    response: z.ZodMiniType<Item>;
    access?: Access;
  };
  remove?: { access?: Access };
  /** For `admin-or-self`: the user id an item belongs to. */
  ownerId?(item: Item): number;
  /** How long its list and details stay fresh (default: the query client's). */
  staleTime?: number;
  /** Other query roots a change makes stale (e.g. audits after a folder is renamed). */
  invalidates?: QueryKey[];
  /** Operations beyond CRUD, by name. */
  ops?: Readonly<Record<string, ExtraOperation>>;
}

/** Any resource definition (what the registry holds). */
export type AnyResourceDef = ResourceDef<unknown, unknown, unknown>;

/** Declare a resource, keeping its exact row, item and body types. */
export function defineResource<Row, Item = Row, Body = never, A = unknown>(
  def: Omit<ResourceDef<Row, Item, Body>, 'list'> & { list: ListOperation<A, Row> },
): ResourceDef<Row, Item, Body> {
  return def as unknown as ResourceDef<Row, Item, Body>;
}

/** The item path of a resource with `{idParam}` left in (what the spec lists). */
export const itemPath = (def: Pick<ResourceDef, 'path' | 'idParam'>) => `${def.path}/{${def.idParam}}`;

/** Fill `{name}` segments of a spec path (values URL-encoded). */
export function fillPath(path: string, values: Readonly<Record<string, ItemKey>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}
