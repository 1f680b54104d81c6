import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchPasskeys } from '../../auth/passkeys/passkey-api.ts';
import { fetchSecuritySettings, fetchSessions, SECURITY_KEYS } from './security-api.ts';

/** Under the security pages' key, so that a change's refresh reads them again too. */
const PASSKEYS_KEY = ['settings', 'passkeys'] as const;

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

/** `GET /user/passkeys`, newest first (the card lists them; the preference offers a passkey once there is one). */
export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => fetchPasskeys(signal),
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
