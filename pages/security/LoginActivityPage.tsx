import Box from '@mui/material/Box';
import { useT } from '../../i18n/react.tsx';
import { BackLink } from '../settings/BackLink.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { RecentSignInsCard } from './RecentSignInsCard.tsx';
import { SECURITY_PATHS } from './security-paths.ts';
import { SessionsCard } from './SessionsCard.tsx';
import { TrustedDevicesCard } from './TrustedDevicesCard.tsx';
import { useSecuritySettings } from './use-security-settings.ts';

/**
 * `/settings/security/login-activity`: the sessions (log out one or all others), the remembered devices (forget one
 * or all) and recent sign-in attempts.
 */
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
      <TrustedDevicesCard />
      {settings.data && (
        // A grid item may not shrink below its content by default: the table scrolls inside its card instead of
        // widening the page on a phone.
        <Box sx={{ minWidth: 0 }}>
          <RecentSignInsCard events={settings.data.recentSignIns} />
        </Box>
      )}
    </SettingsPage>
  );
}
