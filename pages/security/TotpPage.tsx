import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { TotpSetup } from '../two-step/index.ts';
import { BackLink } from '../settings/BackLink.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { SECURITY_PATHS } from './security-paths.ts';
import { useRefreshSecurity } from './use-security-settings.ts';

/**
 * `/settings/security/mfa/setup-totp` and `…/edit-totp`: the authenticator setup (intro, scan, verify, done) of
 * pages/two-step. Replacing keeps the current app working until the new one is confirmed (server side).
 */
export function TotpPage({ replace }: { replace: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const refresh = useRefreshSecurity();
  const back = () => navigate(SECURITY_PATHS.mfa);
  return (
    <SettingsPage
      heading={t(
        replace
          ? 'settings.security.mfa.authenticator.replaceHeading'
          : 'settings.security.mfa.authenticator.setupHeading',
      )}
      back={<BackLink to={SECURITY_PATHS.mfa} label={t('settings.security.mfa.backToMfa')} />}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {replace && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('settings.security.mfa.authenticator.replaceIntro')}
          </Typography>
        )}
        <TotpSetup
          finishLabel={t('settings.security.mfa.authenticator.done')}
          onFinish={() => {
            void refresh();
            back();
          }}
        />
      </Paper>
    </SettingsPage>
  );
}
