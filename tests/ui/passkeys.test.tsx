import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { suggestedPasskeyName } from '../../auth/passkeys/suggested-name.ts';
import { PasskeyStep } from '../../pages/login/PasskeyStep.tsx';
import { SecurityRoutes } from '../../pages/security/SecurityRoutes.tsx';
import { passkeyNl } from '../../i18n/nl/passkey.ts';
import { translatorFor } from '../../i18n/translator-for.ts';
import { http } from '../../src/api/index.ts';
import { unmountConfirmation } from '../../src/confirmation-root.tsx';
import { setUpHttp } from '../../src/http-setup.ts';
import { toast } from '../../src/ui/toast.ts';
import { installFakeApi, signedInUser, type FakeHandler } from '../helpers/fake-api.ts';
import { securitySettings } from '../helpers/security-fixtures.ts';
import { anna, renderSettings, resetSettings } from '../helpers/settings-ui.tsx';
import { openAt } from '../helpers/shell.tsx';
import { resetSignIn } from '../helpers/sign-in-ui.ts';

// The browser's WebAuthn is @simplewebauthn/browser's: mocked here only (the journeys use a virtual authenticator).
const webauthn = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

vi.setConfig({ testTimeout: 20_000 });

const CREATION_OPTIONS = {
  challenge: 'cmVn',
  rp: { name: 'Zorgportaal' },
  user: { id: 'dTE', name: 'anna' },
};
const REQUEST_OPTIONS = { challenge: 'YXNz', rpId: 'localhost', allowCredentials: [] };
const REGISTRATION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { attestationObject: 'x' },
};
const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { signature: 'sig' } };

const cancelled = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
const passkey = (id: string, name: string, lastUsedAt: string | null = null) => ({
  id,
  name,
  createdAt: '2026-11-02T09:00:00.000Z',
  lastUsedAt,
  backedUp: true,
});
const list = (...items: ReturnType<typeof passkey>[]): FakeHandler => ({ body: { data: items } });
const locked = (methods: string[]): FakeHandler => ({
  status: 423,
  body: { message: 'Bevestig eerst dat jij het bent.', data: { challenge: { methods } } },
});

/** A browser with WebAuthn (jsdom has none): what `browserSupportsWebAuthn` tests. */
function withWebAuthn() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
}

beforeEach(() => {
  webauthn.startRegistration.mockReset().mockResolvedValue(REGISTRATION);
  webauthn.startAuthentication.mockReset().mockResolvedValue(ASSERTION);
  webauthn.browserSupportsWebAuthnAutofill.mockReset().mockResolvedValue(false);
  withWebAuthn();
});

