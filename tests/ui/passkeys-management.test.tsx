import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { suggestedPasskeyName } from '../../auth/passkeys/suggested-name.ts';
import { passkeyNl } from '../../i18n/nl/passkey.ts';
import { translatorFor } from '../../i18n/translator-for.ts';
import { SecurityRoutes } from '../../pages/security/SecurityRoutes.tsx';
import { installFakeApi, type FakeHandler } from '../helpers/fake-api.ts';
import {
  cancelled,
  CREATION_OPTIONS,
  passkey,
  REGISTRATION,
  setUpPasskeyBrowser,
  webauthn,
} from '../helpers/passkeys-ui.ts';
import { securitySettings } from '../helpers/security-fixtures.ts';
import { anna, renderSettings, resetSettings } from '../helpers/settings-ui.tsx';

// The browser's WebAuthn is @simplewebauthn/browser's: mocked here only (the journeys use a virtual authenticator).
vi.mock('@simplewebauthn/browser', async () => (await import('../helpers/passkeys-webauthn.ts')).webauthn);

setUpPasskeyBrowser();

const list = (...items: ReturnType<typeof passkey>[]): FakeHandler => ({ body: { data: items } });

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
