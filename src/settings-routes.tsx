import { lazy, Suspense, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { useT } from '../i18n/react.tsx';
import { APP_NAME } from './app-name.ts';
import { PageSpinner } from './status/PageSpinner.tsx';
import { matchAppRoute } from './route-match.ts';

// Each area is its own chunk (with its texts and, for the account, the date picker): not in /dashboard's code.
const AccountRoutes = lazy(() =>
  import('../pages/account/AccountRoutes.tsx').then((module) => ({ default: module.AccountRoutes })),
);
const SecurityRoutes = lazy(() =>
  import('../pages/security/SecurityRoutes.tsx').then((module) => ({
    default: module.SecurityRoutes,
  })),
);

/** The app bar's page title from the route table (the document title comes from NavigationEffects). */
function RouteTitle() {
  const t = useT();
  const { pathname } = useLocation();
  const route = matchAppRoute(pathname);
  return route?.titleKey ? <Title title={t(route.titleKey)} /> : null;
}

function SettingsRoute({ children }: { children: ReactNode }) {
  return (
    <>
      <RouteTitle />
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </>
  );
}

/** `/settings/account/*` and `/settings/security/*` (spec §2), for the admin app's custom routes. */
export function settingsRoutes() {
  return [
    <Route
      key="account"
      path="/settings/account/*"
      element={
        <SettingsRoute>
          <AccountRoutes />
        </SettingsRoute>
      }
    />,
    <Route
      key="security"
      path="/settings/security/*"
      element={
        <SettingsRoute>
          <SecurityRoutes appName={APP_NAME} />
        </SettingsRoute>
      }
    />,
  ];
}
