import { useT } from '../../i18n/react.tsx';
import { LoadErrorAlert } from '../../src/ui/LoadErrorAlert.tsx';

/** A settings page's data could not be read: say so, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <LoadErrorAlert message={t('settings.loadError')} onRetry={onRetry} />;
}
