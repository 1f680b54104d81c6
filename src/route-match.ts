import { matchPath } from 'react-router-dom';
import { ROUTES, type AppRoute } from './routes.ts';

/** The route of the table that a path belongs to, or undefined (the 404 page). */
export function matchAppRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
