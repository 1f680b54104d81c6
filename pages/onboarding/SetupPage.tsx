import type { IdentityProvider } from '../../contract/enums.ts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PROVIDER_NAMES, startIdentityLink } from '../../auth/social-login.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { toast } from '../../src/ui/toast.ts';
import { ONBOARDING_PATHS } from './onboarding-paths.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { useSocialProviders } from './use-social-providers.ts';

export interface SetupPageProps {
  /** Leaves for the provider; the tests pass their own. */
  navigate?: (url: string) => void;
}

/**
 * `/onboarding/setup` (spec §2 "First-login setup"): choose a password, or continue with one of the social
 * sign-ins the server has configured (`GET /auth/providers`): `POST /user/setup-{provider}-idp` gives the
 * provider's URL; back at /o/oauth2-callback the identity is linked and the user returns to the onboarding index
 * (auth/social-login.ts remembers where the link started).
 */
export function SetupPage({ navigate = (url) => window.location.assign(url) }: SetupPageProps) {
  const t = useT();
  const providers = useSocialProviders();
  const [busy, setBusy] = useState<IdentityProvider | null>(null);

  async function link(provider: IdentityProvider) {
    setBusy(provider);
    try {
      navigate(await startIdentityLink(provider, ONBOARDING_PATHS.index));
    } catch (error) {
      // A 422 (provider unreachable) carries the server's Dutch message; other failures were reported already.
      if (isApiError(error) && error.status === 422) toast.error(error.message);
      setBusy(null);
    }
  }

  return (
    <OnboardingCard
      heading={t('onboarding.setup.heading')}
      intro={t(providers.length > 0 ? 'onboarding.setup.intro' : 'onboarding.setup.introPasswordOnly')}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Button component={Link} href={ONBOARDING_PATHS.setupPassword} fullWidth>
          {t('onboarding.setup.password')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('onboarding.setup.passwordHint')}
        </Typography>
      </Box>
      {providers.length > 0 && (
        <>
          <Divider sx={{ my: 3 }}>{t('onboarding.setup.or')}</Divider>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {providers.map((provider) => (
              <Button
                key={provider}
                theme="secondary"
                fullWidth
                loading={busy === provider}
                disabled={busy !== null && busy !== provider}
                onClick={() => void link(provider)}
              >
                {t('onboarding.setup.social', { provider: PROVIDER_NAMES[provider] })}
              </Button>
            ))}
          </Box>
        </>
      )}
    </OnboardingCard>
  );
}
