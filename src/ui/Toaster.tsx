import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/react.tsx';
import { getToasts, subscribeToasts, toast, type ToastItem } from './toast.ts';

const loadToastMessage = () => import('./ToastMessage.tsx');
const ToastMessage = lazy(() =>
  loadToastMessage().then(
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
 * (MUI's Alert) is fetched once the first page has rendered, not with it: /login's first code has no room for it,
 * and a toast about a lost connection must still be able to show.
 */
export function Toaster() {
  const t = useT();
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  useEffect(() => {
    void loadToastMessage();
  }, []);
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
