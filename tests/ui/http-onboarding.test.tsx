import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../auth/session-store.ts';
import { appNl } from '../../i18n/nl/app.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';
import { openAt, resetShellState } from '../helpers/shell.tsx';
import { setUpHttp } from '../../src/http-setup.ts';
import { toast } from '../../src/ui/toast.ts';

/** The server's answer to any call outside onboarding while the user has not finished it (docs/api.md). */
const FINISH_ONBOARDING = {
  status: 403,
  body: { message: 'Rond eerst je account af.', data: { next: 'onboarding' } },
};
const onboardingUser = {
  data: { ...signedInUser.data, onboarding: { accept_terms: 'pending', setup_login: 'completed' } },
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t';
  toast.clear();
  resetShellState();
  setUpHttp();
});

afterEach(() => vi.unstubAllGlobals());

describe('a 403 asking to finish onboarding first (src/api/http.ts)', { timeout: 40_000 }, () => {
  it('takes a signed-in user to onboarding: no error toast, no 403 page', async () => {
    // The session looked finished when the page loaded; the server now says a step is open again.
    const api = installFakeApi({
      'GET /user': [{ body: signedInUser }, { body: onboardingUser }],
      'GET /user/permissions': { body: { data: [] } },
      'GET /dashboard': FINISH_ONBOARDING,
    });
    openAt('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je account instellen' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/onboarding');
    expect(getSession().authenticationState).toBe('onboarding');
    expect(api.callsTo('GET /user')).toHaveLength(2);
    expect(screen.queryByText(appNl.common.error)).not.toBeInTheDocument();
    expect(screen.queryByText(appNl.shell.forbidden.title)).not.toBeInTheDocument();
    expect(api.callsTo('GET /dashboard').length).toBeGreaterThan(0);
  });
});
