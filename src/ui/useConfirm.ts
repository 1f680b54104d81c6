import { useContext } from 'react';
import { ConfirmContext } from './confirm-context.ts';
import type { Confirm } from './confirm-types.ts';

/** `confirm(options)` resolves to `{ confirmed, reason? }` once the user answers. Needs a ConfirmProvider. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> around the component.');
  return confirm;
}
