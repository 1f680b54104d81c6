import { passkeyNl } from '../../i18n/nl/passkey.ts';
import { useT } from '../../i18n/react.tsx';
import { WithTexts } from '../../i18n/with-texts.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { BackLink } from '../settings/BackLink.tsx';
import { LoadError } from '../settings/LoadError.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { AuthenticatorCard } from './AuthenticatorCard.tsx';
import { BackupCodesCard } from './BackupCodesCard.tsx';
import { PasskeysCard } from './PasskeysCard.tsx';
import { PreferredMethodCard } from './PreferredMethodCard.tsx';
import { SECURITY_PATHS } from './security-paths.ts';
import { usePasskeys, useSecuritySettings } from './use-security-settings.ts';

/**
 * `/settings/security/mfa`: the preferred second step, the passkeys, the authenticator app and the backup codes.
 * The passkey texts travel with this page (WithTexts).
 */
export function MfaPage() {
  return (
    <WithTexts areas={[passkeyNl]}>
      <MfaCards />
    </WithTexts>
  );
}

function MfaCards() {
  const t = useT();
  const settings = useSecuritySettings();
  const passkeys = usePasskeys();
  return (
    <SettingsPage
      heading={t('settings.security.mfa.heading')}
      back={<BackLink to={SECURITY_PATHS.index} label={t('settings.security.backToSecurity')} />}
    >
      {settings.isPending && <Spinner />}
      {settings.isError && <LoadError onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <>
          <PreferredMethodCard
            key={settings.data.preferredOtp ?? ''}
            settings={settings.data}
            passkeys={passkeys.data?.length ?? 0}
          />
          <PasskeysCard passkeys={passkeys} />
          <AuthenticatorCard settings={settings.data} />
          <BackupCodesCard settings={settings.data} />
        </>
      )}
    </SettingsPage>
  );
}
