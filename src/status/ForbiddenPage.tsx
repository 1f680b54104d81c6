import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useT } from '../../i18n/react.tsx';
import { usePageTitle } from '../page-title.ts';
import { HomeButton } from './HomeButton.tsx';
import { StatusPage } from './StatusPage.tsx';

/** 403 (spec §5, §8): shown when the route needs permissions the user lacks, or the API answered 403. */
export function ForbiddenPage() {
  const t = useT();
  usePageTitle('titles.forbidden');
  return (
    <StatusPage
      icon={<LockOutlinedIcon />}
      title={t('shell.forbidden.title')}
      message={t('shell.forbidden.message')}
      action={<HomeButton label={t('shell.forbidden.home')} />}
    />
  );
}
