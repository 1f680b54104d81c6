import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from './Button.tsx';
import type { ConfirmOptions } from './confirm-types.ts';
import { Modal } from './Modal.tsx';
import { TextField } from './TextField.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  options: ConfirmOptions;
  /** Called with the trimmed reason when one was asked for and given, and the option's answer when offered. */
  onConfirm: (reason?: string, option?: boolean) => void;
  /** Cancel button, close button and Escape. */
  onCancel: () => void;
}

/**
 * "Weet je het zeker?": a question with confirm and cancel, optionally asking for a reason or offering a choice
 * (`options.option`, a checkbox), and optionally checking first whether it can be done at all (`options.check`).
 */
export function ConfirmDialog({ open, options, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const formId = useId();
  const mode = options.reason ?? 'none';
  const [reason, setReason] = useState('');
  const [submittedEmpty, setSubmittedEmpty] = useState(false);
  const [option, setOption] = useState(options.option?.checked ?? false);
  const check = useCheck(options.check);
  const trimmed = reason.trim();
  const missing = mode === 'required' && trimmed === '';
  const blocked = check !== 'clear';

  const submit = () => {
    if (blocked) return;
    if (missing) {
      setSubmittedEmpty(true);
      return;
    }
    onConfirm(mode !== 'none' && trimmed !== '' ? trimmed : undefined, options.option ? option : undefined);
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
            disabled={missing || blocked}
          >
            {options.confirmLabel ?? t('common.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        {check === 'checking' ? (
          <Skeleton variant="text" aria-hidden />
        ) : check !== 'clear' ? (
          <Alert severity="warning">{check.blocker}</Alert>
        ) : (
          options.message && <Typography sx={{ mb: mode === 'none' ? 0 : 2 }}>{options.message}</Typography>
        )}
        {mode !== 'none' && check === 'clear' && (
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
        {options.option && check === 'clear' && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={option} onChange={(event) => setOption(event.target.checked)} />}
            label={options.option.label}
          />
        )}
      </form>
    </Modal>
  );
}

type CheckState = 'checking' | 'clear' | { blocker: ReactNode };

/** The answer of `options.check`: 'checking' until it comes, 'clear' without a check or when the check failed. */
function useCheck(check: (() => Promise<ReactNode | null>) | undefined): CheckState {
  const [state, setState] = useState<CheckState>(check ? 'checking' : 'clear');
  useEffect(() => {
    if (!check) return;
    let current = true;
    check().then(
      (blocker) => current && setState(blocker ? { blocker } : 'clear'),
      () => current && setState('clear'),
    );
    return () => {
      current = false;
    };
  }, [check]);
  return state;
}