afterEach(() => {
  unmountConfirmation();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Beveiliging → Tweestapsverificatie: the passkeys card', () => {
  const openMfa = () =>
    renderSettings('/settings/security/mfa', {
      '/settings/security/*': <SecurityRoutes appName="Zorgportaal" />,
    });
  const card = () => screen.findByRole('region', { name: 'Passkeys' });

  beforeEach(() => resetSettings(anna));

  it('empty: one line on what a passkey is; adding names it, prompts, saves and lists it', async () => {
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/passkeys': [list(), list(passkey('p1', 'Werklaptop'))],
      'POST /user/passkeys/registration-options': { body: { data: CREATION_OPTIONS } },
      'POST /user/passkeys': { status: 201, body: { data: passkey('p1', 'Werklaptop') } },
    });
    const user = userEvent.setup();
    openMfa();
    const region = await card();
    expect(
      within(region).getByText(
        'Met een passkey log je in met je vingerafdruk, gezicht of de pincode van je apparaat, zonder wachtwoord of code.',
      ),
    ).toBeInTheDocument();
    expect(await within(region).findByText('Je hebt nog geen passkeys.')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Passkey toevoegen' }));
    const name = within(region).getByRole('textbox', { name: /^Naam van de passkey/ });
    // jsdom's user agent names no known browser: the neutral name to start from.
    expect(name).toHaveValue('Mijn passkey');
    await user.clear(name);
    await user.click(within(region).getByRole('button', { name: 'Toevoegen' }));
    expect(within(region).getByText('Vul een naam in.')).toBeInTheDocument();
    expect(api.callsTo('POST /user/passkeys/registration-options')).toHaveLength(0);

    await user.type(name, '  Werklaptop ');
    await user.click(within(region).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(region).findByText('Werklaptop')).toBeInTheDocument();
    expect(within(region).getByText('Toegevoegd op 2 november 2026 · Nog niet gebruikt')).toBeInTheDocument();
    expect(await screen.findByText('Passkey toegevoegd')).toBeInTheDocument();
    expect(api.callsTo('POST /user/passkeys/registration-options').map((call) => call.body)).toEqual([{}]);
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: CREATION_OPTIONS });
    expect(api.callsTo('POST /user/passkeys').map((call) => call.body)).toEqual([
      { name: 'Werklaptop', response: REGISTRATION },
    ]);
  });

  it("a closed browser prompt is a calm 'afgebroken'; the server's 422 on the response is shown", async () => {
    const refused = 'Deze passkey kon niet worden toegevoegd. Probeer het opnieuw.';
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/passkeys': list(),
      'POST /user/passkeys/registration-options': { body: { data: CREATION_OPTIONS } },
      'POST /user/passkeys': { status: 422, body: { message: refused, errors: { response: [refused] } } },
    });
    webauthn.startRegistration.mockRejectedValueOnce(cancelled());
    const user = userEvent.setup();
    openMfa();
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Passkey toevoegen' }));
    await user.click(within(region).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Het toevoegen is afgebroken.');
    expect(api.callsTo('POST /user/passkeys')).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(refused));
    expect(api.callsTo('POST /user/passkeys').map((call) => call.body)).toEqual([
      { name: 'Mijn passkey', response: REGISTRATION },
    ]);
  });

  it('renames in place (422 under the field) and removes after the question', async () => {
    const tooLong = 'De naam mag maximaal 60 tekens lang zijn.';
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/passkeys': [
        list(passkey('p1', 'Telefoon', '2026-11-20T10:00:00.000Z'), passkey('p2', 'Laptop')),
        list(passkey('p1', 'Telefoon van Anna', '2026-11-20T10:00:00.000Z'), passkey('p2', 'Laptop')),
        list(passkey('p1', 'Telefoon van Anna', '2026-11-20T10:00:00.000Z')),
      ],
      'PATCH /user/passkeys/p1': [
        { status: 422, body: { message: tooLong, errors: { name: [tooLong] } } },
        { body: { data: passkey('p1', 'Telefoon van Anna') } },
      ],
      'DELETE /user/passkeys/p2': { status: 204 },
    });
    const user = userEvent.setup();
    openMfa();
    const region = await card();
    const phone = (await within(region).findByText('Telefoon')).closest('li')!;
    expect(
      within(phone).getByText('Toegevoegd op 2 november 2026 · Laatst gebruikt op 20 november 2026'),
    ).toBeInTheDocument();

    await user.click(within(phone).getByRole('button', { name: 'Naam wijzigen' }));
    const field = within(phone).getByRole('textbox', { name: /^Nieuwe naam voor Telefoon/ });
    await user.type(field, ' van Anna');
    await user.click(within(phone).getByRole('button', { name: 'Opslaan' }));
    expect(await within(phone).findByText(tooLong)).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: 'Opslaan' }));
    expect(await within(region).findByText('Telefoon van Anna')).toBeInTheDocument();
    expect(api.callsTo('PATCH /user/passkeys/p1').map((call) => call.body)).toEqual([
      { name: 'Telefoon van Anna' },
      { name: 'Telefoon van Anna' },
    ]);

    const laptop = within(region).getByText('Laptop').closest('li')!;
    await user.click(within(laptop).getByRole('button', { name: 'Verwijderen' }));
    const question = await screen.findByRole('dialog', { name: 'Passkey verwijderen?' });
    expect(
      within(question).getByText(
        'Je kunt daarna niet meer inloggen met de passkey Laptop. Je andere manieren van inloggen blijven werken.',
      ),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(within(region).queryByText('Laptop')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /user/passkeys/p2')).toHaveLength(1);
    expect(screen.getByText('Passkey verwijderd')).toBeInTheDocument();
  });

  it('the preference offers a passkey once there is one, and saves it', async () => {
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/passkeys': list(passkey('p1', 'Telefoon')),
      'POST /user/update-otp-preference': { body: { data: null } },
    });
    const user = userEvent.setup();
    openMfa();
    const radio = await screen.findByRole('radio', { name: 'Passkey' });
    await waitFor(() => expect(radio).toBeEnabled());
    await user.click(radio);
    await user.click(screen.getByRole('button', { name: 'Voorkeur opslaan' }));
    await waitFor(() =>
      expect(api.callsTo('POST /user/update-otp-preference').map((call) => call.body)).toEqual([
        { method: 'passkey' },
      ]),
    );
  });

  it('without passkeys the preference says to add one; without WebAuthn the card says why it cannot add', async () => {
    vi.unstubAllGlobals();
    installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/passkeys': list(),
    });
    openMfa();
    const region = await card();
    expect(await within(region).findByText('Je hebt nog geen passkeys.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Passkey' })).toBeDisabled();
    expect(screen.getByText('Voeg eerst een passkey toe.')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Deze browser ondersteunt geen passkeys. Gebruik een andere browser om er een toe te voegen.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Passkey toevoegen' })).not.toBeInTheDocument();
  });
});

