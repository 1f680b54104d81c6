import { matchPath } from 'react-router-dom';
import { ROUTES, type AppRoute } from './routes.ts';

let registered: readonly AppRoute[] = [];

/**
 * Routes known only once the admin app has loaded (its resources' pages, src/framework/resource-routes.ts): they
 * are matched before the table's own, whose `/system/*` then only catches unknown resources.
 */
export function registerRoutes(routes: readonly AppRoute[]): void {
  registered = routes;
}

/** The route of the table that a path belongs to, or undefined (the 404 page). */
export function matchAppRoute(pathname: string, routes?: readonly AppRoute[]): AppRoute | undefined {
  const candidates = routes ?? [...registered, ...ROUTES];
  return candidates.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
