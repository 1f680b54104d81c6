import EmailIcon from '@mui/icons-material/AlternateEmailOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { useInvalidateResource } from '../../framework/use-invalidate.ts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.ts';
import { employeeApi, messagesOf } from './employee-api.ts';

/** A rough check only, for a Dutch message before sending: the server decides what an address is. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "E-mailadres wijzigen" in the employee page's toolbar: a dialog with the new address, saved with `update-email`
 * ("Opgeslagen"); the server's 422 ("Dit is al het e-mailadres van deze medewerker.") shows under the field.
 */
export default function ChangeEmailButton({ record, resource, authority }: ExtensionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const invalidate = useInvalidateResource(resource);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  // Set by a submit the address fails: the Dutch reason under the field (never the browser's own bubble).
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) => employeeApi.updateEmail(record.id, value),
    onSuccess: () => {
      invalidate();
      setOpen(false);
      notify('toasts.saved', { type: 'success' });
    },
  });
  useUnsavedChangesGuard(open && email.trim() !== '' && !save.isPending);
  // Not offered on an employee you may not change (the page says why); while that is asked, it waits disabled.
  if (record.archivedAt || (!authority.writable && !authority.pending)) return null;
  const errors = invalid ? [translate(invalid)] : messagesOf(save.error, 'email');
  const close = () => {
    if (!save.isPending) setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<EmailIcon />}
        disabled={authority.pending}
        onClick={() => {
          save.reset();
          setEmail('');
          setInvalid(null);
          setOpen(true);
        }}
      >
        {translate('screens.employees.email.action')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const value = email.trim();
            const problem = !value
              ? 'ra.validation.required'
              : EMAIL.test(value)
                ? null
                : 'ra.validation.email';
            setInvalid(problem);
            if (!problem) save.mutate(value);
          }}
        >
          <DialogTitle id={titleId}>{translate('screens.employees.email.action')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('screens.employees.email.current', { email: String(record.email ?? '') })}{' '}
              {translate('screens.employees.email.hint')}
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              type="email"
              label={translate('screens.employees.email.label')}
              value={email}
              required
              onChange={(event) => {
                setEmail(event.target.value);
                setInvalid(null);
              }}
              error={errors.length > 0}
              helperText={errors.join(' ') || undefined}
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={save.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
