import type { FastifyInstance, RouteOptions } from 'fastify';
import { accessOf, type Access } from './access.ts';

/** One route the server answers: its method and URL pattern as registered (with the prefix, e.g. `/api/tags/:id`). */
export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it, as the route declares (server/http/access.ts). */
  readonly access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the server, filled while the app is built (the security sweeps take their list from it). */
    routeList: readonly RouteEntry[];
  }
}

/**
 * Records every route registered after this call, in every plugin scope (onRoute hooks are inherited), so tests
 * can check all of them — a new route cannot be missed by a hand-written list.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read when asked: a scope's own onRoute hook (publicRoutes) may declare the access after this one ran.
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        get access() {
          return accessOf(route.config);
        },
      });
    }
  });
}
