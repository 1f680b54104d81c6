import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { checkAuthentication } from '../../auth/check-authentication.ts';
import type { LoginResult } from '../../auth/login.ts';
import { HOME_PATH, LOGIN_PATH, ONBOARDING_PATH } from '../../auth/paths.ts';
import { clearTarget, isSafeTarget, targetOwner } from '../../auth/redirect-target.ts';
import { getSession, setEmail } from '../../auth/session-store.ts';
import {
  completeSocialSignIn,
  fetchSignInTarget,
  forgetIdentityLink,
  linkReturnPath,
  PROVIDER_NAMES,
  type SocialCallbackResult,
} from '../../auth/social-login.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { toast } from '../../src/ui/toast.ts';

/**
 * The second step's page, as pages/login/second-step-path.ts says (authenticator: verify-challenge, codes
 * by email or SMS: send-code). Repeated here on purpose: importing that module from this lazy page splits it into
 * a chunk of its own on /login's critical path, ~150 bytes over /login's budget (docs/decisions.md "Social sign-in").
 */
function secondStepPath(step: { id: string; type: string | null }): string {
  const id = encodeURIComponent(step.id);
  return step.type === 'totp' ? `/login/verify-challenge/${id}` : `/login/send-code/${id}`;
}

/** Where a LoginResult leads; for a finished sign-in the session is checked again first (like the password form). */
async function destinationOf(result: LoginResult): Promise<string> {
  if (result.next === 'second_step') return secondStepPath(result.secondStep);
  setEmail(null);
  const state = await checkAuthentication({ ignoreCache: true });
  if (state === 'unauthenticated') throw new Error('Signed in, but the session check failed');
  if (state === 'onboarding') return ONBOARDING_PATH;
  // The server kept the intended URL with the sign-in: it wins over whatever this browser remembered — unless this
  // browser remembered it for someone else (a shared computer: the button sent the target before anyone was known).
  const target = await fetchSignInTarget().catch(() => HOME_PATH);
  const owner = targetOwner();
  clearTarget();
  if (owner !== null && owner !== String(getSession().user?.id)) return HOME_PATH;
  return isSafeTarget(target) ? target : HOME_PATH;
}

/**
 * The page of a finished link (docs/self-service.md): back where it was started, with a success toast. A path the
 * server gives is same-origin; anything else goes to the security settings.
 */
function linkedDestination(
  result: Extract<SocialCallbackResult, { next: 'linked' }>,
  message: string,
): string {
  toast.success(message);
  return isSafeTarget(result.url) ? result.url : '/settings/security';
}

/**
 * `/o/oauth2-callback` (spec §2): where Apple, Google and Microsoft send the browser back. Hands the search string
 * (code and state, or an error) to `POST /auth/oauth2-callback` and follows the LoginResult: the second step,
 * onboarding, or the intended page. A failure (expired, another browser, cancelled, not linked) is shown with
 * the server's Dutch message and a way back to /login. The code and state leave the address bar at once.
 * A link of a provider to the signed-in user (started in this tab: auth/social-login.ts `startIdentityLink`)
 * returns to the page that started it, with a success toast or the server's Dutch message as an error toast.
 */
export function OAuthCallbackPage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The answer as the page was opened: the address bar is cleaned below, and the state works only once.
  const [query] = useState(search);
  const [error, setError] = useState<string | null>(null);
  const [linkReturn] = useState(linkReturnPath);

  useEffect(() => {
    let live = true;
    window.history.replaceState(window.history.state, '', pathname);
    completeSocialSignIn(query)
      .then((result) =>
        result.next === 'linked'
          ? linkedDestination(result, t('social.linked', { provider: PROVIDER_NAMES[result.provider] }))
          : destinationOf(result),
      )
      .then(
        (to) => {
          forgetIdentityLink();
          if (live) navigate(to, { replace: true });
        },
        (failure: unknown) => {
          forgetIdentityLink();
          const message = isApiError(failure) ? failure.message : t('common.error');
          if (!live) return;
          if (!linkReturn) return setError(message);
          toast.error(message);
          navigate(linkReturn, { replace: true });
        },
      );
    return () => {
      live = false;
    };
  }, [query, pathname, navigate, t, linkReturn]);

  if (!error) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', gap: 2, alignContent: 'center' }}>
        <Spinner size="lg" label={t('social.busy')} />
        <Typography color="text.secondary">{t('social.busy')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2, sm: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.5rem' }, mb: 1.5 }}>
          {t('social.failed')}
        </Typography>
        <Typography role="alert" sx={{ mb: 3 }}>
          {error}
        </Typography>
        <Button component={Link} href={LOGIN_PATH}>
          {t('social.backToLogin')}
        </Button>
      </Paper>
    </Box>
  );
}
