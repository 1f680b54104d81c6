import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePermissionErrorCode } from '../auth/guards.tsx';
import { useT } from '../i18n/react.tsx';
import { formatPageTitle } from './page-title.ts';
import { focusPageHeading } from './ui/focus-page-heading.ts';
import { matchAppRoute } from './route-match.ts';

/**
 * After each navigation: the document title from the route table ("title – application name"), the 403 error
 * code when the route needs permissions the user lacks (spec §5), and the focus on the new page's heading when it
 * fell back to the document (`focusPageHeading`). Render it before the routes: the error pages'
 * own titles, set by their effects, then win.
 */
export function NavigationEffects() {
  const t = useT();
  const location = useLocation();
  const route = matchAppRoute(location.pathname);
  usePermissionErrorCode(route?.permissions ?? [], route?.anyOf);
  // A route without a title key is an admin resource's page, which titles itself (src/framework/screens.tsx).
  const titleKey = route ? route.titleKey : 'titles.notFound';
  const title = titleKey === undefined ? null : t(titleKey);
  useEffect(() => {
    if (title !== null) document.title = formatPageTitle(title);
  }, [title, location.key]);
  useEffect(() => focusPageHeading(), [location.pathname]);
  return null;
}
