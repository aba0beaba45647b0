import { resources, type ResourceId } from '@/api/resources';
import type { Access, AnyResourceDef, ExtraOperation } from '@/api/resources/define';
import { itemPath } from '@/api/resources/define';
import { MockHttpError, notFound } from '../lib/errors';
import { idParam, type MockContext, type Route } from '../lib/route';
import type { AnyMockResource } from '../resources/define';
import { mockResources } from '../resources';
import { recordUserEvent } from '../resources/user-events';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const lower = (method: string) => method.toLowerCase() as Method;

/** 403 unless the caller may act on the item (`admin-or-self`: an administrator or the item's own user). */
function checkAccess(def: AnyResourceDef, access: Access | undefined, ctx: MockContext, item: unknown) {
  if (access !== 'admin-or-self' || ctx.isAdmin) return;
  if (def.ownerId?.(item) === ctx.user.id) return;
  throw new MockHttpError(
    403,
    'This operation is restricted to administrators or the user themself',
    `User ${ctx.user.username} is not an administrator`,
  );
}

/** The handlers of one resource: extra operations first (literal paths win), then CRUD. */
function handlersOf(route: Route, def: AnyResourceDef, mock: AnyMockResource) {
  const own = new Set(mock.own ?? []);
  const store = (ctx: MockContext) => {
    if (!mock.store) throw new Error(`${mock.noun}: no store and no override`);
    return mock.store(ctx.db);
  };
  const serve = (row: { id: number }, ctx: MockContext) => (mock.serve ? mock.serve(row, ctx) : row);
  const rowOf = (ctx: MockContext, access: Access | undefined) => {
    const id = idParam(ctx, def.idParam, mock.noun);
    const row = store(ctx).get(id);
    checkAccess(def, access, ctx, row ?? {});
    return row ?? notFound(mock.noun, id);
  };
  const admin = (access: Access | undefined) => access === 'admin';
  const record = (eventType: 'created' | 'edited' | 'deleted', row: { id: number }, ctx: MockContext) => {
    if (!mock.events) return;
    const { itemType, name } = mock.events;
    recordUserEvent(ctx.db, {
      eventType,
      itemType,
      itemId: row.id,
      itemName: name(row),
      userId: ctx.user.id,
    });
  };
  const path = itemPath(def);
  const handlers = Object.entries(def.ops ?? {}).map(([name, op]: [string, ExtraOperation]) => {
    const resolve = mock.ops?.[name];
    if (!resolve) throw new Error(`${mock.noun}: no mock for operation "${name}"`);
    const options = { body: op.body, admin: admin(op.access), status: op.status };
    // An item's own operation for "admin-or-self": 404 for an unknown item, 403 for someone else's.
    return route(lower(op.method), op.path, options, (ctx) => {
      if (op.access === 'admin-or-self') rowOf(ctx, op.access);
      return resolve(ctx);
    });
  });

  if (!own.has('list')) {
    handlers.push(
      route(
        lower(def.list.method ?? 'GET'),
        def.list.path ?? def.path,
        { admin: admin(def.list.access), body: def.list.bodySchema },
        (ctx) =>
          mock.list
            ? mock.list(ctx)
            : store(ctx)
                .all()
                .map((row) => serve(row, ctx)),
      ),
    );
  }
  const { create, update, get, remove } = def;
  if (create && !own.has('create')) {
    handlers.push(
      route(
        'post',
        def.path,
        { body: create.body, admin: admin(create.access), status: create.status },
        (ctx) => {
          mock.check?.(ctx.body, ctx);
          const row = store(ctx).insert(mock.fromBody ? mock.fromBody(ctx.body, ctx) : (ctx.body as object));
          mock.afterSave?.(row, ctx);
          return serve(row, ctx);
        },
      ),
    );
  }
  if (get && !own.has('get')) {
    handlers.push(
      route('get', path, { admin: admin(get.access) }, (ctx) => serve(rowOf(ctx, get.access), ctx)),
    );
  }
  if (update && !own.has('update')) {
    handlers.push(
      route(
        lower(update.method ?? 'PUT'),
        path,
        { body: update.body, admin: admin(update.access) },
        (ctx) => {
          const existing = rowOf(ctx, update.access);
          mock.check?.(ctx.body, ctx, existing);
          const next = mock.fromBody ? mock.fromBody(ctx.body, ctx, existing) : (ctx.body as object);
          const row = store(ctx).update(existing.id, next)!;
          mock.afterSave?.(row, ctx);
          return serve(row, ctx);
        },
      ),
    );
  }
  if (remove && !own.has('remove')) {
    handlers.push(
      route('delete', path, { admin: admin(remove.access) }, (ctx) => {
        const row = rowOf(ctx, remove.access);
        mock.beforeRemove?.(row, ctx);
        if (mock.remove) mock.remove(row, ctx);
        else store(ctx).remove(row.id);
        record('deleted', row, ctx);
      }),
    );
  }
  return handlers;
}

/** Every configuration resource's handlers, generated from `src/api/resources` and `mocks/resources`. */
export const resourceHandlers = (route: Route) =>
  (Object.keys(resources) as ResourceId[]).flatMap((id) =>
    handlersOf(route, resources[id] as AnyResourceDef, mockResources[id]),
  );
