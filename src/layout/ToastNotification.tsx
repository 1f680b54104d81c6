import { useEffect } from 'react';
import {
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationType,
} from 'react-admin';
import { toast, type ToastType } from '../ui/toast.ts';

const TOAST_TYPES: Record<NotificationType, ToastType> = {
  info: 'info',
  success: 'success',
  warning: 'warn',
  error: 'error',
};

/**
 * react-admin's notifications (useNotify) shown as our toasts: same place (top right), style and duration as
 * every other toast. Our toasts have no undo button, so an undoable mutation is committed at once.
 */
export function ToastNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification) return;
    const { message, type = 'info', notificationOptions } = notification;
    if (typeof message === 'string') {
      toast[TOAST_TYPES[type]](translate(message, notificationOptions?.messageArgs));
    }
    if (notificationOptions?.undoable) {
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo: false });
      else undoableEventEmitter.emit('end', { isUndo: false });
    }
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
