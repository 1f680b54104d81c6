import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../auth/session-store.ts';
import { passwordNl } from '../../i18n/nl/password.ts';
import { useT } from '../../i18n/react.tsx';
import { WithTexts } from '../../i18n/with-texts.tsx';
import { isApiError, type FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { NewPasswordFields } from '../../src/ui/NewPasswordFields.tsx';
import { usePasswordStrength } from '../../src/ui/PasswordStrength.tsx';
import { toast } from '../../src/ui/toast.ts';
import { setUpPassword } from './onboarding-api.ts';
import { ONBOARDING_PATHS } from './onboarding-paths.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { useAdvance } from './use-advance.ts';
import { useSocialProviders } from './use-social-providers.ts';

/** `/onboarding/setup/password`: the strength meter's texts come with the password pages' file. */
export function SetupPasswordPage({ appName }: { appName: string }) {
  return (
    <WithTexts areas={[passwordNl]}>
      <SetupPasswordForm appName={appName} />
    </WithTexts>
  );
}

/**
 * A new password with its confirmation and the strength score (zxcvbn, loaded on the first keystroke) →
 * `POST /user/setup-password`; the server's 422 messages under their fields; then the next step.
 */
function SetupPasswordForm({ appName }: { appName: string }) {
  const t = useT();
  const providers = useSocialProviders();
  const advance = useAdvance();
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const score = usePasswordStrength(password, [
    user?.email ?? '',
    user?.firstname ?? '',
    user?.lastname ?? '',
    appName,
  ]);
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _edited, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (password === '') missing.password = [t('onboarding.password.passwordRequired')];
    if (confirmation === '') missing.passwordConfirmation = [t('onboarding.password.confirmationRequired')];
    else if (password !== '' && confirmation !== password)
      missing.passwordConfirmation = [t('onboarding.password.mismatch')];
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await setUpPassword(password, confirmation);
      toast.success(t('onboarding.password.saved'));
      await advance();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(error.errors);
      setBusy(false);
    }
  }

  const { password: passwordErrors, passwordConfirmation: confirmationErrors, ...rest } = errors;
  return (
    <OnboardingCard
      heading={t('onboarding.password.heading')}
      intro={t('onboarding.password.intro')}
      back={
        // "Another way" only when there is one; else the overview, like every step.
        providers.length > 0
          ? { to: ONBOARDING_PATHS.setup, label: t('onboarding.password.otherWay') }
          : undefined
      }
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        {/* The account's address for password managers. */}
        <input type="hidden" name="username" autoComplete="username" value={user?.email ?? ''} />
        <NewPasswordFields
          labels={{
            password: t('onboarding.password.password'),
            confirmation: t('onboarding.password.confirmation'),
          }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={edit('password', setPassword)}
          onConfirmationChange={edit('passwordConfirmation', setConfirmation)}
          passwordErrors={[...(passwordErrors ?? []), ...Object.values(rest).flat()]}
          confirmationErrors={confirmationErrors}
          score={score}
          autoFocus
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('onboarding.password.submit')}
        </Button>
      </Box>
    </OnboardingCard>
  );
}
