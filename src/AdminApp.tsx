import { useMemo } from 'react';
import { Admin, CustomRoutes, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { createAuthProvider } from '../auth/authProvider.ts';
import { onLogout } from '../auth/logout.ts';
import { createI18nProvider } from '../i18n/provider.ts';
import { RESOURCE_MANIFEST } from '../resources/manifest.ts';
import type { ManifestResource } from '../resources/manifest-entry.ts';
import { adminTheme } from './admin-theme.ts';
import { createDataProvider } from './api/dataProvider.ts';
import { APP_NAME } from './app-name.ts';
import { accessRulesOf, buildAdminModel } from './framework/admin-model.ts';
import { AdminModelProvider } from './framework/AdminModelContext.tsx';
import type { ScreenExtensions } from './framework/extensions.ts';
import { apiPathOf } from './framework/resource-names.ts';
import { resourceElements } from './framework/resource-elements.tsx';
import { registerResourceRoutes } from './framework/resource-routes.ts';
import { resourceMessages } from './framework/resource-texts.ts';
import { Layout } from './layout/Layout.tsx';
import { ToastNotification } from './layout/ToastNotification.tsx';
import { ErrorPage } from './status/ErrorPage.tsx';
import { ForbiddenPage } from './status/ForbiddenPage.tsx';
import { NotFoundPage } from './status/NotFoundPage.tsx';
import { createQueryClient } from './query-client.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { SCREEN_EXTENSIONS } from './screens/index.ts';
import { settingsRoutes } from './settings-routes.tsx';
import { NavigationGuardProvider } from './ui/NavigationGuardProvider.tsx';

const queryClient = createQueryClient();
// Spec §4: signing out invalidates every cached query; clearing also drops the previous user's data.
onLogout(() => queryClient.clear());

// `system/tags` → /api/tags, `archive/employees` → /api/employees/archived (src/framework/resource-names.ts).
const dataProvider = createDataProvider({ pathOf: apiPathOf });

export interface AdminAppProps {
  /** The resource definitions; default every one of `resources/` (its generated manifest; tests pass fixtures). */
  definitions?: readonly ManifestResource[];
  /** The screens of named extensions; default `src/screens/index.ts`. */
  extensions?: ScreenExtensions;
  /** Default Dutch, with the definitions' texts. */
  i18nProvider?: I18nProvider;
}

/**
 * The react-admin app, mounted by the shell inside its browser router (react-admin detects the router and does
 * not create its own) on every authenticated route. Loaded lazily: the sign-in pages never load react-admin.
 * The dashboard is the custom route `/dashboard` (the shell redirects `/` there), not react-admin's `/`. Every
 * resource definition becomes a `<Resource>` (src/framework/), from the manifest `npm run db:generate` writes:
 * plain data, so the admin's code carries no validation rules (the server checks every write).
 */
export function AdminApp({
  definitions = RESOURCE_MANIFEST,
  extensions = SCREEN_EXTENSIONS,
  i18nProvider,
}: AdminAppProps) {
  const model = useMemo(() => buildAdminModel(definitions, extensions), [definitions, extensions]);
  // Before the first render of the menu and the 403 check, which read them.
  useMemo(() => registerResourceRoutes(model), [model]);
  const i18n = useMemo(
    () => i18nProvider ?? createI18nProvider(resourceMessages(definitions)),
    [i18nProvider, definitions],
  );
  const authProvider = useMemo(() => createAuthProvider({ resourceAccess: accessRulesOf(model) }), [model]);
  // Stable children: react-admin re-reads its routes and resources whenever they change.
  const children = useMemo(
    () => [
      ...resourceElements(model),
      <CustomRoutes key="custom-routes">
        <Route path="/dashboard" element={<Dashboard />} />
        {settingsRoutes()}
      </CustomRoutes>,
    ],
    [model],
  );
  return (
    <NavigationGuardProvider>
      <AdminModelProvider model={model}>
        <Admin
          disableTelemetry
          title={APP_NAME}
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18n}
          queryClient={queryClient}
          layout={Layout}
          theme={adminTheme}
          notification={ToastNotification}
          loginPage={false}
          catchAll={NotFoundPage}
          accessDenied={ForbiddenPage}
          authenticationError={ErrorPage}
        >
          {children}
        </Admin>
      </AdminModelProvider>
    </NavigationGuardProvider>
  );
}
