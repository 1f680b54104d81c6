import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useT } from '../../i18n/react.tsx';
import { TOAST_DURATION_MS, type ToastItem, type ToastType } from './toast.ts';

const SEVERITY = {
  info: 'info',
  error: 'error',
  success: 'success',
  warn: 'warning',
} as const satisfies Record<ToastType, string>;

export interface ToastMessageProps {
  item: ToastItem;
  onClose: (id: number) => void;
}

/** One toast: closes itself after TOAST_DURATION_MS or by its close button. Errors are announced assertively. */
export function ToastMessage({ item, onClose }: ToastMessageProps) {
  const t = useT();
  const { id } = item;
  useEffect(() => {
    const timer = setTimeout(() => onClose(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id, onClose]);
  const error = item.type === 'error';
  return (
    <Alert
      severity={SEVERITY[item.type]}
      variant="filled"
      role={error ? 'alert' : 'status'}
      aria-live={error ? 'assertive' : 'polite'}
      closeText={t('common.close')}
      onClose={() => onClose(id)}
      sx={{ pointerEvents: 'auto', boxShadow: 3, minWidth: 280, maxWidth: 420 }}
    >
      {item.message}
    </Alert>
  );
}
