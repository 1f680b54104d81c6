import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useT } from '../../i18n/react.tsx';
import { usePageTitle } from '../page-title.ts';
import { Button } from '../ui/Button.tsx';
import { StatusPage } from './StatusPage.tsx';

export interface ErrorPageProps {
  /** What "try again" does; default: reload the page (also recovers from a failed lazy chunk). */
  onRetry?: () => void;
}

/** The generic error page (spec §8): "Er is iets fout gegaan." with a retry button. */
export function ErrorPage({ onRetry = () => window.location.reload() }: ErrorPageProps) {
  const t = useT();
  usePageTitle('titles.error');
  return (
    <StatusPage
      icon={<ErrorOutlineIcon />}
      title={t('shell.error.title')}
      message={t('shell.error.message')}
      action={<Button onClick={() => onRetry()}>{t('shell.error.retry')}</Button>}
    />
  );
}
