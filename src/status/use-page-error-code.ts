import { useLocation } from 'react-router-dom';
import { useErrorCode, type PageErrorCode } from '../../auth/error-code.ts';
import { permissionErrorCode } from '../../auth/route-rules.ts';
import { useSession } from '../../auth/session-store.ts';
import { matchAppRoute } from '../route-match.ts';

/**
 * The error code of the page shown now: one set for this path (a 403/404 answer to its page read), else the
 * route's permission check (spec §5), derived while rendering so a forbidden page never shows for a moment.
 */
export function usePageErrorCode(): PageErrorCode | null {
  const { pathname } = useLocation();
  const stored = useErrorCode(pathname);
  const { userPermissions, checked } = useSession();
  if (stored !== null) return stored;
  if (!checked) return null;
  const route = matchAppRoute(pathname);
  return permissionErrorCode(route?.permissions ?? [], userPermissions, route?.anyOf);
}
