import { MockHttpError, notFound } from '../lib/errors';
import { idParam, type Route } from '../lib/route';

/** Users: list and one user (admin or self). */
export const userHandlers = (route: Route) => [
  route('get', '/v2/users', {}, ({ db, query }) => {
    const withDeleted = query.get('withDeleted') === 'true';
    return db.users.where((user) => withDeleted || !user.deleted);
  }),
  route('get', '/v2/users/{userId}', {}, (ctx) => {
    const userId = idParam(ctx, 'userId', 'User');
    if (!ctx.isAdmin && ctx.user.id !== userId) {
      throw new MockHttpError(
        403,
        'Only administrators can read other users',
        `User ${ctx.user.id} asked for user ${userId}`,
      );
    }
    return ctx.db.users.get(userId) ?? notFound('User', userId);
  }),
];
