import type { Route } from '../lib/route';
import { isOperator } from '../resources/site-censuses/censuses';

/** GET /v2/account. */
export const accountHandlers = (route: Route) => [
  route('get', '/v2/account', {}, ({ db, user }) => ({
    ...db.account,
    auditsUsed: db.audits.where((audit) => !audit.deleted).length,
    usersUsed: db.users.size,
    currentUserId: user.id,
    currentUserIsOpAdmin: isOperator(db, user.id),
  })),
];
