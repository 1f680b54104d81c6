import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ErrorCodeSwitch } from '../status/ErrorCodeSwitch.tsx';
import { ErrorPage } from '../status/ErrorPage.tsx';
import { AppBar } from './AppBar.tsx';
import { Menu } from './Menu.tsx';
import { TranslateBridge } from './TranslateBridge.tsx';

/**
 * react-admin's layout (app bar, sidebar that becomes a drawer on small screens, error boundary) with our app bar
 * and menu; the page is replaced by the 403/404 page while the page-level error code is set.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <TranslateBridge>
      <RaLayout appBar={AppBar} menu={Menu} error={LayoutError} sx={CONTENT_FITS}>
        <ErrorCodeSwitch>{children}</ErrorCodeSwitch>
      </RaLayout>
    </TranslateBridge>
  );
}

/**
 * The page is as wide as the screen: react-admin's layout is `min-width: fit-content`, which lets any wide content
 * (a table, a long name) widen the whole page on a phone. The page column may shrink below its content's width (a
 * flex item's default is not to), so a wide table scrolls inside its card instead.
 */
const CONTENT_FITS = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

/** react-admin resets its error boundary when the location changes; our retry reloads the page. */
function LayoutError() {
  return <ErrorPage />;
}
