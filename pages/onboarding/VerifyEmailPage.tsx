import { useT } from '../../i18n/react.tsx';
import { OnboardingCard } from './OnboardingCard.tsx';
import { useAdvance } from './use-advance.ts';
import { VerifyContactStep } from './VerifyContactStep.tsx';

/** `/onboarding/verify-email`: enter (prefilled) → code with resend countdown → done; then the next step. */
export function VerifyEmailPage() {
  const t = useT();
  const advance = useAdvance();
  return (
    <OnboardingCard heading={t('onboarding.verifyEmail.heading')} intro={t('onboarding.verifyEmail.intro')}>
      <VerifyContactStep
        channel="email"
        finishLabel={t('onboarding.nextStep')}
        onFinish={() => void advance()}
      />
    </OnboardingCard>
  );
}
