import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import type { App } from '../app-types.ts';
import { HttpError } from './http-error.ts';

/**
 * Who may call an /api route, declared on the route (`config: { access }`) and enforced here for every route
 * (docs/api.md "Access"):
 * - `public`: anyone, signed in or not (health, the XSRF token, the sign-in calls);
 * - `onboarding`: any signed-in session, also one whose user has not finished onboarding (what onboarding needs);
 * - `authenticated` (the default): a signed-in user who has finished onboarding. A session still onboarding gets
 *   403 `{ message, data: { next: 'onboarding' } }`, which the SPA answers by going to onboarding.
 * Signing in and permissions are checked by the routes' own guards (401, 403) after this.
 */
export type Access = 'public' | 'onboarding' | 'authenticated';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (server/http/access.ts); `authenticated` when absent. */
    access?: Access;
  }
}

/** The access a route declares. */
export function accessOf(config: { access?: Access } | undefined): Access {
  return config?.access ?? 'authenticated';
}

/** `preValidation` of the /api scope: a session still onboarding reaches only `public` and `onboarding` routes. */
export async function onboardingGate(request: FastifyRequest): Promise<void> {
  if (!request.session || request.session.onboarded) return;
  if (accessOf(request.routeOptions.config) !== 'authenticated') return;
  throw new HttpError(403, translate('server.authority.onboarding'), { data: { next: 'onboarding' } });
}

/** Registers `routes` with every route in them declared `public` (unless a route declares otherwise). */
export function publicRoutes<Instance extends FastifyInstance = App>(
  routes: (app: Instance) => Promise<void>,
) {
  return async (scope: Instance) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: route.config?.access ?? 'public' };
    });
    // `routes` takes the same instance type as `scope`; register's overloads only know plain plugins.
    await scope.register(routes as unknown as FastifyPluginAsync);
  };
}

/** Route options of a call a session still onboarding may make. */
export const DURING_ONBOARDING = { access: 'onboarding' } as const;
