import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/react.tsx';
import { getToasts, subscribeToasts, toast } from './toast.ts';
import { ToastMessage } from './ToastMessage.tsx';

/** Renders the toasts of `toast.*` stacked at the top right. Mount once, near the root of the app. */
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
      {items.map((item) => (
        <ToastMessage key={item.id} item={item} onClose={toast.dismiss} />
      ))}
    </Box>
  );
}
