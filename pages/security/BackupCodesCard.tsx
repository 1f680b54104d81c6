import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { useConfirm } from '../../src/ui/useConfirm.ts';
import { BackupCodes } from '../two-step/index.ts';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { renewBackupCodes, type SecuritySettings } from './security-api.ts';
import { useRefreshSecurity } from './use-security-settings.ts';

/**
 * How many backup codes are left ("nog geen" for someone who never made any), and "Nieuwe back-upcodes maken"
 * (after a confirmation while unused ones would stop working) → `POST /user/backup-codes`; the new codes are shown
 * once, with copy, until "Ik heb ze bewaard".
 */
export function BackupCodesCard({ settings }: { settings: SecuritySettings }) {
  const t = useT();
  const confirm = useConfirm();
  const refresh = useRefreshSecurity();
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const left = settings.backupCodesLeft;
  const never = settings.backupCodesIssued === 0;

  async function renew() {
    if (left > 0) {
      const { confirmed } = await confirm({
        title: t('settings.security.mfa.backupCodes.renewTitle'),
        message: t('settings.security.mfa.backupCodes.renewMessage'),
        confirmLabel: t('settings.security.mfa.backupCodes.renew'),
      });
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      setCodes(await renewBackupCodes());
      await refresh();
    } catch {
      // Reported by the HTTP client (or the re-confirmation was declined); the old codes still work.
    } finally {
      setBusy(false);
    }
  }

  return (
    // The new codes come with their own heading and advice (pages/two-step/BackupCodes).
    <SettingsCard
      heading={t('settings.security.mfa.backupCodes.heading')}
      intro={codes ? undefined : t('settings.security.mfa.backupCodes.explain')}
    >
      {codes ? (
        <>
          <BackupCodes codes={codes} />
          <Button theme="secondary" onClick={() => setCodes(null)} sx={{ mt: 2 }}>
            {t('settings.security.mfa.backupCodes.close')}
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2, fontWeight: 600 }}>
            {left > 0
              ? t('settings.security.mfa.backupCodes.left', { smart_count: left })
              : t(
                  never
                    ? 'settings.security.mfa.backupCodes.notYet'
                    : 'settings.security.mfa.backupCodes.none',
                )}
          </Typography>
          <Button theme="secondary" loading={busy} onClick={() => void renew()}>
            {t(
              never ? 'settings.security.mfa.backupCodes.create' : 'settings.security.mfa.backupCodes.renew',
            )}
          </Button>
        </>
      )}
    </SettingsCard>
  );
}
