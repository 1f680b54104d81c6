import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuthentication } from '../../auth/check-authentication.ts';
import { rememberTarget } from '../../auth/redirect-target.ts';
import { SetupPage } from '../../pages/onboarding/SetupPage.tsx';
import { onboardingNl } from '../../i18n/nl/onboarding.ts';
import { TranslateProvider } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import { TERMS_VERSION } from '../../resources/terms.ts';
import { getToasts, toast } from '../../src/ui/toast.ts';
import { installFakeApi, signedInUser, type FakeHandler } from '../helpers/fake-api.ts';
import { inSeconds } from '../helpers/sign-in-ui.ts';
import { openAt, resetShellState } from '../helpers/shell.tsx';

// Whole pages typed through in jsdom: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

type Steps = Record<string, string>;
const ALL_PENDING: Steps = {
  accept_terms: 'pending',
  setup_login: 'pending',
  verify_email: 'pending',
  verify_phone: 'pending',
  setup_otp: 'pending',
};
const after = (done: string[], skipped: string[] = []): Steps =>
  Object.fromEntries(
    Object.keys(ALL_PENDING).map((step) => [
      step,
      done.includes(step) ? 'completed' : skipped.includes(step) ? 'skipped' : 'pending',
    ]),
  );

const user = (onboarding: Steps, extra: Record<string, unknown> = {}) => ({
  body: {
    data: {
      ...signedInUser.data,
      emailVerified: false,
      phone: null,
      phoneVerified: false,
      onboarding,
      ...extra,
    },
  },
});
const PASSWORD = /^Wachtwoord( \*)?$/;

/**
 * `GET /user` answers the user as the last step call left it: `steps` maps a call to the onboarding (and other
 * fields) it leaves behind.
 */
function onboardingApi(
  initial: Steps,
  steps: Record<string, [Steps, Record<string, unknown>?]>,
  other: Record<string, FakeHandler | FakeHandler[]> = {},
  extra: Record<string, unknown> = {},
) {
  let current = user(initial, extra);
  const routes: Record<string, FakeHandler | FakeHandler[]> = {
    'GET /user': () => current,
    'GET /user/permissions': { body: { data: [] } },
    'GET /auth/providers': { body: { data: [] } },
  };
  for (const [key, [next, fields]] of Object.entries(steps)) {
    const previous = other[key];
    routes[key] = async (request) => {
      const custom = Array.isArray(previous) ? previous.shift() : previous;
      const reply = typeof custom === 'function' ? await custom(request) : custom;
      if (reply && (reply.status ?? 200) >= 400) return reply;
      current = user(next, { ...extra, ...fields });
      return reply ?? current;
    };
  }
  for (const [key, handler] of Object.entries(other)) routes[key] ??= handler;
  return installFakeApi(routes);
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=t';
  resetShellState();
  toast.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onboarding index', () => {
  it('links each step still to do and "Beginnen"/"Doorgaan" opens the first of them', async () => {
    installFakeApi({
      'GET /user': user(after(['accept_terms'])),
      'GET /auth/providers': { body: { data: [] } },
    });
    const ui = userEvent.setup();
    openAt('/onboarding');
    const card = (await screen.findByRole('heading', { name: 'Je account instellen' })).closest('section')!;
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Inlogmethode instellen', '/onboarding/setup'],
      ['E-mailadres bevestigen', '/onboarding/verify-email'],
      ['Telefoonnummer bevestigen', '/onboarding/verify-phone'],
      ['Tweestapsverificatie instellen', '/onboarding/preferred-otp'],
      ['Doorgaan', '/onboarding/setup'],
    ]);
    await ui.click(within(card).getByRole('link', { name: 'Doorgaan' }));
    expect(await screen.findByRole('heading', { name: 'Kies hoe je inlogt' })).toBeInTheDocument();
  });
});

