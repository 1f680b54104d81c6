import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { finishSignIn } from '../../auth/finish-sign-in.ts';
import { LOGIN_PATH } from '../../auth/paths.ts';
import { getSession } from '../../auth/session-store.ts';
import { nextStepPath, ONBOARDING_PATHS } from './onboarding-paths.ts';

/**
 * After a step: the session is checked again, ignoring the cache (finishSignIn of a sign-in that continues in
 * onboarding), then on to the next step still to do. A finished onboarding makes the session Authenticated: the
 * route guard then takes the user to the remembered target or home (auth/route-rules.ts).
 */
export function useAdvance(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    let state;
    try {
      state = await finishSignIn({ next: 'onboarding' });
    } catch {
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    if (state === 'authenticated') return;
    navigate(nextStepPath(getSession().user?.onboarding) ?? ONBOARDING_PATHS.index);
  }, [navigate]);
}
