import { IDENTITY_PROVIDERS, type IdentityProvider } from '../../contract/enums.ts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { peekTarget } from '../../auth/redirect-target.ts';
import { fetchSocialProviders, PROVIDER_NAMES, startSocialSignIn } from '../../auth/social-login.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';

export interface SocialButtonsProps {
  /** "Ingelogd blijven" of the sign-in form, when it has one. */
  remember?: boolean;
  /** Where to go after signing in; default: the target the guard remembered (it stays remembered). */
  intendedUrl?: string;
  /** Show "of" above the buttons (default true). */
  divider?: boolean;
  /** Leaves for the provider; the tests pass their own. */
  navigate?: (url: string) => void;
  /** The providers `GET /auth/providers` answered, when the page asked already (/login): not asked again. */
  configured?: readonly string[];
}

/**
 * "Inloggen met Apple / Google / Microsoft" (spec §2 Login "social login"): one button per provider the server
 * has configured (`GET /auth/providers`, or `configured` when the page asked already); nothing at all while
 * loading or when none is. A button asks the server for the provider's authorization URL
 * (`POST /auth/login-with-{provider}`) and goes there; the provider sends the browser back to /o/oauth2-callback.
 * Lazily loaded: keep it out of /login's first bundle.
 */
export function SocialButtons({
  remember = false,
  intendedUrl,
  divider = true,
  navigate = (url) => window.location.assign(url),
  configured,
}: SocialButtonsProps) {
  const t = useT();
  const [fetched, setFetched] = useState<IdentityProvider[]>([]);
  const [busy, setBusy] = useState<IdentityProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = configured
    ? IDENTITY_PROVIDERS.filter((provider) => configured.includes(provider))
    : fetched;

  useEffect(() => {
    if (configured) return;
    let live = true;
    fetchSocialProviders().then(
      (answer) => live && setFetched(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [configured]);

  if (providers.length === 0) return null;

  async function signIn(provider: IdentityProvider) {
    setBusy(provider);
    setError(null);
    try {
      navigate(await startSocialSignIn(provider, { remember, intendedUrl: intendedUrl ?? peekTarget() }));
    } catch (failure) {
      // 422: the provider cannot be reached (the server says so); anything else was toasted by the client.
      if (isApiError(failure) && failure.status === 422) setError(failure.message);
      setBusy(null);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
      {divider && (
        <Divider>
          <Typography variant="body2" color="text.secondary">
            {t('social.or')}
          </Typography>
        </Divider>
      )}
      {providers.map((provider) => (
        <Button
          key={provider}
          theme="secondary"
          fullWidth
          loading={busy === provider}
          disabled={busy !== null && busy !== provider}
          startIcon={<ProviderLogo provider={provider} />}
          onClick={() => void signIn(provider)}
        >
          {t('social.signInWith', { provider: PROVIDER_NAMES[provider] })}
        </Button>
      ))}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** The providers' marks, small and inline (no image requests, no icon package). */
function ProviderLogo({ provider }: { provider: IdentityProvider }) {
  const size = { width: 20, height: 20, 'aria-hidden': true, focusable: false } as const;
  switch (provider) {
    case 'apple':
      return (
        <svg viewBox="0 0 24 24" fill="currentColor" {...size}>
          <path d="M16.37 1.43c0 1.14-.49 2.27-1.18 3.08-.74.9-1.99 1.57-2.99 1.57-.12 0-.23-.02-.3-.03-.01-.06-.04-.22-.04-.39 0-1.15.57-2.27 1.2-2.98.81-.94 2.15-1.64 3.25-1.68.03.13.06.28.06.43Zm4.56 15.71c-.03.07-.46 1.58-1.52 3.12-.94 1.34-1.93 2.71-3.43 2.71s-1.9-.88-3.63-.88c-1.7 0-2.3.91-3.67.91s-2.33-1.26-3.43-2.8C3.97 18.38 2.94 15.57 2.94 12.92c0-4.28 2.8-6.55 5.55-6.55 1.45 0 2.68.95 3.6.95.87 0 2.22-1.01 3.9-1.01.62 0 2.89.06 4.38 2.19-.13.09-2.39 1.37-2.39 4.19 0 3.26 2.86 4.42 2.96 4.45Z" />
        </svg>
      );
    case 'google':
      return (
        <svg viewBox="0 0 48 48" {...size}>
          <path
            fill="#FFC107"
            d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.6C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9Z"
          />
          <path
            fill="#FF3D00"
            d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.6C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A12 12 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44Z"
          />
          <path
            fill="#1976D2"
            d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9Z"
          />
        </svg>
      );
    case 'microsoft':
      return (
        <svg viewBox="0 0 21 21" {...size}>
          <path fill="#F25022" d="M1 1h9v9H1z" />
          <path fill="#7FBA00" d="M11 1h9v9h-9z" />
          <path fill="#00A4EF" d="M1 11h9v9H1z" />
          <path fill="#FFB900" d="M11 11h9v9h-9z" />
        </svg>
      );
  }
}
