import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard } from '../auth/guards.tsx';
import type { RouteExpectation } from '../auth/route-rules.ts';
import { APP_NAME } from './app-name.ts';
import { ErrorCodeSwitch } from './pages/ErrorCodeSwitch.tsx';
import { LogoutPage } from './pages/LogoutPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PageSpinner } from './pages/PageSpinner.tsx';
import { matchAppRoute } from './route-match.ts';
import { REDIRECTS } from './routes.ts';

// Loaded on demand: /login must not pull react-admin (conventions.md, budget ≤ 150 kB gzip).
// The admin is fetched only once the guard lets the user in: a signed-out visitor of `/` gets just /login's code.
const AdminApp = lazy(() => import('./AdminApp.tsx').then((module) => ({ default: module.AdminApp })));
const LoginPage = lazy(() =>
  import('../custom-pages/login/LoginPage.tsx').then((module) => ({ default: module.LoginPage })),
);
const OAuthCallbackPage = lazy(() =>
  import('../custom-pages/login/social-sign-in.ts').then((module) => ({
    default: module.OAuthCallbackPage,
  })),
);
const OnboardingPage = lazy(() =>
  import('../custom-pages/onboarding/OnboardingPage.tsx').then((module) => ({
    default: module.OnboardingPage,
  })),
);

/**
 * The top-level routes: redirects, sign-in and onboarding pages here, every authenticated route inside the admin
 * app. Onboarding step pages not built yet are 404 pages (TableRoute).
 */
export function AppRoutes() {
  return (
    <Routes>
      {REDIRECTS.map((route) => (
        <Route key={route.path} path={route.path} element={<Navigate to={route.redirectTo} replace />} />
      ))}
      <Route
        path="/login"
        element={
          <PublicPage expect="unauthenticated">
            <LoginPage appName={APP_NAME} />
          </PublicPage>
        }
      />
      <Route
        path="/onboarding"
        element={
          <PublicPage expect="onboarding">
            <OnboardingPage />
          </PublicPage>
        }
      />
      <Route
        path="/o/oauth2-callback"
        element={
          <PublicPage expect="public">
            <OAuthCallbackPage />
          </PublicPage>
        }
      />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="*" element={<TableRoute />} />
    </Routes>
  );
}

/** A page outside react-admin: guarded, lazily loaded, replaced by the 403/404 page when the code is set. */
function PublicPage({ expect, children }: { expect: RouteExpectation; children: ReactNode }) {
  return (
    <RouteGuard expect={expect}>
      <Box component="main">
        <ErrorCodeSwitch>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </ErrorCodeSwitch>
      </Box>
    </RouteGuard>
  );
}

/** The rest of the route table: the authenticated group goes to the admin app, anything unknown is a 404. */
function TableRoute() {
  const { pathname } = useLocation();
  const route = matchAppRoute(pathname);
  if (route?.group !== 'authenticated') {
    return (
      <Box component="main">
        <NotFoundPage />
      </Box>
    );
  }
  return <AdminRoute />;
}

function AdminRoute() {
  return (
    <RouteGuard expect="authenticated">
      <Suspense fallback={<PageSpinner />}>
        <AdminApp />
      </Suspense>
    </RouteGuard>
  );
}
