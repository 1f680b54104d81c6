import Box from '@mui/material/Box';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/react.tsx';
import { getToasts, subscribeToasts, toast, type ToastItem } from './toast.ts';

const ToastMessage = lazy(() =>
  import('./ToastMessage.tsx').then(
    (module) => ({ default: module.ToastMessage }),
    () => ({ default: PlainToast }),
  ),
);

/** The message as plain text, when the toast's code could not be fetched (the connection dropped). */
function PlainToast({ item }: { item: ToastItem }) {
  return (
    <Box role="alert" sx={{ bgcolor: 'background.paper', boxShadow: 3, borderRadius: 1, p: 1.5 }}>
      {item.message}
    </Box>
  );
}

/**
 * Renders the toasts of `toast.*` stacked at the top right. Mount once, near the root of the app. The toast itself
 * (MUI's Alert, ~2 kB gzip) is fetched with the first toast, not with the page: /login's JavaScript has no room for
 * it (bench/pages.ts). Should that fetch fail (the connection dropped), the message shows as plain text.
 */
export function Toaster() {
  const t = useT();
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <Box
      component="section"
      aria-label={t('ui.notifications')}
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      <Suspense fallback={null}>
        {items.map((item) => (
          <ToastMessage key={item.id} item={item} onClose={toast.dismiss} />
        ))}
      </Suspense>
    </Box>
  );
}
