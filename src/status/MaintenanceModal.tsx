import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/react.tsx';
import { APP_NAME } from '../app-name.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useMaintenance } from './maintenance-store.ts';

export interface MaintenanceModalProps {
  /** Default: reload the page. */
  onReload?: () => void;
}

/** Spec §2, §8: the product is temporarily unavailable; not closable, with a reload button. */
export function MaintenanceModal({ onReload = () => window.location.reload() }: MaintenanceModalProps) {
  const t = useT();
  const open = useMaintenance();
  return (
    <Modal
      open={open}
      title={t('shell.maintenance.title')}
      variant="dialog"
      actions={<Button onClick={() => onReload()}>{t('shell.maintenance.reload')}</Button>}
    >
      <Typography>{t('shell.maintenance.message', { app: APP_NAME })}</Typography>
    </Modal>
  );
}
