import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { IdentityProvider } from '../../contract/enums.ts';
import { useT } from '../../i18n/react.tsx';
import { http, type RecordEnvelope } from '../../src/api/index.ts';
import { LoginForm } from './LoginForm.tsx';
import { LoginMethods } from './LoginMethods.tsx';

// Only when the server has a provider configured; its own chunk, off /login's critical path.
const SocialButtons = lazy(() =>
  import('./social-sign-in.ts').then((module) => ({ default: module.SocialButtons })),
);

/**
 * `GET /auth/providers` (what auth/social-login.ts fetchSocialProviders asks, without loading that module): the
 * configured providers, none on a failure (no toast, no error page). Asked here so that the social sign-in's code
 * loads only when there is a provider to show (issue 16: /login ≤ 150 kB once settled).
 */
function useConfiguredProviders(): IdentityProvider[] {
  const [providers, setProviders] = useState<IdentityProvider[]>([]);
  useEffect(() => {
    http
      .get<RecordEnvelope<IdentityProvider[]>>('/auth/providers', { errorPage: false, toastErrors: false })
      .then(
        ({ data }) => setProviders(Array.isArray(data) ? data : []),
        () => undefined,
      );
  }, []);
  return providers;
}

/**
 * Passkeys on /login (docs/decisions.md "Passkeys on /login"): the library, the calls and their texts are one lazy
 * module, loaded on the user's intent only: the button, or the first touch of the email field for the autofill
 * (conditional UI). The test whether to offer them is @simplewebauthn/browser's `browserSupportsWebAuthn`,
 * written out (a module of its own here would be a chunk of its own on this page's path).
 */
const loadPasskeySignIn = () => import('../../auth/passkeys/passkey-sign-in.ts');
const passkeysHere = () => typeof globalThis.PublicKeyCredential === 'function';

function usePasskeySignIn(remember: boolean) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rememberNow = useRef(remember);
  const armed = useRef(false);
  useEffect(() => {
    rememberNow.current = remember;
  }, [remember]);
  useEffect(
    () => () => {
      if (armed.current) void loadPasskeySignIn().then((module) => module.stopAutofillSignIn());
    },
    [],
  );
  const signIn = useCallback(() => {
    setBusy(true);
    setError(null);
    loadPasskeySignIn()
      .then((module) => module.signInWithPasskey(rememberNow.current))
      .then(setError, () => setError(t('common.error')))
      .finally(() => setBusy(false));
  }, [t]);
  // Every touch: the module starts a prompt only when none waits (after the button took over, a new one).
  const armAutofill = useCallback(() => {
    armed.current = true;
    loadPasskeySignIn().then(
      (module) => module.startAutofillSignIn(() => rememberNow.current, setError),
      () => undefined,
    );
  }, []);
  return { signIn, armAutofill, busy, error };
}

export interface LoginPageProps {
  /** For the heading ("Inloggen bij Zorgportaal"). */
  appName: string;
}

/**
 * `/login` (spec §2): the sign-in card. Lazily loaded and free of react-admin (bundle budget). The card's layout is
 * SignInCard's, written out here: sharing that module with the lazily loaded sign-in pages would split it into a
 * chunk of its own on /login's critical path.
 */
export function LoginPage({ appName }: LoginPageProps) {
  const t = useT();
  const [remember, setRemember] = useState(false);
  const providers = useConfiguredProviders();
  const [offerPasskeys] = useState(passkeysHere);
  const passkey = usePasskeySignIn(remember);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1, sm: 2 },
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2, sm: 5 } }}>
        {/* Smaller than the pages' h1: the heading fits on one calm line in the card. */}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.5rem' }, mb: 1 }}>
          {t('login.heading', { app: appName })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('login.intro')}
        </Typography>
        <LoginForm
          remember={remember}
          onRememberChange={setRemember}
          onEmailIntent={offerPasskeys ? passkey.armAutofill : undefined}
        />
        <LoginMethods
          passkey={
            offerPasskeys ? { onClick: passkey.signIn, busy: passkey.busy, error: passkey.error } : undefined
          }
        />
        {providers.length > 0 && (
          <Suspense fallback={null}>
            <SocialButtons remember={remember} divider={false} configured={providers} />
          </Suspense>
        )}
      </Paper>
    </Box>
  );
}
