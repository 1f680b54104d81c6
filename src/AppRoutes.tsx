import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RouteGuard } from '../auth/guards.tsx';
import type { RouteExpectation } from '../auth/route-rules.ts';
import { APP_NAME } from './app-name.ts';
import { ErrorCodeSwitch } from './status/ErrorCodeSwitch.tsx';
import { LogoutPage } from '../pages/logout/LogoutPage.tsx';
import { NotFoundPage } from './status/NotFoundPage.tsx';
import { PageSpinner } from './status/PageSpinner.tsx';
import { matchAppRoute } from './route-match.ts';
import { REDIRECTS } from './routes.ts';

// Loaded on demand: /login must not pull react-admin (conventions.md, budget ≤ 150 kB gzip).
// The admin is fetched only once the guard lets the user in: a signed-out visitor of `/` gets just /login's code.
const AdminApp = lazy(() => import('./AdminApp.tsx').then((module) => ({ default: module.AdminApp })));
const LoginPage = lazy(() =>
  import('../pages/login/LoginPage.tsx').then((module) => ({ default: module.LoginPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../pages/password/ForgotPasswordPage.tsx').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/password/ResetPasswordPage.tsx').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const EmailLoginPage = lazy(() =>
  import('../pages/login/sign-in-steps.tsx').then((module) => ({ default: module.EmailLoginPage })),
);
// Both second-step routes render this one lazy component, so switching methods keeps the page (and its cooldowns).
const ChallengePage = lazy(() =>
  import('../pages/login/sign-in-steps.tsx').then((module) => ({ default: module.ChallengePage })),
);
const OAuthCallbackPage = lazy(() =>
  import('../pages/login/social-sign-in.ts').then((module) => ({
    default: module.OAuthCallbackPage,
  })),
);
const ConsentPage = lazy(() =>
  import('../pages/oauth/ConsentPage.tsx').then((module) => ({ default: module.ConsentPage })),
);
const OnboardingPage = lazy(() =>
  import('../pages/onboarding/OnboardingPage.tsx').then((module) => ({
    default: module.OnboardingPage,
  })),
);
// Through the index's chunk, which loads the step pages on demand: their chunk list stays out of /login's code.
const OnboardingStepPage = lazy(() =>
  import('../pages/onboarding/OnboardingPage.tsx').then((module) => ({
    default: module.OnboardingStepPage,
  })),
);

/** The onboarding step pages (spec §2), each at /onboarding/{step}. */
const ONBOARDING_STEPS = [
  'accept-terms',
  'setup',
  'setup/password',
  'verify-email',
  'verify-phone',
  'preferred-otp',
  'preferred-otp/verify-phone',
  'setup-totp',
];

/**
 * The top-level routes: redirects, sign-in and onboarding pages here, every authenticated route inside the admin
 * app.
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
        path="/password/forgot"
        element={
          <PublicPage expect="unauthenticated">
            <ForgotPasswordPage />
          </PublicPage>
        }
      />
      <Route
        path="/password/reset/:token"
        element={
          <PublicPage expect="unauthenticated">
            <ResetPasswordPage appName={APP_NAME} />
          </PublicPage>
        }
      />
      <Route
        path="/login/email"
        element={
          <PublicPage expect="unauthenticated">
            <EmailLoginPage />
          </PublicPage>
        }
      />
      {['/login/send-code/:challenge', '/login/verify-challenge/:challenge'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <PublicPage expect="unauthenticated">
              <ChallengePage />
            </PublicPage>
          }
        />
      ))}
      <Route
        path="/onboarding"
        element={
          <PublicPage expect="onboarding">
            <OnboardingPage />
          </PublicPage>
        }
      />
      {ONBOARDING_STEPS.map((step) => (
        <Route
          key={step}
          path={`/onboarding/${step}`}
          element={
            <PublicPage expect="onboarding">
              <OnboardingStepPage step={step} appName={APP_NAME} />
            </PublicPage>
          }
        />
      ))}
      <Route
        path="/o/oauth2-callback"
        element={
          <PublicPage expect="public">
            <OAuthCallbackPage />
          </PublicPage>
        }
      />
      <Route
        path="/oauth/authorize"
        element={
          <PublicPage expect="authenticated">
            <ConsentPage appName={APP_NAME} />
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
