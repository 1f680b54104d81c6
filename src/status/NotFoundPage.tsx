import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useT } from '../../i18n/react.tsx';
import { usePageTitle } from '../page-title.ts';
import { HomeButton } from './HomeButton.tsx';
import { StatusPage } from './StatusPage.tsx';

/** 404 (spec §2, §8): "Pagina niet gevonden", the page is no longer available, and a way back home. */
export function NotFoundPage() {
  const t = useT();
  usePageTitle('titles.notFound');
  return (
    <StatusPage
      icon={<SearchOffIcon />}
      title={t('shell.notFound.title')}
      message={t('shell.notFound.message')}
      action={<HomeButton label={t('shell.notFound.home')} />}
    />
  );
}
