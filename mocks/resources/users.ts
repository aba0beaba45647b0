import type { UserRow } from '../db/types';
import { MockHttpError } from '../lib/errors';
import { idParam, type MockContext } from '../lib/route';
import { defineMockResource } from './define';
import { foldersOfUser, setUserFolders } from './user-folders';

/** 422 when another live user already has the user name or the email address. */
function requireUnique(ctx: MockContext, body: { username: string; email: string }, existing?: UserRow) {
  const others = ctx.db.users.where((user) => user.id !== existing?.id && !user.deleted);
  const issues = [
    others.some((user) => user.username.toLowerCase() === body.username.toLowerCase()) && {
      path: ['username'],
      message: 'Another user has this user name',
      code: 'duplicate',
    },
    others.some((user) => user.email.toLowerCase() === body.email.toLowerCase()) && {
      path: ['email'],
      message: 'Another user has this email address',
      code: 'duplicate',
    },
  ].filter(Boolean);
  if (issues.length)
    throw new MockHttpError(422, 'The user name or email address is taken', 'Users are unique', {
      valid: false,
      issues,
    });
}

/** The user of a `{userId}` path (the route has already answered 403/404). */
const userIdOf = (ctx: MockContext) => idParam(ctx, 'userId', 'User');

/**
 * Users: created by administrators; a user edits themself but not their own role; a delete marks
 * the user deleted (listed again with `withDeleted=true`), and nobody deletes themself.
 */
export const usersMock = defineMockResource<'users', UserRow>('users', {
  noun: 'User',
  store: (db) => db.users,
  list: (ctx) => ctx.db.users.where((user) => ctx.query.get('withDeleted') === 'true' || !user.deleted),
  check: (body, ctx, existing) => {
    requireUnique(ctx, body, existing);
    if (!ctx.isAdmin && body.permissions !== undefined && body.permissions !== existing?.permissions)
      throw new MockHttpError(
        403,
        'Only administrators can change a role',
        `User ${ctx.user.username} is not an administrator`,
      );
  },
  fromBody: (body, ctx, existing) => {
    const now = new Date().toISOString();
    return {
      accountId: ctx.db.account.id,
      username: body.username,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      timezone: body.timezone,
      permissions: body.permissions ?? existing?.permissions ?? 'user',
      maxPagesPerAudit: body.maxPagesPerAudit ?? existing?.maxPagesPerAudit ?? 10_000,
      fullUsageDashboardAccess:
        body.fullUsageDashboardAccess !== undefined
          ? body.fullUsageDashboardAccess === 1
          : (existing?.fullUsageDashboardAccess ?? false),
      created: existing?.created ?? now,
      updated: now,
      lastLogin: existing?.lastLogin,
    };
  },
  afterSave: (_row, ctx) => {
    ctx.db.account.usersUsed = ctx.db.users.where((user) => !user.deleted).length;
  },
  beforeRemove: (row, ctx) => {
    if (row.id === ctx.user.id)
      throw new MockHttpError(
        409,
        'You cannot delete yourself',
        'Ask another administrator to delete your user',
      );
  },
  remove: (row, ctx) => {
    ctx.db.users.update(row.id, { deleted: new Date().toISOString() });
    ctx.db.account.usersUsed = ctx.db.users.where((user) => !user.deleted).length;
  },
  ops: {
    folders: (ctx) => foldersOfUser(ctx.db, userIdOf(ctx)),
    addFolders: (ctx) => setUserFolders(ctx.db, requireUser(ctx), ctx.body as number[], false),
    setFolders: (ctx) => setUserFolders(ctx.db, requireUser(ctx), ctx.body as number[], true),
  },
});

/** A live user's id from the path, or 404. */
function requireUser(ctx: MockContext): number {
  const id = userIdOf(ctx);
  const user = ctx.db.users.get(id);
  if (!user || user.deleted)
    throw new MockHttpError(404, `User ${id} was not found`, `No user with id ${id} exists in this account`);
  return id;
}
