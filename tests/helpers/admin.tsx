import { render } from '@testing-library/react';
import { RouteGuard } from '../../auth/guards.tsx';
import { checkAuthentication } from '../../auth/check-authentication.ts';
import { logout } from '../../auth/logout.ts';
import { sessionStore } from '../../auth/session-store.ts';
import type { AnyResource } from '../../resources/define.ts';
import { manifestEntryOf } from '../../resources/manifest-entry.ts';
import { AdminApp } from '../../src/AdminApp.tsx';
import type { ScreenExtensions } from '../../src/framework/extensions.ts';
import { setUpHttp } from '../../src/http-setup.ts';
import { Root } from '../../src/Root.tsx';
import { toast } from '../../src/ui/toast.ts';
import { installFakeApi } from './fake-api.ts';
import { resetShellState } from './shell.tsx';

/**
 * A page load at `path` of the admin app with these definitions (fixtures) instead of resources/: the HTTP
 * client's reactions and the shell (router, guards, confirm dialog, toasts) around `<AdminApp>`, as src/main.tsx
 * and src/AppRoutes.tsx set them up.
 */
export function openAdminAt(
  path: string,
  definitions: readonly AnyResource[],
  extensions: ScreenExtensions = {},
) {
  setUpHttp();
  sessionStore.set({ checked: false });
  void checkAuthentication({ ignoreCache: true });
  window.history.replaceState(null, '', path);
  return render(
    <Root>
      <RouteGuard expect="authenticated">
        <AdminApp
          definitions={definitions.map((definition) => manifestEntryOf(definition))}
          extensions={extensions}
        />
      </RouteGuard>
    </Root>,
  );
}

/**
 * Before each admin test: signed out (the admin's query cache cleared), an XSRF cookie, a fresh shell state, no
 * toasts left from the test before.
 */
export async function resetAdminShell(): Promise<void> {
  toast.clear();
  document.cookie = 'XSRF-TOKEN=t';
  installFakeApi({ 'POST /auth/logout': { status: 204 } });
  await logout();
  resetShellState();
}