describe('accept-terms', () => {
  it('shows the versioned terms, needs the tick, accepts that version and goes to the next step', async () => {
    const api = onboardingApi(ALL_PENDING, { 'POST /user/accept-terms-of-use': [after(['accept_terms'])] });
    const ui = userEvent.setup();
    openAt('/onboarding/accept-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gebruiksvoorwaarden' })).toBeInTheDocument();
    expect(screen.getByText(`Versie van ${TERMS_VERSION}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Je account is persoonlijk' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Accepteren en doorgaan' }));
    expect(screen.getByText('Vink aan dat je akkoord gaat met de gebruiksvoorwaarden.')).toBeInTheDocument();
    expect(api.callsTo('POST /user/accept-terms-of-use')).toHaveLength(0);
    await ui.click(screen.getByRole('checkbox', { name: /gelezen en ga ermee akkoord/ }));
    await ui.click(screen.getByRole('button', { name: 'Accepteren en doorgaan' }));
    expect(await screen.findByRole('heading', { name: 'Kies hoe je inlogt' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/onboarding/setup');
    expect(api.callsTo('POST /user/accept-terms-of-use').map((call) => call.body)).toEqual([
      { version: TERMS_VERSION },
    ]);
  });

  it("the server's 422 is shown under the tick", async () => {
    installFakeApi({
      'GET /user': user(ALL_PENDING),
      'POST /user/accept-terms-of-use': {
        status: 422,
        body: { message: 'x', errors: { version: ['Deze versie van de voorwaarden is niet meer actueel.'] } },
      },
    });
    const ui = userEvent.setup();
    openAt('/onboarding/accept-terms');
    await ui.click(await screen.findByRole('checkbox'));
    await ui.click(screen.getByRole('button', { name: 'Accepteren en doorgaan' }));
    expect(
      await screen.findByText('Deze versie van de voorwaarden is niet meer actueel.'),
    ).toBeInTheDocument();
  });
});

describe('setup (spec §2 first-login setup)', () => {
  it('offers a password and only the configured social sign-ins; a provider links through its URL', async () => {
    const api = installFakeApi({
      'GET /auth/providers': { body: { data: ['google', 'microsoft'] } },
      'POST /user/setup-google-idp': { body: { data: { url: 'https://accounts.example/auth?x=1' } } },
    });
    const navigate = vi.fn();
    const ui = userEvent.setup();
    render(
      <MemoryRouter>
        <TranslateProvider translate={translatorFor(onboardingNl)}>
          <SetupPage navigate={navigate} />
        </TranslateProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Wachtwoord instellen' })).toHaveAttribute(
      'href',
      '/onboarding/setup/password',
    );
    await ui.click(await screen.findByRole('button', { name: 'Doorgaan met Google' }));
    expect(screen.getByRole('button', { name: 'Doorgaan met Microsoft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Doorgaan met Apple' })).not.toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    expect(api.callsTo('POST /user/setup-google-idp').map((call) => call.body)).toEqual([
      { returnTo: '/onboarding' },
    ]);
  });

  it('password: confirmation must match, the strength shows, the 422 goes under the field, then the next step', async () => {
    const api = onboardingApi(
      after(['accept_terms']),
      { 'POST /user/setup-password': [after(['accept_terms', 'setup_login'])] },
      {
        'POST /user/setup-password': [
          { status: 422, body: { message: 'x', errors: { password: ['Dit wachtwoord is te bekend.'] } } },
        ],
      },
    );
    const ui = userEvent.setup();
    openAt('/onboarding/setup/password');
    await ui.type(await screen.findByLabelText(PASSWORD), 'welkom123');
    await ui.type(screen.getByLabelText(/^Herhaal wachtwoord/), 'welkom124');
    await ui.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(screen.getByText('De wachtwoorden zijn niet hetzelfde.')).toBeInTheDocument();
    expect(await screen.findByText(/Sterkte van je wachtwoord/)).toBeInTheDocument();
    await ui.clear(screen.getByLabelText(/^Herhaal wachtwoord/));
    await ui.type(screen.getByLabelText(/^Herhaal wachtwoord/), 'welkom123');
    await ui.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Dit wachtwoord is te bekend.')).toBeInTheDocument();
    await ui.clear(screen.getByLabelText(PASSWORD));
    await ui.type(screen.getByLabelText(PASSWORD), 'paars fietsrek onweer');
    await ui.clear(screen.getByLabelText(/^Herhaal wachtwoord/));
    await ui.type(screen.getByLabelText(/^Herhaal wachtwoord/), 'paars fietsrek onweer');
    await ui.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/setup-password').at(-1)!.body).toEqual({
      password: 'paars fietsrek onweer',
      passwordConfirmation: 'paars fietsrek onweer',
    });
    expect(getToasts().map((item) => item.message)).toContain('Je wachtwoord is ingesteld');
  });
});

describe('verify-email and verify-phone', () => {
  it('email: the address prefilled → code → done → "Volgende stap"', async () => {
    const done = after(['accept_terms', 'setup_login', 'verify_email']);
    const api = onboardingApi(
      after(['accept_terms', 'setup_login']),
      { 'POST /user/verify-email': [done, { emailVerified: true }] },
      {
        'POST /user/update-email': {
          body: { data: { sentTo: 'anna@example.nl', resendAvailableAt: inSeconds(60) } },
        },
      },
    );
    const ui = userEvent.setup();
    openAt('/onboarding/verify-email');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bevestig je e-mailadres' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mailadres( \*)?$/)).toHaveValue('anna@example.nl');
    await ui.click(screen.getByRole('button', { name: 'Code versturen' }));
    expect(await screen.findByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();
    await ui.keyboard('123456');
    await ui.click(await screen.findByRole('button', { name: 'Volgende stap' }));
    expect(await screen.findByRole('heading', { name: 'Bevestig je telefoonnummer' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/verify-email').map((call) => call.body)).toEqual([{ code: '123456' }]);
  });

  it('phone can be skipped', async () => {
    const skipped = after(['accept_terms', 'setup_login', 'verify_email'], ['verify_phone']);
    const api = onboardingApi(after(['accept_terms', 'setup_login', 'verify_email']), {
      'POST /user/skip-phone-verification': [skipped],
    });
    const ui = userEvent.setup();
    openAt('/onboarding/verify-phone');
    await ui.click(await screen.findByRole('button', { name: 'Overslaan' }));
    expect(await screen.findByRole('heading', { name: 'Kies je tweede stap' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/skip-phone-verification')).toHaveLength(1);
  });
});

describe('preferred-otp and setup-totp', () => {
  const before = after(['accept_terms', 'setup_login', 'verify_email'], ['verify_phone']);
  const finished = after(['accept_terms', 'setup_login', 'verify_email', 'setup_otp'], ['verify_phone']);
  const finishedApi = (extra: Record<string, FakeHandler | FakeHandler[]> = {}) =>
    onboardingApi(before, { 'POST /user/update-otp-preference': [finished] }, extra);

  it('SMS needs a verified phone (with a link to verify one); email completes onboarding and lands on the remembered target', async () => {
    const api = finishedApi();
    rememberTarget('/settings/account');
    const ui = userEvent.setup();
    openAt('/onboarding/preferred-otp');
    expect(await screen.findByRole('radio', { name: /Code per sms/ })).toBeDisabled();
    expect(screen.getByText('Hiervoor heb je een bevestigd telefoonnummer nodig.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telefoonnummer bevestigen' })).toHaveAttribute(
      'href',
      '/onboarding/preferred-otp/verify-phone',
    );
    await ui.click(screen.getByRole('radio', { name: /Code per e-mail/ }));
    await ui.click(screen.getByRole('button', { name: 'Opslaan en doorgaan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings/account'));
    expect(api.callsTo('POST /user/update-otp-preference').map((call) => call.body)).toEqual([
      { method: 'email' },
    ]);
  });

  it('preferred-otp/verify-phone: a verified number brings the user back with SMS available', async () => {
    const api = onboardingApi(
      before,
      { 'POST /user/verify-phone': [before, { phone: '+31612345678', phoneVerified: true }] },
      {
        'POST /user/update-phone': {
          body: { data: { sentTo: '+31 6 12345678', resendAvailableAt: inSeconds(60) } },
        },
      },
    );
    const ui = userEvent.setup();
    openAt('/onboarding/preferred-otp');
    await ui.click(await screen.findByRole('link', { name: 'Telefoonnummer bevestigen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Telefoonnummer bevestigen' }),
    ).toBeInTheDocument();
    await ui.type(screen.getByLabelText(/^Mobiel nummer( \*)?$/), '0612345678');
    await ui.click(screen.getByRole('button', { name: 'Code versturen' }));
    expect(await screen.findByRole('button', { name: /^Opnieuw versturen over \d+ s$/ })).toBeDisabled();
    await ui.keyboard('654321');
    await ui.click(await screen.findByRole('button', { name: 'Terug naar je keuze' }));
    expect(await screen.findByRole('radio', { name: /Code per sms/ })).toBeEnabled();
    expect(window.location.pathname).toBe('/onboarding/preferred-otp');
    expect(api.callsTo('POST /user/update-phone').map((call) => call.body)).toEqual([
      { phone: '0612345678' },
    ]);
  });

  it('a verified phone makes SMS available', async () => {
    onboardingApi(before, {}, {}, { phone: '+31612345678', phoneVerified: true });
    openAt('/onboarding/preferred-otp');
    expect(await screen.findByRole('radio', { name: /Code per sms/ })).toBeEnabled();
    expect(await screen.findByText('We sturen de code naar 06 12 34 56 78.')).toBeInTheDocument();
  });

  it('the authenticator: setup-totp, backup codes, then the preference is saved and onboarding is done', async () => {
    const api = finishedApi({
      // "Beginnen" first tries to keep an authenticator confirmed earlier: none here (422).
      'POST /user/update-otp-preference': [
        { status: 422, body: { message: 'x', errors: { method: ['Stel eerst een authenticator-app in.'] } } },
      ],
      'POST /totp': {
        body: { data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Z?secret=JBSWY3DPEHPK3PXP' } },
      },
      'PATCH /totp': { body: { data: { enabled: true, backupCodes: ['aaaa-1111', 'bbbb-2222'] } } },
    });
    const ui = userEvent.setup();
    openAt('/onboarding/preferred-otp');
    await ui.click(await screen.findByRole('radio', { name: /Authenticator-app/ }));
    await ui.click(screen.getByRole('button', { name: 'Authenticator-app instellen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tweestapsverificatie instellen' }),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Beginnen' }));
    await ui.click(await screen.findByRole('button', { name: 'Volgende' }));
    await ui.keyboard('123456');
    expect(await screen.findByRole('list', { name: 'Back-upcodes' })).toHaveTextContent('aaaa-1111');
    // Saved with the confirmed code, before "Doorgaan" (issue 18: nothing half-done to leave).
    await waitFor(() => expect(api.callsTo('POST /user/update-otp-preference')).toHaveLength(2));
    await ui.click(screen.getByRole('button', { name: 'Doorgaan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST /user/update-otp-preference').map((call) => call.body)).toEqual([
      { method: 'totp' },
      { method: 'totp' },
    ]);
    await checkAuthentication();
  });
});
