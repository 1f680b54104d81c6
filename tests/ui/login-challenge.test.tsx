import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../auth/session-store.ts';
import { installFakeApi, signedInUser, type FakeHandler } from '../helpers/fake-api.ts';
import { openAt } from '../helpers/shell.tsx';
import {
  challengeBody,
  codeSent,
  expiredChallenge,
  inSeconds,
  MASKED_EMAIL,
  MASKED_PHONE,
  resetSignIn,
  type ChallengeFixture,
} from '../helpers/sign-in-ui.ts';

const TARGET_KEY = 'zorgportaal.redirectedFrom';

/**
 * The fake API of a sign-in: the challenge, the calls given, and a session that exists once a complete-* call
 * answered `authenticated` or `onboarding`. The intended URL is `/elders` (not an admin page: no react-admin here).
 */
function signInApi(challenge: ChallengeFixture, routes: Record<string, FakeHandler | FakeHandler[]> = {}) {
  let signedIn = false;
  const completing = Object.entries(routes).map(([key, handler]): [string, FakeHandler | FakeHandler[]] => {
    if (!key.startsWith('POST /auth/complete-')) return [key, handler];
    const answers = Array.isArray(handler) ? handler : [handler];
    let call = 0;
    return [
      key,
      async (request) => {
        const answer = answers[Math.min(call++, answers.length - 1)]!;
        const reply = typeof answer === 'function' ? await answer(request) : answer;
        const next = (reply.body as { data?: { next?: string } } | undefined)?.data?.next;
        if ((reply.status ?? 200) === 200 && (next === 'authenticated' || next === 'onboarding'))
          signedIn = true;
        return reply;
      },
    ];
  });
  return installFakeApi({
    'GET /user': () =>
      signedIn ? { body: signedInUser } : { status: 401, body: { message: 'Niet ingelogd.' } },
    'GET /user/permissions': { body: { data: [] } },
    'GET /auth/challenges/:id': { body: challengeBody(challenge) },
    'GET /auth/intended-url': { body: { data: { url: '/elders' } } },
    ...Object.fromEntries(completing),
  });
}

const authenticated = { body: { data: { next: 'authenticated' } } };

const boxes = () => screen.getAllByRole('textbox', { name: /^Cijfer \d van 6$/ });

async function typeCode(user: UserEvent, code: string) {
  await user.click(boxes()[0]!);
  await user.keyboard(code);
}

/** The toast region (Root's Toaster). */
const toasts = () => within(screen.getByRole('region', { name: 'Meldingen' }));

