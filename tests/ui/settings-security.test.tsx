import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../../pages/security/ProvidersCard.tsx';
import { SecurityIndexPage } from '../../pages/security/SecurityIndexPage.tsx';
import { SecurityRoutes } from '../../pages/security/SecurityRoutes.tsx';
import { SettingsTexts } from '../../pages/settings/SettingsTexts.tsx';
import { installFakeApi } from '../helpers/fake-api.ts';
import { securitySettings, sessions } from '../helpers/security-fixtures.ts';
import { stubScreenWidth } from '../helpers/screen-width.ts';
import { anna, renderSettings, resetSettings } from '../helpers/settings-ui.tsx';

const openSecurity = (path: string) =>
  renderSettings(path, { '/settings/security/*': <SecurityRoutes appName="Zorgportaal" /> });

async function confirmDialog(name: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

beforeEach(() => resetSettings(anna));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('security index (/settings/security)', () => {
  it('summarises login activity, password and two-step, each linking to its page', async () => {
    installFakeApi({ 'GET /user/security-settings': { body: securitySettings() } });
    openSecurity('/settings/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Beveiliging' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inlogactiviteit bekijken' })).toHaveAttribute(
      'href',
      '/settings/security/login-activity',
    );
    expect(screen.getByRole('link', { name: 'Wachtwoord wijzigen' })).toHaveAttribute(
      'href',
      '/settings/security/update-password',
    );
    expect(
      screen.getByText('Na je wachtwoord vragen we een tweede stap: Code per e-mail.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tweestapsverificatie beheren' })).toHaveAttribute(
      'href',
      '/settings/security/mfa',
    );
  });

  it('a failed load says so and offers a retry that shows the page', async () => {
    installFakeApi({
      'GET /user/security-settings': [
        { status: 500, body: { message: 'kapot' } },
        { body: securitySettings() },
      ],
    });
    openSecurity('/settings/security');
    expect(await screen.findByText('Je gegevens konden niet worden geladen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('link', { name: 'Inlogactiviteit bekijken' })).toBeInTheDocument();
  });

  it('links a provider by going to its URL, and shows the refusal to unlink the last way to sign in', async () => {
    const assign = vi.spyOn(goTo, 'url').mockImplementation(() => undefined);
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings({ hasPassword: false }) },
      'POST /user/setup-microsoft-idp': { body: { data: { url: 'https://login.example/authorize?x=1' } } },
      'POST /user/remove-google-idp': {
        status: 422,
        body: {
          message: 'Je kunt Google niet ontkoppelen: het is je enige manier om in te loggen.',
          errors: { provider: ['Je kunt Google niet ontkoppelen: het is je enige manier om in te loggen.'] },
        },
      },
    });
    openSecurity('/settings/security');
    const providers = await screen.findByRole('region', { name: 'Gekoppelde accounts' });
    // Issue 18: the card names only the providers it lists (not Apple, which is not configured).
    expect(within(providers).getByText('Log in met je account bij Google of Microsoft.')).toBeInTheDocument();
    expect(within(providers).getByText('Gekoppeld (anna@gmail.com)')).toBeInTheDocument();
    expect(within(providers).queryByText('Apple')).not.toBeInTheDocument();

    await userEvent.click(within(providers).getByRole('button', { name: 'Google: Ontkoppelen' }));
    await confirmDialog('Google ontkoppelen?', 'Ontkoppelen');
    expect(await within(providers).findByRole('alert')).toHaveTextContent(
      'Je kunt Google niet ontkoppelen: het is je enige manier om in te loggen.',
    );
    // Linking leaves the page (the buttons stay busy until it does).
    await userEvent.click(within(providers).getByRole('button', { name: 'Microsoft: Koppelen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.example/authorize?x=1'));
    expect(api.callsTo('POST /user/setup-microsoft-idp')[0]!.body).toEqual({
      returnTo: '/settings/security',
    });
  });

  it('renders the panels other areas put in its slot, after its own', async () => {
    installFakeApi({ 'GET /user/security-settings': { body: securitySettings() } });
    const Apps = () => <section aria-label="Gekoppelde apps">apps</section>;
    renderSettings('/s', {
      '/s': (
        <SettingsTexts>
          <SecurityIndexPage extraPanels={[Apps]} />
        </SettingsTexts>
      ),
    });
    expect(await screen.findByRole('region', { name: 'Gekoppelde apps' })).toBeInTheDocument();
  });
});

/** Inlogactiviteit on a screen `width` px wide: its "Recente inlogpogingen" card. */
async function recentSignInsAt(width: number): Promise<HTMLElement> {
  stubScreenWidth(width);
  installFakeApi({
    'GET /user/security-settings': { body: securitySettings() },
    'GET /user/sessions': { body: sessions },
  });
  openSecurity('/settings/security/login-activity');
  return screen.findByRole('region', { name: 'Recente inlogpogingen' });
}

