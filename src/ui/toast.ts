/** Toast notifications (spec §2): a tiny store callable from anywhere, rendered by <Toaster/>. */

/** How long a toast stays (spec §9). */
export const TOAST_DURATION_MS = 3000;

export type ToastType = 'info' | 'error' | 'success' | 'warn';

export interface ToastItem {
  id: number;
  type: ToastType;
  /** Already translated. */
  message: string;
}

type Listener = () => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function show(type: ToastType, message: string): number {
  const id = nextId++;
  publish([...items, { id, type, message }]);
  return id;
}

/** The toasts now showing, oldest first. */
export function getToasts(): readonly ToastItem[] {
  return items;
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows a toast: `toast.success(t('…'))`. Each returns the toast's id. Messages must be translated already. */
export const toast = {
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  warn: (message: string) => show('warn', message),
  dismiss: (id: number) => publish(items.filter((item) => item.id !== id)),
  clear: () => publish([]),
};
