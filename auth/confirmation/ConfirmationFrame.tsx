import type { ConfirmationMethod } from '../../contract/enums.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { closeConfirmation, switchMethod, useConfirmation } from './confirmation-store.ts';

export interface ConfirmationFrameProps {
  method: ConfirmationMethod;
  intro: ReactNode;
  onSubmit: () => void;
  busy: boolean;
  /** The field (password or code boxes). */
  children: ReactNode;
  /** Under the submit button (the resend button of email and SMS). */
  extra?: ReactNode;
  /** The submit button's text; "Bevestigen" by default. */
  submitLabel?: string;
}

/**
 * One re-confirmation dialog (spec §2): the shared modal at dialog width with the field, "Bevestigen", links to
 * the other methods the server offered, and — when closable — the close button, Escape and "Annuleren".
 */
export function ConfirmationFrame({
  method,
  intro,
  onSubmit,
  busy,
  children,
  extra,
  submitLabel,
}: ConfirmationFrameProps) {
  const t = useT();
  const { methods, closable } = useConfirmation();
  const others = methods.filter((other) => other !== method);
  const otherId = useId();
  return (
    <Modal
      open
      variant="dialog"
      title={t('confirmation.title')}
      onClose={closable ? closeConfirmation : undefined}
      actions={
        closable ? (
          <Button theme="secondary" onClick={closeConfirmation}>
            {t('confirmation.cancel')}
          </Button>
        ) : undefined
      }
    >
      <Box
        component="form"
        noValidate
        data-confirmation-method={method}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit();
        }}
        sx={{ display: 'grid', gap: 2.5, pt: 0.5 }}
      >
        <Typography color="text.secondary">{intro}</Typography>
        {children}
        <Button type="submit" loading={busy} fullWidth>
          {submitLabel ?? t('confirmation.submit')}
        </Button>
        {extra}
      </Box>
      {others.length > 0 && (
        <Box component="nav" aria-labelledby={otherId} sx={{ mt: 3 }}>
          <Typography id={otherId} variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
            {t('confirmation.otherMethods')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {others.map((other) => (
              <li key={other}>
                <Button theme="tertiary" size="small" onClick={() => switchMethod(other)}>
                  {t(`confirmation.switchTo.${other}`)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Modal>
  );
}
