import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oauthNl } from '../../i18n/nl/oauth.ts';
import { ConnectedApps } from '../../pages/oauth/ConnectedApps.tsx';
import { configureHttp } from '../../src/api/index.ts';
import { ConfirmProvider } from '../../src/ui/ConfirmProvider.tsx';
import { toast } from '../../src/ui/toast.ts';
import { installFakeApi, type FakeHandler } from '../helpers/fake-api.ts';

/** Issue 18, point 10: "no apps" says whether the user never gave any access or just withdrew the last. */

const connected = oauthNl.oauth.connected;
const ROOSTER = {
  id: 'grant-1',
  client: { id: 'zp_rooster', name: 'Roosterapp' },
  scopes: ['openid', 'email'],
  grantedAt: '2026-03-05T10:00:00.000Z',
};

function renderPanel(routes: Record<string, FakeHandler | FakeHandler[]>) {
  installFakeApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <ConnectedApps />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
  configureHttp({});
  toast.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Gekoppelde apps: the empty states', () => {
  it('never gave any app access: "nog geen"', async () => {
    renderPanel({ 'GET /user/oauth-grants': { body: { data: [] } } });
    expect(await screen.findByText(connected.empty)).toBeInTheDocument();
    expect(screen.queryByText(connected.noLonger)).toBeNull();
  });

  it('just withdrew the last app: "geen apps meer", never "nog geen"', async () => {
    renderPanel({
      'GET /user/oauth-grants': [{ body: { data: [ROOSTER] } }, { body: { data: [] } }],
      'DELETE /user/oauth-grants/:id': { status: 204 },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: connected.revokeLabel.replace('%{app}', 'Roosterapp') }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: connected.revoke }));
    expect(await screen.findByText(connected.noLonger)).toBeInTheDocument();
    expect(screen.queryByText(connected.empty)).toBeNull();
  });
});
