import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchSecuritySettings, fetchSessions, SECURITY_KEYS } from './security-api.ts';

/** `GET /user/security-settings`, read afresh on every visit of a security page. */
export function useSecuritySettings() {
  return useQuery({
    queryKey: SECURITY_KEYS.settings,
    queryFn: ({ signal }) => fetchSecuritySettings(signal),
    staleTime: 0,
  });
}

/** `GET /user/sessions`. */
export function useSessions() {
  return useQuery({
    queryKey: SECURITY_KEYS.sessions,
    queryFn: ({ signal }) => fetchSessions(signal),
    staleTime: 0,
  });
}

/** After a change: the security pages read their data again. */
export function useRefreshSecurity(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['settings'] }).then(() => undefined),
    [queryClient],
  );
}