describe('login activity (/settings/security/login-activity)', () => {
  it('lists the sessions with this device first, and logs out one and all others after confirming', async () => {
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/sessions': [{ body: sessions }, { body: { data: [sessions.data[1]] } }],
      'DELETE /user/sessions/:id': { status: 204 },
      'DELETE /user/sessions': { body: { data: { ended: 1 } } },
    });
    openSecurity('/settings/security/login-activity');
    const rows = await screen.findAllByTestId('session');
    expect(rows[0]).toHaveTextContent('Chrome op Linux');
    expect(rows[0]).toHaveTextContent('Dit apparaat');
    expect(rows[1]).toHaveTextContent('Safari op iOS');
    expect(rows[1]).toHaveTextContent('IP-adres 198.51.100.7');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Uitloggen: Safari op iOS' }));
    await confirmDialog('Deze sessie uitloggen?', 'Uitloggen');
    expect(await screen.findByText('Sessie uitgelogd')).toBeInTheDocument();
    expect(api.callsTo('DELETE /user/sessions/s2')).toHaveLength(1);
    expect(await screen.findByText('Je bent nergens anders ingelogd.')).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recente inlogpogingen' });
    expect(within(recent).getByText('Firefox op Windows')).toBeInTheDocument();
    expect(within(recent).getByText('Mislukt')).toBeInTheDocument();
    expect(within(recent).getByText('Authenticator-app')).toBeInTheDocument();
  });

  it('shows the recent attempts as a table on a wide screen', async () => {
    const recent = await recentSignInsAt(1440);
    const headers = within(within(recent).getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Wanneer',
      'Methode',
      'Resultaat',
      'Apparaat',
      'IP-adres',
    ]);
    expect(within(recent).getAllByRole('row')).toHaveLength(3);
  });

  it('on a phone, lists the recent attempts one under the other instead of a table cut off at the edge', async () => {
    const recent = await recentSignInsAt(390);
    expect(within(recent).queryByRole('table')).not.toBeInTheDocument();
    const items = within(recent).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^21 nov 2026, \d\d:\d\dGeluktWachtwoord · Firefox op Windows · IP-adres 192\.0\.2\.10$/,
      ),
      expect.stringMatching(
        /^20 nov 2026, \d\d:\d\dMisluktAuthenticator-app · Onbekende browser op onbekend systeem · IP-adres 198\.51\.100\.7$/,
      ),
    ]);
  });

  it('logs out all other sessions after confirming', async () => {
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'GET /user/sessions': { body: sessions },
      'DELETE /user/sessions': { body: { data: { ended: 1 } } },
    });
    openSecurity('/settings/security/login-activity');
    await userEvent.click(await screen.findByRole('button', { name: 'Alle andere sessies uitloggen' }));
    await confirmDialog('Alle andere sessies uitloggen?', 'Alle andere sessies uitloggen');
    expect(await screen.findByText('Andere sessies uitgelogd')).toBeInTheDocument();
    expect(api.callsTo('DELETE /user/sessions')).toHaveLength(1);
  });
});

describe('change password (/settings/security/update-password)', () => {
  it('checks the repetition, shows the 422 of the current password, then saves and returns', async () => {
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'POST /user/update-password': [
        {
          status: 422,
          body: { message: 'Onjuist.', errors: { currentPassword: ['Dit wachtwoord klopt niet.'] } },
        },
        { status: 204 },
      ],
    });
    openSecurity('/settings/security/update-password');
    const current = await screen.findByLabelText(/^Huidig wachtwoord/);
    await userEvent.type(current, 'oud-wachtwoord');
    await userEvent.type(screen.getByLabelText(/^Nieuw wachtwoord/), 'paard batterij nietje');
    await userEvent.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), 'paard batterij');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(screen.getByText('De wachtwoorden zijn niet gelijk.')).toBeInTheDocument();
    expect(api.callsTo('POST /user/update-password')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Herhaal nieuw wachtwoord/), ' nietje');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Dit wachtwoord klopt niet.')).toBeInTheDocument();
    expect(await screen.findByText(/^Sterkte van je wachtwoord/)).toBeInTheDocument();

    await userEvent.type(current, '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Log me uit op alle andere apparaten' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Je wachtwoord is gewijzigd')).toBeInTheDocument();
    expect(api.callsTo('POST /user/update-password')[1]!.body).toEqual({
      currentPassword: 'oud-wachtwoord2',
      password: 'paard batterij nietje',
      passwordConfirmation: 'paard batterij nietje',
      logoutOtherSessions: false,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/security$/));
  });

  it('asks no current password of a user who has none', async () => {
    installFakeApi({ 'GET /user/security-settings': { body: securitySettings({ hasPassword: false }) } });
    openSecurity('/settings/security/update-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wachtwoord instellen' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Huidig wachtwoord/)).not.toBeInTheDocument();
  });
});

