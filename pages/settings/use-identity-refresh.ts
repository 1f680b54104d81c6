import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** react-admin's cache key of the signed-in identity (its user menu shows the name and photo from it). */
const IDENTITY_KEY = ['auth', 'getIdentity'];

/** After the name or photo changed: the user menu reads the identity again (from the session's user). */
export function useIdentityRefresh(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: IDENTITY_KEY }), [queryClient]);
}
