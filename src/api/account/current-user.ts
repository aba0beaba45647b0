import { useQuery } from '@tanstack/react-query';
import { accountQueries } from './queries';
import { userQueries } from '../users/queries';

/** The signed-in account and, where the server says who we are, the user. */
export function useCurrentUser() {
  const account = useQuery(accountQueries.current());
  const userId = account.data?.currentUserId;
  const user = useQuery({ ...userQueries.detail(userId ?? 0), enabled: userId !== undefined });
  return {
    account,
    user: userId !== undefined ? user.data : undefined,
    isAdmin: user.data?.permissions === 'admin',
  };
}
