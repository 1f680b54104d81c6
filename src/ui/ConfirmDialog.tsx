import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from './Button.tsx';
import type { ConfirmOptions } from './confirm-types.ts';
import { Modal } from './Modal.tsx';
import { TextField } from './TextField.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  options: ConfirmOptions;
  /** Called with the trimmed reason when one was asked for and given. */
  onConfirm: (reason?: string) => void;
  /** Cancel button, close button and Escape. */
  onCancel: () => void;
}

/** "Weet je het zeker?": a question with confirm and cancel, optionally asking for a reason. */
export function ConfirmDialog({ open, options, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const formId = useId();
  const mode = options.reason ?? 'none';
  const [reason, setReason] = useState('');
  const [submittedEmpty, setSubmittedEmpty] = useState(false);
  const trimmed = reason.trim();
  const missing = mode === 'required' && trimmed === '';

  const submit = () => {
    if (missing) {
      setSubmittedEmpty(true);
      return;
    }
    onConfirm(mode !== 'none' && trimmed !== '' ? trimmed : undefined);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  // Enter submits even while the confirm button is disabled (the browser would not), to explain why.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <Modal
      open={open}
      variant="dialog"
      title={options.title ?? t('ui.confirmTitle')}
      onClose={onCancel}
      actions={
        <>
          <Button theme="secondary" onClick={onCancel}>
            {options.cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            theme={options.danger ? 'danger' : 'primary'}
            disabled={missing}
          >
            {options.confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        {options.message && <Typography sx={{ mb: mode === 'none' ? 0 : 2 }}>{options.message}</Typography>}
        {mode !== 'none' && (
          <TextField
            label={options.reasonLabel ?? t(mode === 'required' ? 'ui.reason' : 'ui.reasonOptional')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onKeyDown={handleKeyDown}
            required={mode === 'required'}
            errors={missing && submittedEmpty ? [t('ui.reasonRequired')] : undefined}
            autoFocus
          />
        )}
      </form>
    </Modal>
  );
}
