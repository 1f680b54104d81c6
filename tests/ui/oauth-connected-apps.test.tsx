import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectedApps } from '../../pages/oauth/ConnectedApps.tsx';
import { configureHttp } from '../../src/api/index.ts';
import { ConfirmProvider } from '../../src/ui/ConfirmProvider.tsx';
import { getToasts, toast } from '../../src/ui/toast.ts';
import { installFakeApi, type FakeHandler } from '../helpers/fake-api.ts';

const ROOSTER = {
  id: 'grant-1',
  client: { id: 'zp_rooster', name: 'Roosterapp' },
  scopes: ['openid', 'email', 'offline_access'],
  grantedAt: '2026-03-05T10:00:00.000Z',
};

function renderPanel(routes: Record<string, FakeHandler | FakeHandler[]>) {
  const api = installFakeApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <ConnectedApps />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return api;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
  configureHttp({});
  toast.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Gekoppelde apps', () => {
  it('lists each app with its permissions in Dutch and the date', async () => {
    renderPanel({ 'GET /user/oauth-grants': { body: { data: [ROOSTER] } } });
    const panel = screen.getByRole('region', { name: 'Gekoppelde apps' });
    expect(await within(panel).findByText('Roosterapp')).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      'Weten wie je bent (inloggen met je account) · Je e-mailadres · Toegang houden als je niet bent ingelogd',
    );
    expect(panel).toHaveTextContent('Toegang sinds 5 maart 2026');
  });

  it('says so when no app has access', async () => {
    renderPanel({ 'GET /user/oauth-grants': { body: { data: [] } } });
    expect(await screen.findByText('Je hebt nog geen apps toegang gegeven.')).toBeInTheDocument();
  });

  it('revokes after a confirmation, toasts and reloads the list', async () => {
    const api = renderPanel({
      'GET /user/oauth-grants': [{ body: { data: [ROOSTER] } }, { body: { data: [] } }],
      'DELETE /user/oauth-grants/:id': { status: 204 },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Toegang van Roosterapp intrekken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toegang van Roosterapp intrekken?' });
    await user.click(within(dialog).getByRole('button', { name: 'Toegang intrekken' }));
    expect(await screen.findByText('Je geeft geen apps meer toegang.')).toBeInTheDocument();
    // The withdrawn app's button is gone: the focus is on the panel's heading, not back at the page's start.
    expect(screen.getByRole('heading', { name: 'Gekoppelde apps' })).toHaveFocus();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/user/oauth-grants/grant-1');
    expect(getToasts().map((item) => item.message)).toContain('Toegang ingetrokken');
  });

  it('cancelling the confirmation revokes nothing', async () => {
    const api = renderPanel({ 'GET /user/oauth-grants': { body: { data: [ROOSTER] } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Toegang van Roosterapp intrekken' }));
    await user.click(await screen.findByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('a failed load offers a retry', async () => {
    renderPanel({
      'GET /user/oauth-grants': [{ status: 500, body: { message: 'kapot' } }, { body: { data: [ROOSTER] } }],
    });
    expect(await screen.findByText('De gekoppelde apps konden niet worden geladen.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Roosterapp')).toBeInTheDocument();
  });
});