describe('/login: "Inloggen met een passkey" and the autofill', () => {
  /** Signed out until login-with-passkey answered; the server's intended URL is /elders. */
  function loginApi(answer: FakeHandler | FakeHandler[]) {
    let signedIn = false;
    const answers = Array.isArray(answer) ? answer : [answer];
    return installFakeApi({
      'GET /user': () =>
        signedIn ? { body: signedInUser } : { status: 401, body: { message: 'Niet ingelogd.' } },
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/providers': { body: { data: [] } },
      'GET /auth/intended-url': { body: { data: { url: '/elders' } } },
      'POST /auth/passkey-sign-in-options': { body: { data: REQUEST_OPTIONS } },
      'POST /auth/login-with-passkey': () => {
        const reply = answers.shift() ?? { status: 500 };
        if (typeof reply === 'function') throw new Error('not used');
        if ((reply.status ?? 200) === 200) signedIn = true;
        return reply;
      },
    });
  }

  beforeEach(() => resetSignIn());

  it('the button prompts for a discoverable passkey and signs in at once (both steps)', async () => {
    const api = loginApi({ body: { data: { next: 'authenticated' } } });
    const user = userEvent.setup();
    openAt('/login');
    await user.click(await screen.findByRole('checkbox', { name: 'Ingelogd blijven' }));
    await user.click(screen.getByRole('button', { name: 'Inloggen met een passkey' }));
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/passkey-sign-in-options').map((call) => call.body)).toEqual([{}]);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: REQUEST_OPTIONS,
      useBrowserAutofill: false,
    });
    expect(api.callsTo('POST /auth/login-with-passkey').map((call) => call.body)).toEqual([
      { response: ASSERTION, remember: true, intendedUrl: null },
    ]);
  });

  it("a closed prompt says so calmly; an unknown passkey shows the server's 422", async () => {
    const unknown = 'Deze passkey werd niet herkend. Probeer het opnieuw of kies een andere manier.';
    loginApi({ status: 422, body: { message: unknown, errors: { passkey: [unknown] } } });
    webauthn.startAuthentication.mockRejectedValueOnce(cancelled());
    const user = userEvent.setup();
    openAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Inloggen met een passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggen met je passkey is afgebroken. Probeer het opnieuw of kies een andere manier.',
    );
    await user.click(screen.getByRole('button', { name: 'Inloggen met een passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(unknown));
    expect(window.location.pathname).toBe('/login');
  });

  it('the email field offers passkeys (conditional UI) from the first touch, not from its autofocus', async () => {
    const api = loginApi({ body: { data: { next: 'authenticated' } } });
    webauthn.browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    const user = userEvent.setup();
    openAt('/login');
    const email = await screen.findByRole('textbox', { name: /^E-mailadres/ });
    expect(email).toHaveAttribute('autocomplete', 'username webauthn');
    await waitFor(() => expect(email).toHaveFocus());
    expect(webauthn.browserSupportsWebAuthnAutofill).not.toHaveBeenCalled();
    expect(api.callsTo('POST /auth/passkey-sign-in-options')).toHaveLength(0);

    await user.keyboard('a');
    await waitFor(() =>
      expect(webauthn.startAuthentication).toHaveBeenCalledWith({
        optionsJSON: REQUEST_OPTIONS,
        useBrowserAutofill: true,
      }),
    );
    // The user picked a passkey in the autofill: signed in, at the server's intended URL.
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/login-with-passkey').map((call) => call.body)).toEqual([
      { response: ASSERTION, remember: false, intendedUrl: null },
    ]);
  });

  it('a browser without WebAuthn gets no passkey button', async () => {
    vi.unstubAllGlobals();
    loginApi([]);
    openAt('/login');
    expect(await screen.findByRole('link', { name: 'Inloggen met een code per e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inloggen met een passkey' })).not.toBeInTheDocument();
  });
});

