import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { NavigationEffects } from './NavigationEffects.tsx';
import { ErrorBoundary } from './status/ErrorBoundary.tsx';
import { MaintenanceGate } from './status/MaintenanceGate.tsx';
import { PageSpinner } from './status/PageSpinner.tsx';
import { theme } from './theme.ts';
import { ConfirmProvider } from './ui/ConfirmProvider.tsx';
import { Toaster } from './ui/Toaster.tsx';
// Before the router registers its own listener (src/ui/popstate-gate.ts).
import './ui/popstate-gate.ts';

export interface RootProps {
  /** What the shell shows; default the app's routes (tests put a page of their own here). */
  children?: ReactNode;
}

/**
 * The SPA: one browser (history) router for everything (react-admin mounts inside it), the theme, the
 * navigation effects, the routes, and the surfaces shared by every page: confirm dialog (`useConfirm()`),
 * maintenance modal and toasts.
 */
export function Root({ children = <AppRoutes /> }: RootProps) {
  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NavigationEffects />
        <ErrorBoundary>
          <ConfirmProvider>
            <Suspense fallback={<PageSpinner />}>{children}</Suspense>
          </ConfirmProvider>
        </ErrorBoundary>
        <MaintenanceGate />
        <Toaster />
      </ThemeProvider>
    </BrowserRouter>
  );
}
