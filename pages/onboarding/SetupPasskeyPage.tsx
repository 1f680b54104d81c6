import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAddPasskey } from '../../auth/passkeys/use-add-passkey.ts';
import { passkeyNl } from '../../i18n/nl/passkey.ts';
import { useT } from '../../i18n/react.tsx';
import { WithTexts } from '../../i18n/with-texts.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { PasskeyNameField } from '../security/PasskeyNameField.tsx';
import { updateOtpPreference } from './onboarding-api.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { OnboardingDone } from './OnboardingDone.tsx';
import { useAdvance } from './use-advance.ts';

export interface SetupPasskeyPageProps {
  /** Back to the choice of preferred-otp (only before the passkey is added). */
  onBack: () => void;
}

/**
 * Onboarding's passkey setup, opened from the choice on /onboarding/preferred-otp: a name (the browser and system
 * to start from), the browser's prompt (`registerPasskey`), then at once the preference (`update-otp-preference`
 * `passkey`), which completes the step, and onward. As with the authenticator (SetupTotpPage, docs/decisions.md
 * "Onboarding: a confirmed authenticator is set up"), an added passkey is the end of the step: no way back after
 * it; should saving the preference fail, "Doorgaan" tries again.
 */
export function SetupPasskeyPage(props: SetupPasskeyPageProps) {
  return (
    <WithTexts areas={[passkeyNl]}>
      <SetupPasskey {...props} />
    </WithTexts>
  );
}

function SetupPasskey({ onBack }: SetupPasskeyPageProps) {
  const t = useT();
  const advance = useAdvance();
  const [added, setAdded] = useState(false);
  const { name, setName, fieldErrors, problem, busy, setBusy, submit } = useAddPasskey(async () => {
    setAdded(true);
    await saveAndGoOn();
  });

  async function saveAndGoOn(): Promise<void> {
    setBusy(true);
    try {
      await updateOtpPreference('passkey');
      await advance();
    } catch {
      // Reported by the HTTP client; the passkey is there, "Doorgaan" tries again.
      setBusy(false);
    }
  }

  if (added) {
    return (
      <OnboardingDone
        heading={t('onboarding.steps.setup_otp')}
        title={t('onboarding.setupPasskey.addedHeading')}
        message={t('onboarding.setupPasskey.added')}
        busy={busy}
        onContinue={() => void saveAndGoOn()}
      />
    );
  }

  return (
    <OnboardingCard
      heading={t('onboarding.steps.setup_otp')}
      intro={t('onboarding.setupPasskey.intro')}
      back={false}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <PasskeyNameField value={name} onChange={setName} errors={fieldErrors} />
        <Button type="submit" loading={busy} fullWidth>
          {t('onboarding.setupPasskey.add')}
        </Button>
        {problem.map((message) => (
          <Typography key={message} role="alert" color="error" variant="body2">
            {message}
          </Typography>
        ))}
        <Box>
          <Button theme="tertiary" size="small" onClick={onBack} disabled={busy}>
            {t('onboarding.setupPasskey.back')}
          </Button>
        </Box>
      </Box>
    </OnboardingCard>
  );
}
