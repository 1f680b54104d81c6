import type { Permission } from '../resources/permissions.ts';

/** Which visitors a route is for (spec §2, §4); `public` routes take anyone. */
export type RouteGroup = 'unauthenticated' | 'onboarding' | 'authenticated' | 'public';

export interface AppRoute {
  /** A react-router pattern; `/*` also matches the path itself and everything under it. */
  path: string;
  group: RouteGroup;
  /** All of these are needed, else the page shows 403 (spec §5). */
  permissions?: readonly Permission[];
  /** One of these is needed (an admin resource's list and records: its permission or a read permission). */
  anyOf?: readonly Permission[];
  /** Message key of the page title ("title – application name"); absent: the page sets its own (the admin's). */
  titleKey?: string;
  /** A redirect: the route only sends the visitor on. */
  redirectTo?: string;
}

/**
 * The route table of spec §2, as data. The shell renders the redirects and the authenticated group (inside the
 * admin app) from it. The admin resources' routes are derived from their definitions when the admin app loads
 * (`resourceRoutesOf`), so this table, on the sign-in pages' path, names only their common prefixes.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', group: 'authenticated', titleKey: 'titles.dashboard', redirectTo: '/dashboard' },
  { path: '/dashboard', group: 'authenticated', titleKey: 'titles.dashboard' },
  { path: '/settings/account', group: 'authenticated', titleKey: 'titles.account' },
  { path: '/settings/account/verify-email', group: 'authenticated', titleKey: 'titles.verifyEmail' },
  { path: '/settings/account/verify-phone', group: 'authenticated', titleKey: 'titles.verifyPhone' },
  {
    path: '/open/account',
    group: 'authenticated',
    titleKey: 'titles.account',
    redirectTo: '/settings/account',
  },
  { path: '/settings/security', group: 'authenticated', titleKey: 'titles.security' },
  { path: '/settings/security/login-activity', group: 'authenticated', titleKey: 'titles.loginActivity' },
  { path: '/settings/security/update-password', group: 'authenticated', titleKey: 'titles.updatePassword' },
  { path: '/settings/security/mfa/*', group: 'authenticated', titleKey: 'titles.mfa' },
  {
    path: '/open/change-password',
    group: 'authenticated',
    titleKey: 'titles.security',
    redirectTo: '/settings/security',
  },
  {
    path: '/open/security',
    group: 'authenticated',
    titleKey: 'titles.security',
    redirectTo: '/settings/security',
  },
  // Every admin resource's pages: the admin app adds each one's route with its permission once it has loaded
  // (src/framework/resource-routes.ts, from the definitions); anything else under these paths is its 404 page.
  { path: '/system/*', group: 'authenticated' },
  { path: '/archive/*', group: 'authenticated' },
  { path: '/login', group: 'unauthenticated', titleKey: 'titles.login' },
  { path: '/login/email', group: 'unauthenticated', titleKey: 'titles.login' },
  { path: '/login/send-code/:challenge', group: 'unauthenticated', titleKey: 'titles.secondStep' },
  { path: '/login/verify-challenge/:challenge', group: 'unauthenticated', titleKey: 'titles.secondStep' },
  { path: '/o/oauth2-callback', group: 'public', titleKey: 'titles.oauthCallback' },
  { path: '/oauth/authorize', group: 'authenticated', titleKey: 'titles.oauthAuthorize' },
  { path: '/logout', group: 'public', titleKey: 'titles.logout' },
  // onboarding.index and its step pages (pages/onboarding).
  { path: '/onboarding', group: 'onboarding', titleKey: 'titles.onboarding' },
  ...[
    'accept-terms',
    'preferred-otp',
    'preferred-otp/verify-phone',
    'setup',
    'setup/password',
    'setup-totp',
    'verify-email',
    'verify-phone',
  ].map((step): AppRoute => ({
    path: `/onboarding/${step}`,
    group: 'onboarding',
    titleKey: 'titles.onboarding',
  })),
  {
    path: '/password',
    group: 'unauthenticated',
    titleKey: 'titles.forgotPassword',
    redirectTo: '/password/forgot',
  },
  { path: '/password/forgot', group: 'unauthenticated', titleKey: 'titles.forgotPassword' },
  { path: '/password/reset/:token', group: 'unauthenticated', titleKey: 'titles.resetPassword' },
];

/** The routes that only redirect. */
export const REDIRECTS = ROUTES.filter(
  (route): route is AppRoute & { redirectTo: string } => route.redirectTo !== undefined,
);
