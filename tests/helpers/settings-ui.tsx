import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '../../auth/session-store.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { messages } from '../../i18n/provider.ts';
import { TranslateProvider } from '../../i18n/react.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import { configureHttp } from '../../src/api/index.ts';
import { createQueryClient } from '../../src/query-client.ts';
import { ConfirmProvider } from '../../src/ui/ConfirmProvider.tsx';
import { toast } from '../../src/ui/toast.ts';
import { Toaster } from '../../src/ui/Toaster.tsx';

/** The admin's Dutch (every text the provider merges), as react-admin's translate gives it around the pages. */
const adminDutch = createTranslator(messages.nl);

/** Where the router is now, for assertions on navigation. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * A settings page as the admin renders it, without react-admin itself: router at `path`, a fresh query cache,
 * the admin's Dutch texts, the confirm dialog and the toasts. `routes` maps a route pattern to its element.
 */
export function renderSettings(path: string, routes: Record<string, ReactNode>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={createQueryClient()}>
        <TranslateProvider translate={adminDutch}>
          <ConfirmProvider>
            <Routes>
              {Object.entries(routes).map(([pattern, element]) => (
                <Route key={pattern} path={pattern} element={element} />
              ))}
              <Route path="*" element={null} />
            </Routes>
            <Location />
          </ConfirmProvider>
          <Toaster />
        </TranslateProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Before each settings test: an XSRF cookie, no global HTTP reactions, no toasts, this user signed in. */
export function resetSettings(user: CurrentUser): void {
  document.cookie = 'XSRF-TOKEN=t';
  configureHttp({});
  toast.clear();
  sessionStore.set({ authenticationState: 'authenticated', user, userPermissions: [], checked: true });
}

/** The user of the settings tests. */
export const anna: CurrentUser = {
  id: 'u1',
  firstname: 'Anna',
  lastname: 'de Vries',
  birthday: '1990-04-12',
  gender: 'female',
  email: 'anna@example.nl',
  emailVerified: true,
  phone: '+31612345678',
  phoneVerified: false,
  avatar: null,
};
