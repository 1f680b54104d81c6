import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuthentication } from '../../auth/check-authentication.ts';
import { getSession, sessionStore } from '../../auth/session-store.ts';
import { configureHttp } from '../../src/api/index.ts';
import { setUpHttp } from '../../src/http-setup.ts';
import { setMaintenance } from '../../src/status/maintenance-store.ts';
import { Root } from '../../src/Root.tsx';
import { useConfirm } from '../../src/ui/useConfirm.ts';
import { installFakeApi } from '../helpers/fake-api.ts';
import { resetShellState } from '../helpers/shell.tsx';

/** Renders the whole SPA at `path` (the shell's browser router reads window.location). */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<Root />);
}

beforeEach(() => {
  resetShellState();
  installFakeApi({ 'GET /user': { status: 401 } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route table (spec §2), signed out', () => {
  it('/login shows the sign-in page titled "Inloggen – Zorgportaal"', async () => {
    openAt('/login');
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inloggen – Zorgportaal'));
  });

  it.each([
    ['/', '/dashboard'],
    ['/dashboard', '/dashboard'],
    ['/open/account', '/settings/account'],
    ['/open/change-password', '/settings/security'],
    ['/open/security', '/settings/security'],
  ])('%s requires sign-in: to /login, remembering %s', async (path, target) => {
    openAt(path);
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(getSession().redirectedFrom).toBe(target);
  });

  it('a page needing permissions sends a signed-out visitor to sign-in without a trace of 403', async () => {
    openAt('/system/tags');
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Geen toegang' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inloggen – Zorgportaal'));
  });

  it('bare /password redirects to /password/forgot', async () => {
    openAt('/password');
    await waitFor(() => expect(window.location.pathname).toBe('/password/forgot'));
  });

  it('any other path shows the 404 page with its title and a way home', async () => {
    openAt('/bestaat/niet');
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('Pagina niet gevonden – Zorgportaal'));
  });

  it('/logout signs out on the server and lands on /login', async () => {
    const api = installFakeApi({ 'POST /auth/logout': { status: 204 }, 'GET /session': { status: 204 } });
    document.cookie = 'XSRF-TOKEN=t';
    openAt('/logout');
    expect(await screen.findByRole('heading', { name: 'Inloggen bij Zorgportaal' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(getSession().authenticationState).toBe('unauthenticated');
  });

  it('the page title follows navigation', async () => {
    openAt('/login');
    await waitFor(() => expect(document.title).toBe('Inloggen – Zorgportaal'));
    act(() => window.history.pushState(null, '', '/nope'));
    // BrowserRouter only listens to popstate; a pushState from outside needs one.
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(document.title).toBe('Pagina niet gevonden – Zorgportaal'));
  });
});

describe("the shell's shared surfaces", () => {
  it.each([
    ['maintenance', { status: 503, body: { message: 'Onderhoud', maintenance: true } }],
    ['an unavailable database', { status: 503, body: { message: 'De database is niet bereikbaar.' } }],
  ])(
    'a page load during %s keeps the page (no sign-in form) behind the maintenance modal',
    async (_, reply) => {
      setUpHttp();
      installFakeApi({ 'GET /user': reply });
      // A fresh page load: nothing checked yet.
      sessionStore.set({ checked: false });
      void checkAuthentication({ ignoreCache: true });
      try {
        openAt('/dashboard');
        expect(await screen.findByRole('dialog', { name: 'Tijdelijk niet beschikbaar' })).toHaveTextContent(
          'Zorgportaal is tijdelijk niet beschikbaar wegens onderhoud.',
        );
        expect(window.location.pathname).toBe('/dashboard');
        expect(screen.queryByRole('heading', { name: 'Inloggen bij Zorgportaal', hidden: true })).toBeNull();
        expect(getSession().redirectedFrom).toBeNull();
      } finally {
        setMaintenance(false);
        configureHttp({});
      }
    },
  );

  it('useConfirm() works on any page: the root mounts the ConfirmProvider', async () => {
    function Asker() {
      const confirm = useConfirm();
      const [answer, setAnswer] = useState('');
      return (
        <button
          type="button"
          onClick={() => void confirm().then((result) => setAnswer(result.confirmed ? 'ja' : 'nee'))}
        >
          Vraag {answer}
        </button>
      );
    }
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/');
    render(
      <Root>
        <Asker />
      </Root>,
    );
    await user.click(screen.getByRole('button', { name: /^Vraag/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Weet je het zeker?' });
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByRole('button', { name: 'Vraag ja' })).toBeInTheDocument();
  });
});
