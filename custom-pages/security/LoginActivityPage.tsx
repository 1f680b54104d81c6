import { useT } from '../../i18n/react.tsx';
import { BackLink } from '../settings/BackLink.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { RecentSignInsCard } from './RecentSignInsCard.tsx';
import { SECURITY_PATHS } from './security-paths.ts';
import { SessionsCard } from './SessionsCard.tsx';
import { useSecuritySettings } from './use-security-settings.ts';

/** `/settings/security/login-activity`: the sessions (log out one or all others) and recent sign-in attempts. */
export function LoginActivityPage() {
  const t = useT();
  const settings = useSecuritySettings();
  return (
    <SettingsPage
      heading={t('settings.security.activity.heading')}
      intro={t('settings.security.activity.summary')}
      back={<BackLink to={SECURITY_PATHS.index} label={t('settings.security.backToSecurity')} />}
    >
      <SessionsCard />
      {settings.data && <RecentSignInsCard events={settings.data.recentSignIns} />}
    </SettingsPage>
  );
}
