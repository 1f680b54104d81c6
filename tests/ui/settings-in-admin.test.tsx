import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../auth/logout.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';
import { securitySettings } from '../helpers/security-fixtures.ts';
import { openAt, resetShellState } from '../helpers/shell.tsx';

const dashboard = {
  data: { user: { firstname: 'Anna' }, counts: null, lastSignIn: null, recentSessions: [] },
};

function signedInApi() {
  return installFakeApi({
    'GET /user': { body: signedInUser },
    'GET /user/permissions': { body: { data: [] } },
    'GET /dashboard': { body: dashboard },
    'GET /user/security-settings': { body: securitySettings() },
    'POST /auth/logout': { status: 204 },
  });
}

beforeEach(async () => {
  document.cookie = 'XSRF-TOKEN=t';
  installFakeApi({ 'POST /auth/logout': { status: 204 } });
  await logout();
  resetShellState();
});
afterEach(() => vi.unstubAllGlobals());

// The first test loads react-admin (and MUI) into jsdom: allow for that.
describe('the settings pages inside the admin app', { timeout: 30_000 }, () => {
  it('the user menu leads to Account and Beveiliging, each with its page and titles', async () => {
    signedInApi();
    const user = userEvent.setup();
    openAt('/dashboard');
    await screen.findByRole('heading', { name: /Anna$/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Profiel' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accountinstellingen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Anna');
    await waitFor(() => expect(document.title).toBe('Accountinstellingen – Zorgportaal'));

    await user.click(screen.getByRole('button', { name: 'Profiel' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Beveiliging' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beveiliging' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tweestapsverificatie beheren' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Beveiliging – Zorgportaal'));
  });

  it('/open/security and /open/account redirect to the settings', async () => {
    signedInApi();
    openAt('/open/account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accountinstellingen' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/account');
  });
});
