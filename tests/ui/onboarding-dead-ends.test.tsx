import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SetupPage } from '../../pages/onboarding/SetupPage.tsx';
import { onboardingNl } from '../../i18n/nl/onboarding.ts';
import { TranslateProvider } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import { toast } from '../../src/ui/toast.ts';
import { installFakeApi, signedInUser, type FakeHandler } from '../helpers/fake-api.ts';
import { inSeconds } from '../helpers/sign-in-ui.ts';
import { openAt, resetShellState } from '../helpers/shell.tsx';

// Issue 18 points 3, 4 and 10 (onboarding): no half-done authenticator, no action the server refuses, and
// wording that matches what the page offers.

vi.setConfig({ testTimeout: 20_000 });

type Steps = Record<string, string>;
const STEPS = ['accept_terms', 'setup_login', 'verify_email', 'verify_phone', 'setup_otp'];
const after = (done: string[], skipped: string[] = []): Steps =>
  Object.fromEntries(
    STEPS.map((step) => [
      step,
      done.includes(step) ? 'completed' : skipped.includes(step) ? 'skipped' : 'pending',
    ]),
  );
const userReply = (onboarding: Steps, extra: Record<string, unknown> = {}) => ({
  body: {
    data: {
      ...signedInUser.data,
      emailVerified: true,
      phone: null,
      phoneVerified: false,
      onboarding,
      ...extra,
    },
  },
});

/** A fake API whose `GET /user` answers what the last successful step call left (see `leaves`). */
function api(
  initial: { onboarding: Steps; extra?: Record<string, unknown> },
  routes: Record<string, FakeHandler | FakeHandler[]>,
  leaves: Record<string, { onboarding: Steps; extra?: Record<string, unknown> }> = {},
) {
  let current = userReply(initial.onboarding, initial.extra);
  const table: Record<string, FakeHandler | FakeHandler[]> = {
    'GET /user': () => current,
    'GET /user/permissions': { body: { data: [] } },
    'GET /auth/providers': { body: { data: [] } },
    ...routes,
  };
  for (const [key, state] of Object.entries(leaves)) {
    const original = table[key];
    let index = 0;
    table[key] = async (request) => {
      const handler = Array.isArray(original) ? original[Math.min(index++, original.length - 1)] : original;
      const reply = typeof handler === 'function' ? await handler(request) : handler;
      if (reply && (reply.status ?? 200) >= 400) return reply;
      current = userReply(state.onboarding, state.extra);
      return reply ?? current;
    };
  }
  return installFakeApi(table);
}

