import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/session-store.ts';
import { fetchUser } from './account-api.ts';

/**
 * The signed-in user for the account pages: read afresh once per visit (`GET /user`, which also refreshes the
 * session's copy), then followed through the session store, which every change on these pages updates.
 */
export function useCurrentUser() {
  const { user } = useSession();
  const query = useQuery({
    queryKey: ['settings', 'user'],
    queryFn: ({ signal }) => fetchUser(signal),
    staleTime: 0,
  });
  return { user: query.isSuccess ? user : null, isError: query.isError, retry: () => void query.refetch() };
}
