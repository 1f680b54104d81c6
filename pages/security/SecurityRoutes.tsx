import { Route, Routes } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { VerifyContactPage } from '../account/VerifyContactPage.tsx';
import { SettingsTexts } from '../settings/SettingsTexts.tsx';
import { LoginActivityPage } from './LoginActivityPage.tsx';
import { MfaPage } from './MfaPage.tsx';
import { SecurityIndexPage } from './SecurityIndexPage.tsx';
import { SECURITY_PATHS } from './security-paths.ts';
import { TotpPage } from './TotpPage.tsx';
import { UpdatePasswordPage } from './UpdatePasswordPage.tsx';

/** `/settings/security/*`, lazily loaded by the admin app with the settings texts. */
/** `appName`: for the password strength meter (pages do not import src/). */
export function SecurityRoutes({ appName }: { appName: string }) {
  return (
    <SettingsTexts>
      <SecuritySwitch appName={appName} />
    </SettingsTexts>
  );
}

function SecuritySwitch({ appName }: { appName: string }) {
  const t = useT();
  const backToMfa = t('settings.security.mfa.backToMfa');
  return (
    <Routes>
      <Route index element={<SecurityIndexPage />} />
      <Route path="login-activity" element={<LoginActivityPage />} />
      <Route path="update-password" element={<UpdatePasswordPage appName={appName} />} />
      <Route path="mfa" element={<MfaPage />} />
      <Route path="mfa/setup-totp" element={<TotpPage replace={false} />} />
      <Route path="mfa/edit-totp" element={<TotpPage replace />} />
      <Route
        path="mfa/verify-email"
        element={
          <VerifyContactPage
            channel="email"
            returnTo={SECURITY_PATHS.mfa}
            returnLabel={backToMfa}
            headingKey="settings.security.mfa.verifyEmailHeading"
          />
        }
      />
      <Route
        path="mfa/verify-phone"
        element={
          <VerifyContactPage
            channel="phone"
            returnTo={SECURITY_PATHS.mfa}
            returnLabel={backToMfa}
            headingKey="settings.security.mfa.verifyPhoneHeading"
          />
        }
      />
    </Routes>
  );
}
