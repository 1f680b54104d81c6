import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { NavigationEffects } from './NavigationEffects.tsx';
import { ErrorBoundary } from './pages/ErrorBoundary.tsx';
import { MaintenanceGate } from './pages/MaintenanceGate.tsx';
import { PageSpinner } from './pages/PageSpinner.tsx';
import { theme } from './theme.ts';
import { Toaster } from './ui/Toaster.tsx';

/**
 * The SPA: one browser (history) router for everything (react-admin mounts inside it), the theme, the
 * navigation effects, the routes, and the surfaces shared by every page: maintenance modal and toasts.
 */
export function Root() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NavigationEffects />
        <ErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
        <MaintenanceGate />
        <Toaster />
      </ThemeProvider>
    </BrowserRouter>
  );
}
