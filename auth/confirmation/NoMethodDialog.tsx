import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { Modal } from '../../src/ui/Modal.tsx';
import { closeConfirmation } from './confirmation-store.ts';

/** Where a first password is set (the security settings' change-password page). */
export const SET_PASSWORD_PATH = '/settings/security/update-password';

/**
 * `methods: []`: the user has nothing that confirms this change (only email codes, which do not count for it).
 * Says so, and offers to set a password; closing fails the request.
 */
export function NoMethodDialog() {
  const t = useT();
  return (
    <Modal
      open
      variant="dialog"
      title={t('confirmation.title')}
      onClose={closeConfirmation}
      actions={
        <>
          <Button theme="secondary" onClick={closeConfirmation}>
            {t('confirmation.cancel')}
          </Button>
          <Button href={SET_PASSWORD_PATH}>{t('confirmation.noMethod.setPassword')}</Button>
        </>
      }
    >
      <Typography sx={{ mb: 1.5 }}>{t('confirmation.noMethod.message')}</Typography>
      <Typography color="text.secondary">{t('confirmation.noMethod.hint')}</Typography>
    </Modal>
  );
}
