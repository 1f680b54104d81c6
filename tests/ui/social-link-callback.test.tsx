import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkReturnPath, startIdentityLink } from '../../auth/social-login.ts';
import { OAuthCallbackPage } from '../../pages/oauth2-callback/OAuthCallbackPage.tsx';
import { configureHttp } from '../../src/api/index.ts';
import { getToasts, toast } from '../../src/ui/toast.ts';
import { installFakeApi } from '../helpers/fake-api.ts';

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
  configureHttp({});
  sessionStorage.clear();
  toast.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Elsewhere() {
  return <p>Op {useLocation().pathname}</p>;
}

function renderCallback(search: string) {
  return render(
    <MemoryRouter initialEntries={[`/o/oauth2-callback${search}`]}>
      <Routes>
        <Route path="/o/oauth2-callback" element={<OAuthCallbackPage />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('linking a provider (docs/self-service.md)', () => {
  it('startIdentityLink asks for the provider’s URL with the page to return to, and remembers that page', async () => {
    const api = installFakeApi({
      'POST /user/setup-google-idp': { body: { data: { url: 'https://accounts.example/auth?x=1' } } },
    });
    expect(await startIdentityLink('google', '/settings/security')).toBe('https://accounts.example/auth?x=1');
    expect(api.callsTo('POST /user/setup-google-idp').map((call) => call.body)).toEqual([
      { returnTo: '/settings/security' },
    ]);
    expect(linkReturnPath()).toBe('/settings/security');
  });

  it('after a link returns to the page given by the server with a Dutch success toast', async () => {
    installFakeApi({
      'POST /user/setup-google-idp': { body: { data: { url: 'https://accounts.example/auth' } } },
      'POST /auth/oauth2-callback': {
        body: { data: { next: 'linked', provider: 'google', url: '/settings/security' } },
      },
    });
    await startIdentityLink('google', '/settings/security');
    renderCallback('?code=l1&state=l1');
    expect(await screen.findByText('Op /settings/security')).toBeInTheDocument();
    expect(getToasts().map((item) => [item.type, item.message])).toEqual([
      ['success', 'Google is gekoppeld. Je kunt er voortaan mee inloggen.'],
    ]);
    expect(linkReturnPath()).toBeNull();
  });

  it('a failed link returns to the page that started it with the server’s Dutch message as an error toast', async () => {
    const message = 'Dit Google-account is al gekoppeld aan een ander account.';
    installFakeApi({
      'POST /user/setup-google-idp': { body: { data: { url: 'https://accounts.example/auth' } } },
      'POST /auth/oauth2-callback': { status: 422, body: { message, errors: { provider: [message] } } },
    });
    await startIdentityLink('google', '/onboarding/setup');
    renderCallback('?code=l2&state=l2');
    expect(await screen.findByText('Op /onboarding/setup')).toBeInTheDocument();
    await waitFor(() =>
      expect(getToasts().map((item) => [item.type, item.message])).toEqual([['error', message]]),
    );
  });
});
