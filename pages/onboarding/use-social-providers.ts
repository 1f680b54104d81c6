import type { IdentityProvider } from '../../contract/enums.ts';
import { useEffect, useState } from 'react';
import { fetchSocialProviders } from '../../auth/social-login.ts';

/**
 * The social sign-ins the server has configured (`GET /auth/providers`); none until it answered, and none when
 * it could not, so no page promises a way of signing in that is not there.
 */
export function useSocialProviders(): IdentityProvider[] {
  const [providers, setProviders] = useState<IdentityProvider[]>([]);
  useEffect(() => {
    let active = true;
    fetchSocialProviders()
      .then((configured) => {
        if (active) setProviders(configured);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return providers;
}