describe('the passkey as second step (PasskeyStep)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t';
    toast.clear();
  });

  it('asks the options of the challenge and completes it with the assertion and "onthouden"', async () => {
    const api = installFakeApi({
      'POST /auth/passkey-options': { body: { data: REQUEST_OPTIONS } },
      'POST /auth/complete-passkey-challenge': { body: { data: { next: 'authenticated' } } },
    });
    const onResult = vi.fn(async () => undefined);
    const onApiError = vi.fn();
    render(<PasskeyStep challenge="ch1" trustDevice onResult={onResult} onApiError={onApiError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Gebruik je passkey' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ next: 'authenticated' }));
    expect(api.callsTo('POST /auth/passkey-options').map((call) => call.body)).toEqual([
      { challenge: 'ch1' },
    ]);
    expect(api.callsTo('POST /auth/complete-passkey-challenge').map((call) => call.body)).toEqual([
      { challenge: 'ch1', response: ASSERTION, trustDevice: true },
    ]);
    expect(onApiError).not.toHaveBeenCalled();
  });

  it('shows a closed prompt and the 422 under the button; hands an expired challenge (401) to the page', async () => {
    const unknown = 'Deze passkey werd niet herkend. Probeer het opnieuw of kies een andere manier.';
    installFakeApi({
      'POST /auth/passkey-options': [
        { body: { data: REQUEST_OPTIONS } },
        { body: { data: REQUEST_OPTIONS } },
        { status: 401, body: { message: 'Je inlogpoging is verlopen. Log opnieuw in.' } },
      ],
      'POST /auth/complete-passkey-challenge': {
        status: 422,
        body: { message: unknown, errors: { passkey: [unknown] } },
      },
    });
    webauthn.startAuthentication.mockRejectedValueOnce(cancelled());
    const onResult = vi.fn(async () => undefined);
    const onApiError = vi.fn();
    render(<PasskeyStep challenge="ch1" onResult={onResult} onApiError={onApiError} />);
    const button = screen.getByRole('button', { name: 'Gebruik je passkey' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inloggen met je passkey is afgebroken. Probeer het opnieuw of kies een andere manier.',
    );
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(unknown));
    await userEvent.click(button);
    await waitFor(() => expect(onApiError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 })));
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('re-confirmation with a passkey (auth/confirmation)', () => {
  const dialog = () => screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t';
    setUpHttp();
    toast.clear();
  });

  it('is offered first when the 423 lists it; confirming replays the request', async () => {
    const api = installFakeApi({
      'DELETE /user/passkeys/p2': [locked(['passkey', 'password']), { status: 204 }],
      'POST /auth/passkey-options': { body: { data: REQUEST_OPTIONS } },
      'POST /auth/complete-passkey-challenge': {
        body: { data: { confirmed: true, method: 'passkey', confirmedUntil: null } },
      },
    });
    webauthn.startAuthentication.mockRejectedValueOnce(cancelled());
    const user = userEvent.setup();
    const result = http.delete('/user/passkeys/p2');
    const modal = await dialog();
    expect(within(modal).getByText('Gebruik je passkey om door te gaan.')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Met je wachtwoord' })).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Bevestig met je passkey' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Het bevestigen met je passkey is afgebroken. Probeer het opnieuw of kies een andere manier.',
    );
    await user.click(within(modal).getByRole('button', { name: 'Bevestig met je passkey' }));
    await expect(result).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /auth/passkey-options').map((call) => call.body)).toEqual([{}, {}]);
    expect(api.callsTo('POST /auth/complete-passkey-challenge').map((call) => call.body)).toEqual([
      { response: ASSERTION },
    ]);
    expect(api.callsTo('DELETE /user/passkeys/p2')).toHaveLength(2);
  });

  it('a browser without WebAuthn opens on the next method', async () => {
    vi.unstubAllGlobals();
    installFakeApi({ 'DELETE /user/passkeys/p2': locked(['passkey', 'password']) });
    void http.delete('/user/passkeys/p2').catch(() => undefined);
    const modal = await dialog();
    expect(within(modal).getByText('Vul je wachtwoord in om door te gaan.')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Met je passkey' })).not.toBeInTheDocument();
  });
});

describe('onboarding: a passkey as the preferred second step', () => {
  const steps = (otp: string) => ({
    accept_terms: 'completed',
    setup_login: 'completed',
    verify_email: 'completed',
    verify_phone: 'skipped',
    setup_otp: otp,
  });

  beforeEach(() => resetSignIn());

  it('adds a passkey, then saves the preference at once and goes on', async () => {
    let done = false;
    const api = installFakeApi({
      'GET /user': () => ({
        body: { data: { ...signedInUser.data, onboarding: steps(done ? 'completed' : 'pending') } },
      }),
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/providers': { body: { data: [] } },
      'POST /user/passkeys/registration-options': { body: { data: CREATION_OPTIONS } },
      'POST /user/passkeys': { status: 201, body: { data: passkey('p1', 'Mijn passkey') } },
      'POST /user/update-otp-preference': () => {
        done = true;
        return { body: { data: { ...signedInUser.data, onboarding: steps('completed') } } };
      },
    });
    localStorage.setItem('zorgportaal.redirectedFrom', '/elders');
    const user = userEvent.setup();
    openAt('/onboarding/preferred-otp');
    await user.click(await screen.findByRole('radio', { name: /^Passkey/ }));
    await user.click(screen.getByRole('button', { name: 'Passkey instellen' }));
    expect(await screen.findByRole('textbox', { name: /^Naam van de passkey/ })).toHaveValue('Mijn passkey');
    expect(screen.getByRole('button', { name: 'Terug naar je keuze' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passkey toevoegen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /user/passkeys').map((call) => call.body)).toEqual([
      { name: 'Mijn passkey', response: REGISTRATION },
    ]);
    expect(api.callsTo('POST /user/update-otp-preference').map((call) => call.body)).toEqual([
      { method: 'passkey' },
    ]);
  });

  it('a closed prompt keeps the choice open: back to the other ways', async () => {
    installFakeApi({
      'GET /user': { body: { data: { ...signedInUser.data, onboarding: steps('pending') } } },
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/providers': { body: { data: [] } },
      'POST /user/passkeys/registration-options': { body: { data: CREATION_OPTIONS } },
    });
    webauthn.startRegistration.mockRejectedValueOnce(cancelled());
    const user = userEvent.setup();
    openAt('/onboarding/preferred-otp');
    await user.click(await screen.findByRole('radio', { name: /^Passkey/ }));
    await user.click(screen.getByRole('button', { name: 'Passkey instellen' }));
    await user.click(await screen.findByRole('button', { name: 'Passkey toevoegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het toevoegen is afgebroken.');
    await user.click(screen.getByRole('button', { name: 'Terug naar je keuze' }));
    expect(await screen.findByRole('radio', { name: /^Code per e-mail/ })).toBeInTheDocument();
  });

  it('a browser without WebAuthn is not offered the passkey', async () => {
    vi.unstubAllGlobals();
    installFakeApi({
      'GET /user': { body: { data: { ...signedInUser.data, onboarding: steps('pending') } } },
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/providers': { body: { data: [] } },
    });
    openAt('/onboarding/preferred-otp');
    expect(await screen.findByRole('radio', { name: /^Code per e-mail/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Passkey/ })).not.toBeInTheDocument();
  });
});

describe('the name a new passkey starts with', () => {
  const passkeyTranslate = translatorFor(passkeyNl);

  it('names the browser and system, else a neutral name', () => {
    const chromeWindows =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const safariIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const edgeMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    expect(suggestedPasskeyName(passkeyTranslate, chromeWindows)).toBe('Chrome op Windows');
    expect(suggestedPasskeyName(passkeyTranslate, safariIphone)).toBe('Safari op iPhone');
    expect(suggestedPasskeyName(passkeyTranslate, edgeMac)).toBe('Edge op macOS');
    expect(suggestedPasskeyName(passkeyTranslate, 'curl/8.0')).toBe('Mijn passkey');
  });
});
