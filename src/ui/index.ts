/** Shared widgets: the leaf layer of the SPA (imports only React, MUI and i18n). */
export { Button, type ButtonProps } from './Button.tsx';
export { BUTTON_THEMES, type ButtonSize, type ButtonTheme } from './button-themes.ts';
export { CODE_LENGTH, CodeInput, type CodeInputProps } from './CodeInput.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { ConfirmProvider } from './ConfirmProvider.tsx';
export type { Confirm, ConfirmOptions, ConfirmResult, ReasonMode } from './confirm-types.ts';
export { FieldErrors, type FieldErrorsProps } from './FieldErrors.tsx';
export {
  MODAL_WIDTH_DIALOG,
  MODAL_WIDTH_NORMAL,
  MODAL_WIDTHS,
  Modal,
  type ModalProps,
  type ModalVariant,
} from './Modal.tsx';
export { RESEND_COOLDOWN_MS, ResendButton, type ResendButtonProps } from './ResendButton.tsx';
export { SPINNER_SIZES, Spinner, type SpinnerProps, type SpinnerSize } from './Spinner.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
export { TOAST_DURATION_MS, toast, type ToastItem, type ToastType } from './toast.ts';
export { Toaster } from './Toaster.tsx';
export { codeFieldErrors, useCodeEntry, type CodeCheckResult, type CodeEntry } from './useCodeEntry.ts';
export { useConfirm } from './useConfirm.ts';
export { secondsLeft, useCountdown } from './useCountdown.ts';
export { usePhoneFormat } from './usePhoneFormat.ts';
export { useSmallScreen } from './useSmallScreen.ts';
