import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { createAuthProvider } from '../auth/authProvider.ts';
import { onLogout } from '../auth/logout.ts';
import { createI18nProvider } from '../i18n/provider.ts';
import { adminTheme } from './admin-theme.ts';
import { createDataProvider } from './api/dataProvider.ts';
import { APP_NAME } from './app-name.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { Layout } from './layout/Layout.tsx';
import { ToastNotification } from './layout/ToastNotification.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { ForbiddenPage } from './pages/ForbiddenPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { createQueryClient } from './query-client.ts';

const queryClient = createQueryClient();
// Spec §4: signing out invalidates every cached query; clearing also drops the previous user's data.
onLogout(() => queryClient.clear());

const dataProvider = createDataProvider();
const authProvider = createAuthProvider();
const i18nProvider = createI18nProvider();

/**
 * The react-admin app, mounted by the shell inside its browser router (react-admin detects the router and does
 * not create its own) on every authenticated route. Loaded lazily: the sign-in pages never load react-admin.
 * The dashboard is the custom route `/dashboard` (the shell redirects `/` there), not react-admin's `/`.
 */
export function AdminApp() {
  return (
    <Admin
      disableTelemetry
      title={APP_NAME}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      layout={Layout}
      theme={adminTheme}
      notification={ToastNotification}
      loginPage={false}
      catchAll={NotFoundPage}
      accessDenied={ForbiddenPage}
      authenticationError={ErrorPage}
    >
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
  );
}
