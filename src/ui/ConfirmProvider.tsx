import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmContext } from './confirm-context.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { Confirm, ConfirmOptions, ConfirmResult } from './confirm-types.ts';

interface Pending {
  /** Remounts the dialog (fresh reason field) for every question. */
  key: number;
  options: ConfirmOptions;
  resolve: (result: ConfirmResult) => void;
}

let questions = 0;

/** Renders the confirm dialog for `useConfirm()`. A new question cancels one still open. */
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
        <ConfirmDialog
          key={pending.key}
          open
          options={pending.options}
          onConfirm={(reason) =>
            answer(reason === undefined ? { confirmed: true } : { confirmed: true, reason })
          }
          onCancel={() => answer({ confirmed: false })}
        />
      )}
    </ConfirmContext.Provider>
  );
}