const beforeOtp = after(['accept_terms', 'setup_login', 'verify_email'], ['verify_phone']);
const allDone = after(['accept_terms', 'setup_login', 'verify_email', 'setup_otp'], ['verify_phone']);
const pending = {
  body: { data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Z?secret=JBSWY3DPEHPK3PXP' } },
};
const needsAuthenticator = {
  status: 422,
  body: { message: 'x', errors: { method: ['Stel eerst een authenticator-app in.'] } },
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t';
  resetShellState();
  toast.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('setup-totp: confirmed means set up', () => {
  it('one way back on the intro; the confirmed code saves the authenticator at once, the done step has no way back', async () => {
    const fake = api(
      { onboarding: beforeOtp },
      {
        'POST /user/update-otp-preference': [needsAuthenticator, userReply(allDone)],
        'POST /totp': pending,
        'PATCH /totp': { body: { data: { enabled: true, backupCodes: ['aaaa-1111', 'bbbb-2222'] } } },
      },
      { 'POST /user/update-otp-preference': { onboarding: allDone } },
    );
    const ui = userEvent.setup();
    openAt('/onboarding/setup-totp');
    await screen.findByRole('button', { name: 'Beginnen' });
    const backs = () =>
      [...screen.queryAllByRole('link'), ...screen.queryAllByRole('button')]
        .map((element) => element.textContent)
        .filter((label) => label?.startsWith('Terug'));
    expect(backs()).toEqual(['Terug naar je keuze']);

    await ui.click(screen.getByRole('button', { name: 'Beginnen' }));
    await ui.click(await screen.findByRole('button', { name: 'Volgende' }));
    await ui.keyboard('123456');
    expect(await screen.findByRole('list', { name: 'Back-upcodes' })).toHaveTextContent('aaaa-1111');
    // Saved with the code, before "Doorgaan": leaving now leaves nothing half-done.
    await waitFor(() =>
      expect(fake.callsTo('POST /user/update-otp-preference').map((call) => call.body)).toEqual([
        { method: 'totp' },
        { method: 'totp' },
      ]),
    );
    expect(screen.queryByRole('link', { name: 'Terug naar je keuze' })).not.toBeInTheDocument();
    expect(backs()).toEqual([]);

    await ui.click(screen.getByRole('button', { name: 'Doorgaan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(fake.callsTo('POST /user/update-otp-preference')).toHaveLength(2);
    expect(fake.callsTo('POST /totp')).toHaveLength(1);
  });

  it('an authenticator confirmed earlier (preference never saved) is kept: "Beginnen" makes no new secret', async () => {
    const fake = api(
      { onboarding: beforeOtp },
      { 'POST /user/update-otp-preference': userReply(allDone), 'POST /totp': pending },
      { 'POST /user/update-otp-preference': { onboarding: allDone } },
    );
    const ui = userEvent.setup();
    openAt('/onboarding/setup-totp');
    await ui.click(await screen.findByRole('button', { name: 'Beginnen' }));
    expect(
      await screen.findByRole('heading', { name: 'Je authenticator-app is al ingesteld' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Je hebt de code uit je authenticator-app al bevestigd. De app blijft werken zoals hij is: je hoeft niets opnieuw te scannen.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR-code voor je authenticator-app' })).not.toBeInTheDocument();
    expect(fake.callsTo('POST /totp')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Terug naar je keuze' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Doorgaan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('a second step that is done already sends a revisit to the overview, never to a new secret', async () => {
    const fake = api(
      { onboarding: after(['accept_terms', 'setup_login', 'verify_email', 'setup_otp']) },
      { 'POST /totp': pending },
    );
    openAt('/onboarding/setup-totp');
    expect(await screen.findByRole('heading', { name: 'Je account instellen' })).toBeVisible();
    expect(window.location.pathname).toBe('/onboarding');
    expect(fake.callsTo('POST /totp')).toHaveLength(0);
  });
});

describe('verify-phone: nothing to skip once verified', () => {
  const beforePhone = after(['accept_terms', 'setup_login', 'verify_email']);
  const phoneDone = after(['accept_terms', 'setup_login', 'verify_email', 'verify_phone']);

  it('after the code: only "Volgende stap"', async () => {
    api(
      { onboarding: beforePhone },
      {
        'POST /user/update-phone': {
          body: { data: { sentTo: '+31612345678', resendAvailableAt: inSeconds(60) } },
        },
        'POST /user/verify-phone': userReply(phoneDone, { phone: '+31612345678', phoneVerified: true }),
      },
      {
        'POST /user/verify-phone': {
          onboarding: phoneDone,
          extra: { phone: '+31612345678', phoneVerified: true },
        },
      },
    );
    const ui = userEvent.setup();
    openAt('/onboarding/verify-phone');
    await ui.type(await screen.findByLabelText(/^Mobiel nummer( \*)?$/), '0612345678');
    expect(screen.getByRole('button', { name: 'Overslaan' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Code versturen' }));
    expect(await screen.findByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();
    await ui.keyboard('654321');
    expect(await screen.findByRole('button', { name: 'Volgende stap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Overslaan' })).not.toBeInTheDocument();
  });

  it('a revisit with a verified phone shows it as done, as people read the number', async () => {
    api({ onboarding: phoneDone, extra: { phone: '+31612345678', phoneVerified: true } }, {});
    openAt('/onboarding/verify-phone');
    expect(await screen.findByText('Je telefoonnummer 06 12 34 56 78 is bevestigd.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende stap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Overslaan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Code versturen' })).not.toBeInTheDocument();
  });

  it("the server's refusal of a skip is shown, not swallowed", async () => {
    api(
      { onboarding: beforePhone },
      {
        'POST /user/skip-phone-verification': {
          status: 422,
          body: { message: 'x', errors: { phone: ['Dit telefoonnummer is al bevestigd.'] } },
        },
      },
    );
    const ui = userEvent.setup();
    openAt('/onboarding/verify-phone');
    await ui.click(await screen.findByRole('button', { name: 'Overslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit telefoonnummer is al bevestigd.');
  });
});

describe('wording', () => {
  function renderSetup(providers: string[]) {
    installFakeApi({ 'GET /auth/providers': { body: { data: providers } } });
    render(
      <MemoryRouter>
        <TranslateProvider translate={translatorFor(onboardingNl)}>
          <SetupPage navigate={vi.fn()} />
        </TranslateProvider>
      </MemoryRouter>,
    );
  }

  it('setup promises an existing account only when a provider is configured', async () => {
    renderSetup([]);
    expect(await screen.findByText('Kies een eigen wachtwoord om mee in te loggen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/account dat je al hebt/)).not.toBeInTheDocument());
  });

  it('with a provider the intro names both ways', async () => {
    renderSetup(['google']);
    expect(
      await screen.findByText(
        'Kies een eigen wachtwoord, of log voortaan in met een account dat je al hebt.',
      ),
    ).toBeInTheDocument();
  });

  it('the password page offers "another way" only when there is one', async () => {
    api({ onboarding: after(['accept_terms']) }, {});
    openAt('/onboarding/setup/password');
    expect(await screen.findByRole('link', { name: 'Terug naar het overzicht' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(screen.queryByRole('link', { name: 'Op een andere manier inloggen' })).not.toBeInTheDocument();
  });

  it('the password page with a provider links back to the choice', async () => {
    api({ onboarding: after(['accept_terms']) }, { 'GET /auth/providers': { body: { data: ['google'] } } });
    openAt('/onboarding/setup/password');
    expect(await screen.findByRole('link', { name: 'Op een andere manier inloggen' })).toHaveAttribute(
      'href',
      '/onboarding/setup',
    );
  });

  it('the SMS choice names the number as people read it', async () => {
    api({ onboarding: beforeOtp, extra: { phone: '+31648271953', phoneVerified: true } }, {});
    openAt('/onboarding/preferred-otp');
    expect(await screen.findByText('We sturen de code naar 06 48 27 19 53.')).toBeInTheDocument();
  });

  it('preferred-otp/verify-phone: once verified, one way back (the button), not a link beside it', async () => {
    api(
      { onboarding: beforeOtp },
      {
        'POST /user/update-phone': {
          body: { data: { sentTo: '+31612345678', resendAvailableAt: inSeconds(60) } },
        },
        'POST /user/verify-phone': userReply(beforeOtp, { phone: '+31612345678', phoneVerified: true }),
      },
    );
    const ui = userEvent.setup();
    openAt('/onboarding/preferred-otp/verify-phone');
    await ui.type(await screen.findByLabelText(/^Mobiel nummer( \*)?$/), '0612345678');
    await ui.click(screen.getByRole('button', { name: 'Code versturen' }));
    expect(await screen.findByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();
    await ui.keyboard('654321');
    expect(await screen.findByRole('button', { name: 'Terug naar je keuze' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terug naar je keuze' })).not.toBeInTheDocument();
  });
});
