import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { TotpSetup } from '../two-step/TotpSetup.tsx';
import { updateOtpPreference } from './onboarding-api.ts';
import { ONBOARDING_PATHS } from './onboarding-paths.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { useAdvance } from './use-advance.ts';

/**
 * `/onboarding/setup-totp`: the authenticator setup (intro, scan, verify, done with the backup codes shown
 * once); "Doorgaan" saves the authenticator as the preferred second step, which completes onboarding's last step.
 */
export function SetupTotpPage() {
  const t = useT();
  const navigate = useNavigate();
  const advance = useAdvance();
  const back = { to: ONBOARDING_PATHS.preferredOtp, label: t('onboarding.setupTotp.back') };
  return (
    <OnboardingCard heading={t('onboarding.steps.setup_otp')} back={back}>
      <TotpSetup
        onCancel={() => navigate(back.to)}
        onFinish={() => {
          updateOtpPreference('totp')
            .then(() => advance())
            .catch(() => undefined);
        }}
      />
    </OnboardingCard>
  );
}
