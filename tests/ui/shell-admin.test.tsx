import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../auth/logout.ts';
import { getSession } from '../../auth/session-store.ts';
import { adminTheme } from '../../src/admin-theme.ts';
import { installFakeApi, signedInUser } from '../helpers/fake-api.ts';
import { openAt, resetShellState } from '../helpers/shell.tsx';
import { stubScreenWidth } from '../helpers/screen-width.ts';

const dashboard = {
  data: {
    user: { firstname: 'Anna' },
    counts: { users: 42, activeSessions: 3 },
    lastSignIn: '2026-11-20T09:15:00.000Z',
    recentSessions: [
      {
        id: 's1',
        current: true,
        active: true,
        remember: false,
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
        ip: '192.0.2.10',
        createdAt: '2026-11-21T08:00:00.000Z',
        lastActiveAt: '2026-11-21T10:00:00.000Z',
      },
    ],
  },
};

function signedInApi(permissions: string[] = ['manage_tags'], dashboardBody: unknown = dashboard) {
  return installFakeApi({
    'GET /user': { body: signedInUser },
    'GET /user/permissions': { body: { data: permissions } },
    'GET /dashboard': { body: dashboardBody },
    'POST /auth/logout': { status: 204 },
  });
}

beforeEach(async () => {
  document.cookie = 'XSRF-TOKEN=t';
  // Sign-out clears the admin's query cache (once the admin is loaded): no dashboard data carries over.
  installFakeApi({ 'POST /auth/logout': { status: 204 } });
  await logout();
  resetShellState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The first test loads react-admin (and MUI) into jsdom: allow for that.
describe('the admin app (react-admin inside the shell router)', { timeout: 30_000 }, () => {
  it('shows the dashboard in the layout: app name, greeting by first name, figures, sessions', async () => {
    signedInApi();
    openAt('/dashboard');
    expect(
      await screen.findByRole(
        'heading',
        { name: /^Goede(morgen|middag|navond), Anna$/ },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Zorgportaal')).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('Chrome op Linux')).toBeInTheDocument();
    expect(screen.getByText('Dit apparaat')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard – Zorgportaal'));
  });

  it('shows dates short ("20 nov 2026, 10:15"), icons at the top, and no divider after the last session', async () => {
    signedInApi(['manage_tags'], {
      data: {
        ...dashboard.data,
        recentSessions: [
          dashboard.data.recentSessions[0],
          { ...dashboard.data.recentSessions[0], id: 's2', current: false },
        ],
      },
    });
    openAt('/dashboard');
    await screen.findByRole('heading', { name: /Anna$/ }, { timeout: 20_000 });
    const short = new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(dashboard.data.lastSignIn));
    expect(short).toMatch(/^20 nov\.? 2026, \d\d:\d\d$/);
    expect(await screen.findByText(short)).toBeInTheDocument();
    const card = screen.getByText('Vorige keer ingelogd').closest('.MuiCardContent-root');
    expect(card).toHaveStyle({ alignItems: 'flex-start' });
    const sessionsCard = screen.getByRole('region', { name: 'Je recente sessies' });
    const sessions = within(within(sessionsCard).getByRole('list')).getAllByRole('listitem');
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toHaveClass('MuiListItem-divider');
    expect(sessions[1]).not.toHaveClass('MuiListItem-divider');
  });

  it('without counts (a user who may not see employees) shows no figures, only the personal parts', async () => {
    signedInApi([], { data: { ...dashboard.data, counts: null } });
    openAt('/dashboard');
    await screen.findByRole('heading', { name: /Anna$/ }, { timeout: 20_000 });
    expect(await screen.findByText('Vorige keer ingelogd')).toBeInTheDocument();
    expect(screen.getByText('Chrome op Linux')).toBeInTheDocument();
    expect(screen.queryByText('Gebruikers')).not.toBeInTheDocument();
    expect(screen.queryByText('Actieve sessies')).not.toBeInTheDocument();
  });

  it("offers no language menu (Dutch only) and MUI's own texts are Dutch too", async () => {
    signedInApi();
    openAt('/dashboard');
    await screen.findByRole('heading', { name: /Anna$/ }, { timeout: 20_000 });
    expect(screen.queryByText('Nederlands')).not.toBeInTheDocument();
    expect(screen.queryByText('English')).not.toBeInTheDocument();
    const components = adminTheme.components as Record<string, { defaultProps?: Record<string, unknown> }>;
    expect(components.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Regels per pagina:');
    expect(components.MuiAlert?.defaultProps?.closeText).toBe('Sluiten');
    // react-admin's own defaults survive the merge.
    expect(components.MuiAutocomplete?.defaultProps?.fullWidth).toBe(true);
    expect(components.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('Geen opties');
  });

  it('signs out from the user menu: POST /auth/logout, Unauthenticated, the sign-in page', async () => {
    const api = signedInApi();
    const user = userEvent.setup();
    openAt('/dashboard');
    await screen.findByRole('heading', { name: /Anna$/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: 'Profiel' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Anna de Vries');
    expect(menu).toHaveTextContent('anna@example.nl');
    await user.click(within(menu).getByRole('menuitem', { name: 'Uitloggen' }));
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(getSession().authenticationState).toBe('unauthenticated');
  });

  it('a route needing a permission the user lacks shows the 403 page inside the layout', async () => {
    signedInApi(['manage_roles']);
    openAt('/system/tags');
    expect(
      await screen.findByRole('heading', { name: 'Geen toegang' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('on a phone the menu is a drawer: closed, opened by the menu button, closed again after a choice', async () => {
    stubScreenWidth(375);
    signedInApi();
    const user = userEvent.setup();
    openAt('/dashboard');
    await screen.findByRole('heading', { name: /Anna$/ }, { timeout: 20_000 });
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu openen' }));
    const item = await screen.findByRole('menuitem', { name: 'Dashboard' });
    await user.click(item);
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument(),
    );
  });
});
