import { render } from '@testing-library/react';
import { RouteGuard } from '../../auth/guards.tsx';
import { checkAuthentication } from '../../auth/check-authentication.ts';
import { sessionStore } from '../../auth/session-store.ts';
import { createI18nProvider } from '../../i18n/provider.ts';
import type { AnyResource } from '../../resources/define.ts';
import { AdminApp } from '../../src/AdminApp.tsx';
import type { ScreenExtensions } from '../../src/framework/extensions.ts';
import { Root } from '../../src/Root.tsx';
import { fixtureTexts } from '../fixtures/fixture-texts.ts';

const i18nProvider = createI18nProvider(fixtureTexts);

/**
 * A page load at `path` of the admin app with these definitions (fixtures) instead of resources/: the shell
 * (router, guards, confirm dialog, toasts) around `<AdminApp>`, as src/AppRoutes.tsx mounts it.
 */
export function openAdminAt(
  path: string,
  definitions: readonly AnyResource[],
  extensions: ScreenExtensions = {},
) {
  sessionStore.set({ checked: false });
  void checkAuthentication({ ignoreCache: true });
  window.history.replaceState(null, '', path);
  return render(
    <Root>
      <RouteGuard expect="authenticated">
        <AdminApp definitions={definitions} extensions={extensions} i18nProvider={i18nProvider} />
      </RouteGuard>
    </Root>,
  );
}
