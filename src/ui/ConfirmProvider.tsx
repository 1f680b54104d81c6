import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ConfirmContext } from './confirm-context.ts';
import type { Confirm, ConfirmOptions, ConfirmResult } from './confirm-types.ts';

// The dialog (and MUI's dialog and text field code) is fetched with the first question: the provider is mounted
// at the root of the app, and the sign-in page's budget has no room for a dialog it never shows.
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

interface Pending {
  /** Remounts the dialog (fresh reason field) for every question. */
  key: number;
  options: ConfirmOptions;
  resolve: (result: ConfirmResult) => void;
}

let questions = 0;

/**
 * Renders the confirm dialog for `useConfirm()`; mounted once at the root (src/Root.tsx). A new question cancels
 * one still open.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise<ConfirmResult>((resolve) => {
        const key = ++questions;
        setPending((previous) => {
          previous?.resolve({ confirmed: false });
          return { key, options, resolve };
        });
      }),
    [],
  );
  const answer = (result: ConfirmResult) => {
    pending?.resolve(result);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            key={pending.key}
            open
            options={pending.options}
            onConfirm={(reason, option) =>
              answer({
                confirmed: true,
                ...(reason === undefined ? {} : { reason }),
                ...(option === undefined ? {} : { option }),
              })
            }
            onCancel={() => answer({ confirmed: false })}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
