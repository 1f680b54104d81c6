import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../auth/session-store.ts';
import { LoginPage } from '../../pages/login/LoginPage.tsx';
import { installFakeApi } from '../helpers/fake-api.ts';
import { resetShellState } from '../helpers/shell.tsx';

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage appName="Zorgportaal" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
  resetShellState();
  sessionStore.set({ email: null });
});

/** /login asks which providers are configured itself and loads the social sign-in only for some (issue 16). */
describe('social sign-in on /login', () => {
  it('shows a button per configured provider, having asked the server once', async () => {
    const api = installFakeApi({ 'GET /auth/providers': { body: { data: ['microsoft', 'google'] } } });
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Inloggen met Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inloggen met Microsoft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inloggen met Apple' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /auth/providers')).toHaveLength(1);
  });

  it('shows none when no provider is configured, or the providers cannot be fetched', async () => {
    for (const reply of [{ body: { data: [] } }, { status: 500, body: { message: 'x' } }]) {
      const api = installFakeApi({ 'GET /auth/providers': reply });
      const { unmount } = renderLogin();
      await waitFor(() => expect(api.callsTo('GET /auth/providers')).toHaveLength(1));
      expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Apple|Google|Microsoft/ })).not.toBeInTheDocument();
      unmount();
    }
  });
});
