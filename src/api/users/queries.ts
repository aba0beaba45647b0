import { users } from '../resources/users';
import { resourceQueries } from '../resources/client';

/** Query options for users (`list()`, `detail(userId)`), generated from the users resource. */
export const userQueries = resourceQueries(users);
