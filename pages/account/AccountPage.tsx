import { useT } from '../../i18n/react.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { LoadError } from '../settings/LoadError.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { AvatarCard } from './AvatarCard.tsx';
import { ContactCard } from './ContactCard.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { useCurrentUser } from './use-current-user.ts';

/** `/settings/account` (spec §2): photo, personal details, and email and phone with their verification. */
export function AccountPage() {
  const t = useT();
  const { user, isError, retry } = useCurrentUser();
  return (
    <SettingsPage heading={t('settings.account.heading')} intro={t('settings.account.intro')}>
      {isError && <LoadError onRetry={retry} />}
      {!user && !isError && <Spinner />}
      {user && (
        <>
          <AvatarCard user={user} />
          <ProfileForm key={user.id} user={user} />
          <ContactCard user={user} />
        </>
      )}
    </SettingsPage>
  );
}
