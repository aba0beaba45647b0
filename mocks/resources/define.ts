import type { BodyOf, ResourceId, RowOf } from '@/api/resources';
import type { userEventItemTypes } from '@/api/resources/user-events';
import type { Db } from '../db/types';
import type { MockContext } from '../lib/route';
import type { RowStore } from './store';

type UserEventItemType = (typeof userEventItemTypes)[number];

/** A CRUD operation of a resource definition. */
export type CrudOperation = 'list' | 'get' | 'create' | 'update' | 'remove';

/**
 * The mock half of one resource: where its rows live and the domain rules the generated CRUD
 * handlers (`mocks/handlers/resources.ts`) apply. Every hook is optional; by default a row is
 * served as stored, created from the body and merged with the body on update.
 */
export interface MockResource<Row extends { id: number }, Body = unknown> {
  /** What a 404 calls one item, e.g. "Remote file mapping". */
  noun: string;
  /** The rows (see `resourceStore`). Needed unless every CRUD operation is overridden or `own`. */
  store?(db: Db): RowStore<Row>;
  /** The answer for one row (default: the row). */
  serve?(row: Row, ctx: MockContext): unknown;
  /** The whole list answer (default: every served row, as an array). */
  list?(ctx: MockContext): unknown;
  /** The row to store for a create (no `existing`) or an update. */
  fromBody?(body: Body, ctx: MockContext, existing?: Row): Omit<Row, 'id'>;
  /** Rules beyond the body schema (throw `badRequest` / `MockHttpError`). */
  check?(body: Body, ctx: MockContext, existing?: Row): void;
  /** After a create or an update, e.g. to keep related data in step. */
  afterSave?(row: Row, ctx: MockContext): void;
  /** Before a delete: refuse (throw) or clean up what points at the row. */
  beforeRemove?(row: Row, ctx: MockContext): void;
  /** The delete itself (default: the row leaves the store), e.g. a soft delete. */
  remove?(row: Row, ctx: MockContext): void;
  /** Resolvers of the definition's extra operations, by name. */
  ops?: Readonly<Record<string, (ctx: MockContext) => unknown>>;
  /** Record creates, edits and deletes in the account's user events (GET /v3/user-events). */
  events?: { itemType: UserEventItemType; name(row: Row): string };
  /** CRUD operations answered by handlers elsewhere (not generated here). */
  own?: readonly CrudOperation[];
}

/** Any mock resource (what the mock registry holds). */
export type AnyMockResource = MockResource<{ id: number }, unknown>;

/**
 * Declare the mock half of a resource: its row type is the definition's list row unless given
 * (the stored row may hold more than what is served).
 */
export function defineMockResource<
  Id extends ResourceId,
  Row extends { id: number } = RowOf<Id> & { id: number },
>(_id: Id, mock: MockResource<Row, BodyOf<Id>>): AnyMockResource {
  return mock as unknown as AnyMockResource;
}
