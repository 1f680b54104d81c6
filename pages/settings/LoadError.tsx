import Alert from '@mui/material/Alert';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';

/** A settings page's data could not be read: say so, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button theme="transparent" size="small" onClick={onRetry}>
          {t('settings.retry')}
        </Button>
      }
    >
      {t('settings.loadError')}
    </Alert>
  );
}
