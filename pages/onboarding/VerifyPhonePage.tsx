import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { CurrentUser } from '../../auth/current-user.ts';
import { finishSignIn } from '../../auth/finish-sign-in.ts';
import { getSession, useSession } from '../../auth/session-store.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { skipPhoneVerification } from './onboarding-api.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { useAdvance } from './use-advance.ts';
import { VerifiedPhone } from './VerifiedPhone.tsx';
import { VerifyContactStep } from './VerifyContactStep.tsx';

/** The number of a user whose phone is verified, else null. */
function verifiedPhone(user: CurrentUser | null | undefined): string | null {
  return user?.phoneVerified && user.phone ? user.phone : null;
}

/**
 * `/onboarding/verify-phone`: the same three steps over SMS, or "Overslaan" (`POST /user/skip-phone-verification`);
 * either way on to the next step. "Overslaan" is offered only while the server would accept it: not once the
 * code is accepted, and a verified number (a revisit) is shown as done with "Volgende stap". A refused skip says
 * why.
 */
export function VerifyPhonePage() {
  const t = useT();
  const advance = useAdvance();
  const { user } = useSession();
  const [verified, setVerified] = useState(() => verifiedPhone(user));
  const [codeAccepted, setCodeAccepted] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function skip() {
    setSkipping(true);
    setErrors([]);
    try {
      await skipPhoneVerification();
      await advance();
    } catch (error) {
      // Anything but a refusal was reported by the HTTP client.
      if (isApiError(error) && error.status === 422) {
        setErrors(Object.values(error.errors).flat());
        // Refused because the number was verified meanwhile (another tab): show it as done.
        await finishSignIn({ next: 'onboarding' }).catch(() => undefined);
        setVerified(verifiedPhone(getSession().user));
      }
      setSkipping(false);
    }
  }

  const refusal = errors.length > 0 && (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {errors.join(' ')}
    </Alert>
  );

  if (verified) {
    return (
      <OnboardingCard heading={t('onboarding.verifyPhone.heading')}>
        {refusal}
        <VerifiedPhone phone={verified} onNext={() => void advance()} />
      </OnboardingCard>
    );
  }

  return (
    <OnboardingCard heading={t('onboarding.verifyPhone.heading')} intro={t('onboarding.verifyPhone.intro')}>
      {refusal}
      <VerifyContactStep
        channel="phone"
        finishLabel={t('onboarding.nextStep')}
        onFinish={() => void advance()}
        onVerified={() => {
          setCodeAccepted(true);
          setErrors([]);
        }}
      />
      {!codeAccepted && (
        <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button theme="tertiary" loading={skipping} onClick={() => void skip()}>
            {t('onboarding.verifyPhone.skip')}
          </Button>
        </Box>
      )}
    </OnboardingCard>
  );
}
