import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecurityRoutes } from '../../pages/security/SecurityRoutes.tsx';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';
import { securitySettings, sessions } from '../helpers/security-fixtures.ts';
import { anna, renderSettings, resetSettings } from '../helpers/settings-ui.tsx';
import { openAt } from '../helpers/shell.tsx';
import { challengeBody, MASKED_EMAIL, resetSignIn } from '../helpers/sign-in-ui.ts';

const TRUST = 'Dit apparaat 30 dagen onthouden';
const TRUST_HELP =
  'Dan vragen we hier 30 dagen geen tweede stap. Vink dit niet aan op een computer die je met anderen deelt.';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('"Dit apparaat 30 dagen onthouden" on the second step', () => {
  beforeEach(() => resetSignIn());

  function signInApi(methods: string[]) {
    let signedIn = false;
    const complete = () => {
      signedIn = true;
      return { body: { data: { next: 'authenticated' } } };
    };
    return installFakeApi({
      'GET /user': () =>
        signedIn ? { body: signedInUser } : { status: 401, body: { message: 'Niet ingelogd.' } },
      'GET /user/permissions': { body: { data: [] } },
      'GET /auth/challenges/:id': {
        body: challengeBody({ type: 'totp', methods, sentTo: { email: MASKED_EMAIL } }),
      },
      'GET /auth/intended-url': { body: { data: { url: '/elders' } } },
      'POST /auth/complete-totp-challenge': complete,
      'POST /auth/complete-password-challenge': complete,
    });
  }

  it('is off by default, says not to tick it on a shared computer, and sends trustDevice when ticked', async () => {
    const api = signInApi(['totp', 'password']);
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1');
    const checkbox = await screen.findByRole('checkbox', { name: TRUST });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(TRUST_HELP);

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.click(screen.getAllByRole('textbox', { name: /^Cijfer \d van 6$/ })[0]!);
    await user.keyboard('654321');
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/complete-totp-challenge')[0]?.body).toEqual({
      challenge: 'ch1',
      code: '654321',
      trustDevice: true,
    });
  });

  it('stays ticked when switching to another method, and goes with the password too', async () => {
    const api = signInApi(['totp', 'password']);
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1');
    await user.click(await screen.findByRole('checkbox', { name: TRUST }));
    await user.click(screen.getByRole('link', { name: 'Wachtwoord gebruiken' }));
    expect(await screen.findByRole('heading', { name: 'Inloggen met je wachtwoord' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: TRUST })).toBeChecked();
    await user.type(screen.getByLabelText(/^Wachtwoord( \*)?$/), 'Paardenbloem-Zonnedak-42');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/complete-password-challenge')[0]?.body).toEqual({
      challenge: 'ch1',
      password: 'Paardenbloem-Zonnedak-42',
      trustDevice: true,
    });
  });

  it('leaves trustDevice out when not ticked', async () => {
    const api = signInApi(['totp']);
    const user = userEvent.setup();
    openAt('/login/verify-challenge/ch1');
    await screen.findByRole('checkbox', { name: TRUST });
    await user.click(screen.getAllByRole('textbox', { name: /^Cijfer \d van 6$/ })[0]!);
    await user.keyboard('123456');
    await waitFor(() => expect(window.location.pathname).toBe('/elders'));
    expect(api.callsTo('POST /auth/complete-totp-challenge')[0]?.body).toEqual({
      challenge: 'ch1',
      code: '123456',
    });
  });
});

describe('remembered devices under Inlogactiviteit', () => {
  beforeEach(() => resetSettings(anna));

  const device = (id: string, browser: string, os: string, current: boolean) => ({
    id,
    browser,
    os,
    trustedAt: '2026-11-02T09:15:00.000Z',
    trustedUntil: '2026-12-02T09:15:00.000Z',
    lastUsedAt: '2026-11-20T14:30:00.000Z',
    current,
  });
  const devices = {
    data: [device('d2', 'Firefox 128', 'Windows 10', false), device('d1', 'Chrome 126', 'Linux', true)],
  };

  const openActivity = () =>
    renderSettings('/settings/security/login-activity', {
      '/settings/security/*': <SecurityRoutes appName="Zorgportaal" />,
    });

  async function confirmDialog(name: string, button: string) {
    const dialog = await screen.findByRole('dialog', { name });
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
  }

  it('lists them with this device first, since and until, last use; forgets one after confirming', async () => {
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/sessions': { body: sessions },
      'GET /user/trusted-devices': [{ body: devices }, { body: { data: [devices.data[1]] } }],
      'DELETE /user/trusted-devices/:id': { status: 204 },
    });
    openActivity();
    const region = await screen.findByRole('region', { name: 'Onthouden apparaten' });
    const rows = await within(region).findAllByTestId('trusted-device');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome 126 op Linux');
    expect(rows[0]).toHaveTextContent('Dit apparaat');
    expect(rows[1]).toHaveTextContent('Firefox 128 op Windows 10');
    expect(rows[1]).toHaveTextContent(
      /^Firefox 128 op Windows 10Onthouden sinds 2 november 2026 tot 2 december 2026 · Laatst gebruikt: 20 nov 2026, \d\d:\d\dVergeten$/,
    );

    await userEvent.click(
      within(region).getByRole('button', { name: 'Vergeten: Firefox 128 op Windows 10' }),
    );
    await confirmDialog('Dit apparaat vergeten?', 'Vergeten');
    expect(await screen.findByText('Apparaat vergeten')).toBeInTheDocument();
    expect(api.callsTo('DELETE /user/trusted-devices/d2')).toHaveLength(1);
    await waitFor(() => expect(within(region).getAllByTestId('trusted-device')).toHaveLength(1));
  });

  it('forgets all of them after confirming; nothing happens when the dialog is cancelled', async () => {
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/sessions': { body: sessions },
      'GET /user/trusted-devices': [{ body: devices }, { body: { data: [] } }],
      'DELETE /user/trusted-devices': { body: { data: { forgotten: 2 } } },
    });
    openActivity();
    const region = await screen.findByRole('region', { name: 'Onthouden apparaten' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Alle apparaten vergeten' }));
    await confirmDialog('Alle onthouden apparaten vergeten?', 'Annuleren');
    expect(api.callsTo('DELETE /user/trusted-devices')).toHaveLength(0);

    await userEvent.click(within(region).getByRole('button', { name: 'Alle apparaten vergeten' }));
    await confirmDialog('Alle onthouden apparaten vergeten?', 'Alle apparaten vergeten');
    const toasts = within(screen.getByRole('region', { name: 'Meldingen' }));
    expect(await toasts.findByText('Alle apparaten vergeten')).toBeInTheDocument();
    expect(api.callsTo('DELETE /user/trusted-devices')).toHaveLength(1);
    expect(await within(region).findByText(/^Er worden geen apparaten onthouden\./)).toBeInTheDocument();
  });

  it('says so when no device is remembered', async () => {
    installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/sessions': { body: sessions },
      'GET /user/trusted-devices': { body: { data: [] } },
    });
    openActivity();
    const region = await screen.findByRole('region', { name: 'Onthouden apparaten' });
    expect(
      await within(region).findByText(
        'Er worden geen apparaten onthouden. Vink bij de tweede stap "Dit apparaat 30 dagen onthouden" aan om op je eigen apparaat een tijd geen code te hoeven invullen.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});
