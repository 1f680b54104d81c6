import Box from '@mui/material/Box';
import { useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { skipPhoneVerification } from './onboarding-api.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { useAdvance } from './use-advance.ts';
import { VerifyContactStep } from './VerifyContactStep.tsx';

/**
 * `/onboarding/verify-phone`: the same three steps over SMS, or "Overslaan" (`POST /user/skip-phone-verification`);
 * either way on to the next step.
 */
export function VerifyPhonePage() {
  const t = useT();
  const advance = useAdvance();
  const [skipping, setSkipping] = useState(false);

  async function skip() {
    setSkipping(true);
    try {
      await skipPhoneVerification();
      await advance();
    } catch {
      // Reported by the HTTP client.
      setSkipping(false);
    }
  }

  return (
    <OnboardingCard heading={t('onboarding.verifyPhone.heading')} intro={t('onboarding.verifyPhone.intro')}>
      <VerifyContactStep
        channel="phone"
        finishLabel={t('onboarding.nextStep')}
        onFinish={() => void advance()}
      />
      <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button theme="tertiary" loading={skipping} onClick={() => void skip()}>
          {t('onboarding.verifyPhone.skip')}
        </Button>
      </Box>
    </OnboardingCard>
  );
}
