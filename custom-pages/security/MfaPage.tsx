import { useT } from '../../i18n/react.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { BackLink } from '../settings/BackLink.tsx';
import { LoadError } from '../settings/LoadError.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { AuthenticatorCard } from './AuthenticatorCard.tsx';
import { BackupCodesCard } from './BackupCodesCard.tsx';
import { PreferredMethodCard } from './PreferredMethodCard.tsx';
import { SECURITY_PATHS } from './security-paths.ts';
import { useSecuritySettings } from './use-security-settings.ts';

/** `/settings/security/mfa`: the preferred second step, the authenticator app and the backup codes. */
export function MfaPage() {
  const t = useT();
  const settings = useSecuritySettings();
  return (
    <SettingsPage
      heading={t('settings.security.mfa.heading')}
      back={<BackLink to={SECURITY_PATHS.index} label={t('settings.security.backToSecurity')} />}
    >
      {settings.isPending && <Spinner />}
      {settings.isError && <LoadError onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <>
          <PreferredMethodCard key={settings.data.preferredOtp ?? ''} settings={settings.data} />
          <AuthenticatorCard settings={settings.data} />
          <BackupCodesCard settings={settings.data} />
        </>
      )}
    </SettingsPage>
  );
}
