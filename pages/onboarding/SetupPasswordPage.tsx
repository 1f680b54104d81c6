import Box from '@mui/material/Box';
import type { FormEvent } from 'react';
import { useSession } from '../../auth/session-store.ts';
import { passwordNl } from '../../i18n/nl/password.ts';
import { useT } from '../../i18n/react.tsx';
import { WithTexts } from '../../i18n/with-texts.tsx';
import type { FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { NewPasswordFields } from '../../src/ui/NewPasswordFields.tsx';
import { usePasswordStrength } from '../../src/ui/PasswordStrength.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useFormState } from '../shared/use-form-state.ts';
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
  const form = useFormState({ password: '', passwordConfirmation: '' });
  const { password, passwordConfirmation: confirmation } = form.values;
  const score = usePasswordStrength(password, [
    user?.email ?? '',
    user?.firstname ?? '',
    user?.lastname ?? '',
    appName,
  ]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (password === '') missing.password = [t('onboarding.password.passwordRequired')];
    if (confirmation === '') missing.passwordConfirmation = [t('onboarding.password.confirmationRequired')];
    else if (password !== '' && confirmation !== password)
      missing.passwordConfirmation = [t('onboarding.password.mismatch')];
    await form.submit(missing, async () => {
      await setUpPassword(password, confirmation);
      toast.success(t('onboarding.password.saved'));
      await advance();
    });
  }
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
          onPasswordChange={(value) => form.set('password', value)}
          onConfirmationChange={(value) => form.set('passwordConfirmation', value)}
          passwordErrors={[
            ...(form.errors.password ?? []),
            ...form.otherErrors('password', 'passwordConfirmation'),
          ]}
          confirmationErrors={form.errors.passwordConfirmation}
          score={score}
          autoFocus
        />
        <Button type="submit" loading={form.busy} fullWidth>
          {t('onboarding.password.submit')}
        </Button>
      </Box>
    </OnboardingCard>
  );
}
