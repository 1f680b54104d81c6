import { Route, Routes } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { SettingsTexts } from '../settings/SettingsTexts.tsx';
import { AccountPage } from './AccountPage.tsx';
import { ACCOUNT_PATHS } from './account-paths.ts';
import { VerifyContactPage } from './VerifyContactPage.tsx';

/** `/settings/account/*`, lazily loaded by the admin app with the settings texts. */
export function AccountRoutes() {
  return (
    <SettingsTexts>
      <AccountSwitch />
    </SettingsTexts>
  );
}

function AccountSwitch() {
  const t = useT();
  const back = t('settings.account.backToAccount');
  return (
    <Routes>
      <Route index element={<AccountPage />} />
      <Route
        path="verify-email"
        element={
          <VerifyContactPage
            channel="email"
            returnTo={ACCOUNT_PATHS.index}
            returnLabel={back}
            headingKey="titles.verifyEmail"
          />
        }
      />
      <Route
        path="verify-phone"
        element={
          <VerifyContactPage
            channel="phone"
            returnTo={ACCOUNT_PATHS.index}
            returnLabel={back}
            headingKey="titles.verifyPhone"
          />
        }
      />
    </Routes>
  );
}
