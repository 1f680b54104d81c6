import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../src/ui/Spinner.tsx';
import { checkAuthentication } from './check-authentication.ts';
import { setErrorCode } from './error-code.ts';
import { invitedOtherEmail } from './invited-email.ts';
import { rememberTarget, takeTarget } from './redirect-target.ts';
import { decideRoute, permissionErrorCode, type RouteExpectation } from './route-rules.ts';
import { useSession } from './session-store.ts';

const SignedInAsOther = lazy(() =>
  import('./SignedInAsOther.tsx').then((module) => ({ default: module.SignedInAsOther })),
);

export interface RouteGuardProps {
  /** The authentication state the route expects (spec §2 groups). */
  expect: RouteExpectation;
  children: ReactNode;
}

/**
 * Renders its children when the visitor's authentication state fits the route, else redirects (spec §4). Waits
 * for the (cached) authentication check first. One exception: a sign-in page opened with `?email=x` (an invitation
 * link) while someone else is signed in first asks "Doorgaan als …" or "Uitloggen en inloggen als x"
 * (docs/decisions.md "Sign-in pages").
 */
export function RouteGuard({ expect, children }: RouteGuardProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  // Ask only someone who arrived signed in: not after "Doorgaan als …", nor once the visitor was signed out here
  // (whoever signs in on this page chose their account).
  const [mayAsk, setMayAsk] = useState(true);
  if (mayAsk && session.checked && session.authenticationState === 'unauthenticated') setMayAsk(false);
  const needsCheck = expect !== 'public';

  useEffect(() => {
    if (needsCheck) void checkAuthentication();
  }, [needsCheck]);

  if (!needsCheck) return children;
  if (!session.checked) return <CheckingSession />;
  const decision = decideRoute(expect, session.authenticationState, pathname);
  if (decision.kind === 'redirect') {
    const invited = expect === 'unauthenticated' && mayAsk && invitedOtherEmail(search, session.user);
    if (invited && session.user) {
      return (
        <Suspense fallback={<CheckingSession />}>
          <SignedInAsOther user={session.user} invitedEmail={invited} onContinue={() => setMayAsk(false)} />
        </Suspense>
      );
    }
    return (
      <GuardRedirect key={`${decision.to}|${decision.target}`} to={decision.to} target={decision.target} />
    );
  }
  return children;
}

/**
 * Redirects (replacing the history entry), first remembering the current page, or going to the remembered
 * target instead, when the decision says so. Runs once: the target is consumed when taken.
 */
function GuardRedirect({ to, target }: { to: string; target?: 'remember' | 'restore' }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (target === 'remember') rememberTarget(`${pathname}${search}${hash}`);
    navigate(target === 'restore' ? (takeTarget() ?? to) : to, { replace: true });
  }, [navigate, to, target, pathname, search, hash]);
  return <CheckingSession />;
}

function CheckingSession() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spinner size="lg" />
    </Box>
  );
}

/**
 * After each navigation, sets error code 403 when the route needs permissions the user lacks (or the user's
 * permissions are unknown), and clears the error code otherwise (spec §5). Waits for the session check.
 */
export function usePermissionErrorCode(required: readonly string[], anyOf: readonly string[] = []): void {
  const location = useLocation();
  const { userPermissions, checked } = useSession();
  const requiredKey = required.join(',');
  const anyOfKey = anyOf.join(',');
  useEffect(() => {
    if (!checked) return;
    const list = (key: string) => (key ? key.split(',') : []);
    setErrorCode(permissionErrorCode(list(requiredKey), userPermissions, list(anyOfKey)), location.pathname);
  }, [location.key, location.pathname, requiredKey, anyOfKey, userPermissions, checked]);
}