beforeEach(() => {
  resetSignIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('second step by email or SMS (/login/send-code/{challenge})', () => {
  it('"Verstuur code" sends the code, toasts "Code verstuurd", and six digits sign in at the intended URL', async () => {
    const api = signInApi(
      { type: 'sms', methods: ['sms'], sentTo: { sms: MASKED_PHONE } },
      {
        'POST /auth/start-sms-challenge': codeSent(MASKED_PHONE),
        'POST /auth/complete-sms-challenge': authenticated,
      },
    );
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Code per sms' })).toBeInTheDocument();
    expect(
      screen.getByText(`We sturen een sms met een code van 6 cijfers naar ${MASKED_PHONE}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Inlogcode' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    expect(await toasts().findByText('Code verstuurd')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/start-sms-challenge')[0]?.body).toEqual({ challenge: 'ch1' });
    expect(
      screen.getByText(`We hebben een sms met een code gestuurd naar ${MASKED_PHONE}. Vul hem hieronder in.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Inlogcode' })).toBeInTheDocument();
    expect(boxes()[0]).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over (5\d|60) s$/ })).toBeDisabled();

    await typeCode(user, '123456');
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/complete-sms-challenge')[0]?.body).toEqual({
      challenge: 'ch1',
      code: '123456',
    });
    expect(api.callsTo('GET /auth/intended-url')).toHaveLength(1);
    expect(getSession().authenticationState).toBe('authenticated');
  });

  it('opens the challenge’s own type (the preferred method) when the user has others too', async () => {
    signInApi({ type: 'sms', methods: ['email', 'sms', 'password'], sentTo: { sms: MASKED_PHONE } });
    openAt('/login/send-code/ch1');
    expect(await screen.findByRole('heading', { name: 'Code per sms' })).toBeInTheDocument();
  });

  it('a code already sent (e.g. by /login/email) shows the boxes and the countdown from resendAvailableAt', async () => {
    signInApi({ type: 'email', resendIn: { email: 42 } });
    openAt('/login/send-code/ch1');
    expect(await screen.findByRole('heading', { name: 'Code per e-mail' })).toBeInTheDocument();
    expect(
      screen.getByText(`We hebben een code gestuurd naar ${MASKED_EMAIL}. Vul hem hieronder in.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verstuur code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over (3\d|4[012]) s$/ })).toBeDisabled();
  });

  it('resends once the countdown is over: "Code opnieuw verstuurd" and a new countdown', async () => {
    const api = signInApi(
      { type: 'email', resendIn: { email: -1 } },
      { 'POST /auth/start-email-challenge': codeSent(MASKED_EMAIL) },
    );
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    await user.click(await screen.findByRole('button', { name: 'Code opnieuw versturen' }));
    expect(await toasts().findByText('Code opnieuw verstuurd')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/start-email-challenge')[0]?.body).toEqual({ challenge: 'ch1' });
    expect(await screen.findByRole('button', { name: /^Opnieuw versturen over (5\d|60) s$/ })).toBeDisabled();
  });

  it('email and SMS each keep their own countdown while switching between them', async () => {
    const api = signInApi(
      {
        type: 'email',
        methods: ['email', 'sms'],
        sentTo: { email: MASKED_EMAIL, sms: MASKED_PHONE },
        resendIn: { email: 30, sms: null },
      },
      { 'POST /auth/start-sms-challenge': codeSent(MASKED_PHONE) },
    );
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    expect(await screen.findByRole('button', { name: /^Opnieuw versturen over (2\d|30) s$/ })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Code per sms ontvangen' }));
    expect(await screen.findByRole('heading', { name: 'Code per sms' })).toBeInTheDocument();
    expect(window.location.search).toBe('?method=sms');
    // No SMS went out yet: the email cooldown is not the SMS one.
    expect(screen.queryByRole('button', { name: /Opnieuw versturen/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verstuur code' }));
    expect(await screen.findByRole('button', { name: /^Opnieuw versturen over (5\d|60) s$/ })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Code per e-mail ontvangen' }));
    expect(await screen.findByRole('heading', { name: 'Code per e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over (1\d|2\d|30) s$/ })).toBeDisabled();

    // The page stays (one load of the challenge), so the SMS countdown is still there too.
    await user.click(screen.getByRole('link', { name: 'Code per sms ontvangen' }));
    expect(await screen.findByRole('button', { name: /^Opnieuw versturen over (5\d|60) s$/ })).toBeDisabled();
    expect(api.callsTo('GET /auth/challenges/ch1')).toHaveLength(1);
  });

  it('a wrong code (422) is listed under the boxes, which empty and take the focus again', async () => {
    const api = signInApi(
      { type: 'email', resendIn: { email: 50 } },
      {
        'POST /auth/complete-email-challenge': [
          {
            status: 422,
            body: { message: 'De code is onjuist.', errors: { code: ['De code is onjuist.'] } },
          },
          authenticated,
        ],
      },
    );
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    await screen.findByRole('group', { name: 'Inlogcode' });
    await typeCode(user, '111111');
    expect(await screen.findByText('De code is onjuist.')).toBeInTheDocument();
    expect(boxes()[0]).toHaveAccessibleDescription('De code is onjuist.');
    expect(
      boxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe('');
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    expect(window.location.pathname).toBe('/login/send-code/ch1');

    await user.keyboard('222222');
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/complete-email-challenge').map((call) => call.body)).toEqual([
      { challenge: 'ch1', code: '111111' },
      { challenge: 'ch1', code: '222222' },
    ]);
  });

  it('an expired challenge (401) says so and links back to /login', async () => {
    signInApi(
      { type: 'email', resendIn: { email: 50 } },
      { 'POST /auth/complete-email-challenge': expiredChallenge },
    );
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    await screen.findByRole('group', { name: 'Inlogcode' });
    await typeCode(user, '123456');
    expect(await screen.findByRole('heading', { name: 'Je inlogpoging is verlopen' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Opnieuw inloggen' }));
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('a challenge that cannot be loaded (401: expired, used, another browser) shows the same message', async () => {
    installFakeApi({
      'GET /user': { status: 401 },
      'GET /auth/challenges/:id': expiredChallenge,
    });
    openAt('/login/verify-challenge/onbekend');
    expect(await screen.findByRole('heading', { name: 'Je inlogpoging is verlopen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw inloggen' })).toHaveAttribute('href', '/login');
  });

  it('too many tries (429) gives the rate-limited text of spec §8 and the time from Retry-After beside it', async () => {
    signInApi(
      { type: 'email', resendIn: { email: 50 } },
      {
        'POST /auth/complete-email-challenge': {
          status: 429,
          headers: { 'retry-after': '125' },
          body: { message: 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw' },
        },
      },
    );
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    await screen.findByRole('group', { name: 'Inlogcode' });
    await typeCode(user, '123456');
    expect(
      await screen.findByText('Je hebt dit te vaak geprobeerd, probeer het later opnieuw'),
    ).toBeInTheDocument();
    expect(screen.getByText('Over 3 minuten kun je het opnieuw proberen.')).toBeInTheDocument();
    // The page says it; no second, generic toast.
    expect(toasts().queryByText(/te vaak/)).not.toBeInTheDocument();
  });

  it('asking for a code inside the cooldown (429 with resendAvailableAt) starts the countdown and says how long', async () => {
    signInApi(
      { type: 'sms', methods: ['sms'], sentTo: { sms: MASKED_PHONE } },
      {
        'POST /auth/start-sms-challenge': {
          status: 429,
          body: { message: 'Te vaak.', resendAvailableAt: inSeconds(20) },
        },
      },
    );
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    await user.click(await screen.findByRole('button', { name: 'Verstuur code' }));
    expect(
      await screen.findByText('Je hebt dit te vaak geprobeerd, probeer het later opnieuw'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Over (1\d|20) seconden kun je het opnieuw proberen\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Opnieuw versturen over (1\d|20) s$/ })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Inlogcode' })).toBeInTheDocument();
  });

  it('a failed delivery (503) shows the server’s message on the page', async () => {
    signInApi(
      { type: 'sms', methods: ['sms'], sentTo: { sms: MASKED_PHONE } },
      {
        'POST /auth/start-sms-challenge': {
          status: 503,
          body: {
            message: 'We konden het bericht niet versturen. Probeer het over een paar minuten opnieuw.',
          },
        },
      },
    );
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    await user.click(await screen.findByRole('button', { name: 'Verstuur code' }));
    expect(
      await screen.findByText(
        'We konden het bericht niet versturen. Probeer het over een paar minuten opnieuw.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verstuur code' })).toBeEnabled();
  });
});

describe('authenticator, password and backup code (/login/verify-challenge/{challenge})', () => {
  const everything = {
    type: 'totp',
    methods: ['totp', 'email', 'sms', 'password', 'backup_code'],
    sentTo: { email: MASKED_EMAIL, sms: MASKED_PHONE },
  };

  it('the authenticator code signs in with complete-totp-challenge', async () => {
    const api = signInApi(everything, { 'POST /auth/complete-totp-challenge': authenticated });
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1');
    expect(await screen.findByRole('heading', { name: 'Code uit je authenticator-app' })).toBeInTheDocument();
    // The boxes take the focus in their effect, after the render that showed the heading.
    await waitFor(() => expect(boxes()[0]).toHaveFocus());
    await user.keyboard('654321');
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/complete-totp-challenge')[0]?.body).toEqual({
      challenge: 'ch1',
      code: '654321',
    });
  });

  it('offers a link per other method of the challenge, and none for the one in use', async () => {
    signInApi(everything);
    openAt('/login/verify-challenge/ch1');
    const nav = await screen.findByRole('navigation', { name: 'Op een andere manier inloggen' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Code per e-mail ontvangen', '/login/send-code/ch1?method=email'],
      ['Code per sms ontvangen', '/login/send-code/ch1?method=sms'],
      ['Wachtwoord gebruiken', '/login/verify-challenge/ch1?method=password'],
      ['Back-upcode gebruiken', '/login/verify-challenge/ch1?method=backup_code'],
    ]);
  });

  it('switches to the password: complete-password-challenge, a 422 under the password field', async () => {
    const api = signInApi(everything, {
      'POST /auth/complete-password-challenge': [
        {
          status: 422,
          body: { message: 'Onjuist.', errors: { password: ['Dit wachtwoord is onjuist.'] } },
        },
        authenticated,
      ],
    });
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1');
    await user.click(await screen.findByRole('link', { name: 'Wachtwoord gebruiken' }));
    expect(await screen.findByRole('heading', { name: 'Inloggen met je wachtwoord' })).toBeInTheDocument();
    const password = screen.getByLabelText(/^Wachtwoord( \*)?$/);
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(password).toHaveAccessibleDescription('Vul je wachtwoord in.');
    expect(api.callsTo('POST /auth/complete-password-challenge')).toHaveLength(0);

    await user.type(password, 'fout');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Dit wachtwoord is onjuist.'));
    await user.type(password, 'goed wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/complete-password-challenge').map((call) => call.body)).toEqual([
      { challenge: 'ch1', password: 'fout' },
      { challenge: 'ch1', password: 'goed wachtwoord' },
    ]);
  });

  it('a backup code signs in and warns when 3 or fewer are left', async () => {
    const api = signInApi(everything, {
      'POST /auth/complete-backup-code-challenge': {
        body: { data: { next: 'authenticated', backupCodesLeft: 2 } },
      },
    });
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1?method=backup_code');
    expect(await screen.findByRole('heading', { name: 'Inloggen met een back-upcode' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Back-upcode( \*)?$/), ' abcd-efgh ');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/complete-backup-code-challenge')[0]?.body).toEqual({
      challenge: 'ch1',
      code: 'abcd-efgh',
    });
    expect(
      await toasts().findByText('Je hebt nog 2 back-upcodes over. Maak nieuwe aan bij Beveiliging.'),
    ).toBeInTheDocument();
  });

  it.each([
    [1, 'Je hebt nog 1 back-upcode over. Maak nieuwe aan bij Beveiliging.'],
    [0, 'Je hebt geen back-upcodes meer. Maak nieuwe aan bij Beveiliging.'],
  ])('with %i backup codes left the warning says "%s"', async (left, text) => {
    signInApi(everything, {
      'POST /auth/complete-backup-code-challenge': {
        body: { data: { next: 'authenticated', backupCodesLeft: left } },
      },
    });
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1?method=backup_code');
    await user.type(await screen.findByLabelText(/^Back-upcode( \*)?$/), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await toasts().findByText(text)).toBeInTheDocument();
  });

  it('no warning with 4 backup codes left', async () => {
    signInApi(everything, {
      'POST /auth/complete-backup-code-challenge': {
        body: { data: { next: 'authenticated', backupCodesLeft: 4 } },
      },
    });
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1?method=backup_code');
    await user.type(await screen.findByLabelText(/^Back-upcode( \*)?$/), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(toasts().queryByText(/back-upcode/)).not.toBeInTheDocument();
  });

  it('"Lukt het niet?" explains the backup code and the administrator, with a link to the backup code', async () => {
    signInApi(everything);
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1');
    const toggle = await screen.findByRole('button', { name: 'Lukt het niet?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const help = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(help).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(help).toBeVisible();
    expect(
      within(help).getByText(/Ben je je telefoon kwijt of kun je je authenticator-app niet gebruiken/),
    ).toBeVisible();
    expect(within(help).getByText(/Neem dan contact op met je beheerder/)).toBeVisible();
    expect(within(help).getByRole('link', { name: 'Back-upcode gebruiken' })).toHaveAttribute(
      'href',
      '/login/verify-challenge/ch1?method=backup_code',
    );
  });

  it('without a session target or intended URL the remembered target is the fallback', async () => {
    localStorage.setItem(TARGET_KEY, '/eerder');
    const api = signInApi(everything, {
      'POST /auth/complete-totp-challenge': authenticated,
      'GET /auth/intended-url': { status: 500, body: { message: 'Stuk.' } },
    });
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1');
    await screen.findByRole('group', { name: 'Inlogcode' });
    await typeCode(user, '654321');
    await waitFor(() => expect(window.location.pathname).toBe('/eerder'));
    expect(api.callsTo('GET /auth/intended-url')).toHaveLength(1);
    // The failing intended-url call is not an error for the user.
    expect(toasts().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('next: onboarding goes to onboarding', async () => {
    let signedIn = false;
    installFakeApi({
      'GET /user': () =>
        signedIn
          ? { body: { data: { ...signedInUser.data, onboarding: { setup_otp: 'pending' } } } }
          : { status: 401 },
      'GET /auth/challenges/:id': { body: challengeBody(everything) },
      'POST /auth/complete-totp-challenge': () => {
        signedIn = true;
        return { body: { data: { next: 'onboarding' } } };
      },
    });
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1');
    await screen.findByRole('group', { name: 'Inlogcode' });
    await typeCode(user, '654321');
    expect(await screen.findByRole('heading', { name: 'Je account instellen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/onboarding');
  });
});

describe('a first step that leads to a second step', () => {
  it('an email-code sign-in answered with a second step goes on to that step’s page', async () => {
    let step = 1;
    const api = installFakeApi({
      'GET /user': { status: 401 },
      'GET /auth/challenges/:id': () =>
        step === 1
          ? { body: challengeBody({ type: 'email', resendIn: { email: 50 } }) }
          : { body: challengeBody({ type: 'totp', methods: ['totp', 'password'] }) },
      'POST /auth/complete-email-challenge': () => {
        step = 2;
        return {
          body: {
            data: {
              next: 'second_step',
              secondStep: { id: 'ch1', type: 'totp', methods: ['totp', 'password'] },
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    openAt('/login/send-code/ch1');
    await screen.findByRole('group', { name: 'Inlogcode' });
    await typeCode(user, '123456');
    expect(await screen.findByRole('heading', { name: 'Code uit je authenticator-app' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login/verify-challenge/ch1');
    expect(api.callsTo('GET /auth/challenges/ch1')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Wachtwoord gebruiken' })).toBeInTheDocument();
  });
});
