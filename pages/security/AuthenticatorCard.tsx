import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useConfirm } from '../../src/ui/useConfirm.ts';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { formatDate } from '../../src/ui/format.ts';
import { disableTotp, type SecuritySettings } from './security-api.ts';
import { SECURITY_PATHS } from './security-paths.ts';
import { useRefreshSecurity } from './use-security-settings.ts';

/** The authenticator app: on since …, set up / replace (a new app: setup-totp / edit-totp) / disable. */
export function AuthenticatorCard({ settings }: { settings: SecuritySettings }) {
  const t = useT();
  const confirm = useConfirm();
  const refresh = useRefreshSecurity();
  const [busy, setBusy] = useState(false);
  const { enabled, confirmedAt } = settings.totp;

  async function disable() {
    const { confirmed } = await confirm({
      title: t('settings.security.mfa.authenticator.disableTitle'),
      message: t('settings.security.mfa.authenticator.disableMessage'),
      confirmLabel: t('settings.security.mfa.authenticator.disable'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await disableTotp();
      toast.success(t('settings.security.mfa.authenticator.disabled'));
      await refresh();
    } catch {
      // Reported by the HTTP client (or the re-confirmation was declined).
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard heading={t('settings.security.mfa.authenticator.heading')}>
      <Typography sx={{ mb: 2 }}>
        {enabled
          ? t('settings.security.mfa.authenticator.on', { date: confirmedAt ? formatDate(confirmedAt) : '–' })
          : t('settings.security.mfa.authenticator.off')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {enabled ? (
          <>
            <Button theme="secondary" component={RouterLink} href={SECURITY_PATHS.editTotp}>
              {t('settings.security.mfa.authenticator.replace')}
            </Button>
            <Button theme="danger" loading={busy} onClick={() => void disable()}>
              {t('settings.security.mfa.authenticator.disable')}
            </Button>
          </>
        ) : (
          <Button component={RouterLink} href={SECURITY_PATHS.setupTotp}>
            {t('settings.security.mfa.authenticator.setup')}
          </Button>
        )}
      </Box>
    </SettingsCard>
  );
}