describe('two-step verification (/settings/security/mfa)', () => {
  it('offers sms only with a verified phone and the app only once set up, and saves the preference', async () => {
    const api = installFakeApi({
      'GET /user/security-settings': [
        { body: securitySettings({ totp: { enabled: true, confirmedAt: '2026-11-01T10:00:00.000Z' } }) },
        {
          body: securitySettings({
            preferredOtp: 'totp',
            totp: { enabled: true, confirmedAt: '2026-11-01T10:00:00.000Z' },
          }),
        },
      ],
      'POST /user/update-otp-preference': { status: 204 },
    });
    openSecurity('/settings/security/mfa');
    expect(await screen.findByRole('radio', { name: 'Code per e-mail' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Code per sms' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Telefoonnummer bevestigen' })).toHaveAttribute(
      'href',
      '/settings/security/mfa/verify-phone',
    );
    expect(screen.getByText('Ingesteld sinds 1 november 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Authenticator-app' }));
    await userEvent.click(screen.getByRole('button', { name: 'Voorkeur opslaan' }));
    expect(await screen.findByText('Opgeslagen')).toBeInTheDocument();
    expect(api.callsTo('POST /user/update-otp-preference')[0]!.body).toEqual({ method: 'totp' });
  });

  it('turns the authenticator off after confirming', async () => {
    const api = installFakeApi({
      'GET /user/security-settings': {
        body: securitySettings({ totp: { enabled: true, confirmedAt: null } }),
      },
      'DELETE /totp': { status: 204 },
    });
    openSecurity('/settings/security/mfa');
    expect(await screen.findByRole('link', { name: 'Andere app of telefoon instellen' })).toHaveAttribute(
      'href',
      '/settings/security/mfa/edit-totp',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Uitschakelen' }));
    await confirmDialog('Authenticator-app uitschakelen?', 'Uitschakelen');
    expect(await screen.findByText('Authenticator-app uitgeschakeld')).toBeInTheDocument();
    expect(api.callsTo('DELETE /totp')).toHaveLength(1);
  });

  it('renews the backup codes after confirming and shows the new ones once', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `ABCD-${1000 + index}`);
    installFakeApi({
      'GET /user/security-settings': { body: securitySettings() },
      'POST /user/backup-codes': { body: { data: { backupCodes: codes } } },
    });
    openSecurity('/settings/security/mfa');
    expect(await screen.findByText('Je hebt nog 7 back-upcodes over.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe back-upcodes maken' }));
    await confirmDialog('Nieuwe back-upcodes maken?', 'Nieuwe back-upcodes maken');
    expect(await screen.findByText('ABCD-1009')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ik heb ze bewaard' }));
    expect(screen.queryByText('ABCD-1009')).not.toBeInTheDocument();
  });

  // Issue 18: "Je hebt geen back-upcodes meer" for someone who never had any.
  it('says "nog geen" to someone who never made backup codes, and makes them without asking', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `EFGH-${1000 + index}`);
    const api = installFakeApi({
      'GET /user/security-settings': { body: securitySettings({ backupCodesLeft: 0, backupCodesIssued: 0 }) },
      'POST /user/backup-codes': { body: { data: { backupCodes: codes } } },
    });
    openSecurity('/settings/security/mfa');
    expect(await screen.findByText('Je hebt nog geen back-upcodes.')).toBeInTheDocument();
    expect(screen.queryByText('Je hebt geen back-upcodes meer.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back-upcodes maken' }));
    expect(await screen.findByText('EFGH-1009')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/user/backup-codes',
    ]);
  });

  it('says "geen … meer" once every code of the set is used', async () => {
    installFakeApi({
      'GET /user/security-settings': {
        body: securitySettings({ backupCodesLeft: 0, backupCodesIssued: 10 }),
      },
    });
    openSecurity('/settings/security/mfa');
    expect(await screen.findByText('Je hebt geen back-upcodes meer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nieuwe back-upcodes maken' })).toBeInTheDocument();
  });

  it('setup-totp shows the authenticator setup and goes back to two-step verification', async () => {
    installFakeApi({ 'GET /user/security-settings': { body: securitySettings() } });
    openSecurity('/settings/security/mfa/setup-totp');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authenticator-app instellen' }),
    ).toBeInTheDocument();
    // One way back (issue 18): the page's link, no second "Terug" button on the intro.
    expect(screen.queryByRole('button', { name: 'Terug' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Terug naar tweestapsverificatie' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/security/mfa');
  });
});
