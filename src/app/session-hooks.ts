import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '@/api/session';

/** The current session (key and service URL), re-rendering when it changes. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
