import type { ReactNode } from 'react';

export type ReasonMode = 'none' | 'optional' | 'required';

export interface ConfirmOptions {
  /** Default "Weet je het zeker?" (ui.confirmTitle). */
  title?: string;
  message?: ReactNode;
  /** Default "Bevestigen" (common.confirm). */
  confirmLabel?: string;
  /** Default "Annuleren" (common.cancel). */
  cancelLabel?: string;
  /** Confirm button in the danger theme. */
  danger?: boolean;
  /** Ask for a reason: none (default), optional, or required (confirm disabled until one is typed). */
  reason?: ReasonMode;
  /** Label of the reason field; default "Reden" / "Reden (optioneel)". */
  reasonLabel?: string;
  /**
   * Asked when the dialog opens, before the user can confirm: resolves to why it cannot be done (shown instead of
   * the message, confirm disabled) or null. Should it fail, the question is asked as usual.
   */
  check?: () => Promise<ReactNode | null>;
  /** A choice that goes with the answer, as a checkbox under the message (unticked unless `checked`). */
  option?: { label: string; checked?: boolean };
}

export interface ConfirmResult {
  confirmed: boolean;
  /** The trimmed reason, when one was asked for and given. */
  reason?: string;
  /** Whether the `option` was ticked, when one was offered. */
  option?: boolean;
}

export type Confirm = (options?: ConfirmOptions) => Promise<ConfirmResult>;
