import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { finishSignIn } from '../../auth/finish-sign-in.ts';
import { useT } from '../../i18n/react.tsx';
import { ONBOARDING_PATHS } from './onboarding-paths.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { VerifyContactStep } from './VerifyContactStep.tsx';

/**
 * `/onboarding/preferred-otp/verify-phone`: verify a phone number to get codes by SMS, then back to the choice
 * (the session is checked again first, so the choice knows the phone is verified). One way back at a time: the
 * link under the card until the number is verified, then the done step's button.
 */
export function PreferredOtpPhonePage() {
  const t = useT();
  const navigate = useNavigate();
  const [verified, setVerified] = useState(false);
  const back = { to: ONBOARDING_PATHS.preferredOtp, label: t('onboarding.preferredOtpPhone.back') };
  return (
    <OnboardingCard
      heading={t('onboarding.preferredOtpPhone.heading')}
      intro={t('onboarding.preferredOtpPhone.intro')}
      back={verified ? false : back}
    >
      <VerifyContactStep
        channel="phone"
        finishLabel={back.label}
        onVerified={() => setVerified(true)}
        onFinish={() => {
          void finishSignIn({ next: 'onboarding' })
            .catch(() => undefined)
            .then(() => navigate(ONBOARDING_PATHS.preferredOtp));
        }}
      />
    </OnboardingCard>
  );
}
