import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuthentication } from '../../auth/check-authentication.ts';
import { getSession } from '../../auth/session-store.ts';
import { OnboardingPage } from '../../pages/onboarding/OnboardingPage.tsx';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';
import { openAt, resetShellState } from '../helpers/shell.tsx';

/** A user halfway: like the seeded demo user Fleur, only the second step (authenticator or code) is left. */
const halfway = {
  accept_terms: 'completed',
  setup_login: 'completed',
  verify_email: 'completed',
  verify_phone: 'skipped',
  setup_otp: 'pending',
};

function onboardingApi(onboarding: Record<string, string> = halfway) {
  return installFakeApi({
    'GET /user': { body: { data: { ...signedInUser.data, onboarding } } },
    'POST /auth/logout': { status: 204 },
  });
}

const card = () => screen.getByRole('heading', { name: 'Je account instellen' }).closest('section')!;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t';
  resetShellState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onboarding index (spec §2 onboarding.index)', () => {
  it('lists the steps of GET /user with their status and the progress, titled "Account instellen"', async () => {
    onboardingApi();
    openAt('/onboarding');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Je account instellen' }),
    ).toBeInTheDocument();
    const steps = within(card()).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Gebruiksvoorwaarden accepterenKlaar',
      'Inlogmethode instellenKlaar',
      'E-mailadres bevestigenKlaar',
      'Telefoonnummer bevestigenOvergeslagen',
      'Tweestapsverificatie instellenNog te doen',
    ]);
    expect(screen.getByText('4 van 5 stappen klaar')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '4 van 5 stappen klaar' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(screen.getByText('Kom je niet verder? Neem dan contact op met je beheerder.')).toBeInTheDocument();
    // The step still to do links to its page, and "Doorgaan" goes there too.
    expect(
      within(card())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/onboarding/preferred-otp', '/onboarding/preferred-otp']);
    await waitFor(() => expect(document.title).toBe('Account instellen – Zorgportaal'));
  });

  it('shows only the steps that apply to the user (absent steps are left out)', async () => {
    onboardingApi({ accept_terms: 'pending', setup_login: 'pending', verify_email: 'completed' });
    openAt('/onboarding');
    await screen.findByRole('heading', { name: 'Je account instellen' });
    expect(within(card()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Telefoonnummer bevestigen')).not.toBeInTheDocument();
    expect(screen.getByText('1 van 3 stappen klaar')).toBeInTheDocument();
  });

  it('an Onboarding user opening the dashboard lands here', async () => {
    onboardingApi();
    openAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Je account instellen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/onboarding');
  });

  it('"Uitloggen" signs out on the server and goes to the sign-in page', async () => {
    const api = onboardingApi();
    const user = userEvent.setup();
    openAt('/onboarding');
    await screen.findByRole('heading', { name: 'Je account instellen' });
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(getSession().authenticationState).toBe('unauthenticated');
  });

  it('a signed-out visitor is sent to sign-in', async () => {
    installFakeApi({ 'GET /user': { status: 401 } });
    openAt('/onboarding');
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('an Authenticated user (onboarding done) goes home', async () => {
    installFakeApi({ 'GET /user': { body: signedInUser }, 'GET /user/permissions': { body: { data: [] } } });
    await checkAuthentication({ ignoreCache: true });
    function Where() {
      return <p>Op {useLocation().pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/onboarding']}>
        <Routes>
          <Route path="/onboarding" element={<OnboardingPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Op /dashboard')).toBeInTheDocument();
  });
});
