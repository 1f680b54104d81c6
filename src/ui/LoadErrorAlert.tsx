import Alert from '@mui/material/Alert';
import { useT } from '../../i18n/react.tsx';
import { Button } from './Button.tsx';

interface LoadErrorAlertProps {
  /** What could not be loaded, in the page's words ("Het dashboard kon niet worden geladen."). */
  message: string;
  onRetry: () => void;
}

/** A failed load with "Opnieuw proberen" beside it: the next step is always one click away. */
export function LoadErrorAlert({ message, onRetry }: LoadErrorAlertProps) {
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button theme="transparent" size="small" onClick={onRetry}>
          {t('ui.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
