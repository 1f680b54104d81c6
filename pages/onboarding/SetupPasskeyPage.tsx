import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAddPasskey } from '../../auth/passkeys/use-add-passkey.ts';
import { passkeyNl } from '../../i18n/nl/passkey.ts';
import { useT } from '../../i18n/react.tsx';
import { WithTexts } from '../../i18n/with-texts.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { updateOtpPreference } from './onboarding-api.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
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
      <OnboardingCard heading={t('onboarding.steps.setup_otp')} back={false}>
        <Box sx={{ display: 'grid', gap: 2.5, justifyItems: 'start' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CheckCircleIcon color="success" aria-hidden />
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('onboarding.setupPasskey.addedHeading')}
            </Typography>
          </Box>
          <Typography color="text.secondary">{t('onboarding.setupPasskey.added')}</Typography>
          <Button loading={busy} onClick={() => void saveAndGoOn()}>
            {t('onboarding.continue')}
          </Button>
        </Box>
      </OnboardingCard>
    );
  }

  return (
    <OnboardingCard
      heading={t('onboarding.steps.setup_otp')}
      intro={t('onboarding.setupPasskey.intro')}
      back={false}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label={t('passkey.card.name')}
          name="passkey-name"
          autoFocus
          required
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          errors={fieldErrors}
        />
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
