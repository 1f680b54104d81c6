import { useCallback, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../auth/session-store.ts';
import { useT } from '../../i18n/react.tsx';
import { TotpSetup, type TotpSetupStep } from '../two-step/TotpSetup.tsx';
import { saveAuthenticator } from './authenticator-preference.ts';
import { ONBOARDING_PATHS } from './onboarding-paths.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { OnboardingDone } from './OnboardingDone.tsx';
import { useAdvance } from './use-advance.ts';

/**
 * `/onboarding/setup-totp`: the authenticator setup (intro, scan, verify, done with the backup codes shown once).
 * The confirmed code is the end of the step (docs/decisions.md "Onboarding: a confirmed authenticator is set
 * up"): the authenticator is saved as the second step at once, so the done step has no way back and leaving it
 * leaves nothing half-done. An authenticator confirmed before without that (an older half-done setup) is kept:
 * "Beginnen" saves it instead of making a new secret. A second step that is done already sends a revisit to the
 * overview.
 */
export function SetupTotpPage() {
  const t = useT();
  const advance = useAdvance();
  const { user } = useSession();
  const [doneOnArrival] = useState(() => (user?.onboarding?.setup_otp ?? 'pending') !== 'pending');
  const [step, setStep] = useState<TotpSetupStep>('intro');
  const [alreadySetUp, setAlreadySetUp] = useState(false);
  const saved = useRef(false);

  const beforeStart = useCallback(async () => {
    const outcome = await saveAuthenticator();
    if (outcome === 'saved') setAlreadySetUp(true);
    return outcome === 'not-set-up';
  }, []);

  const save = useCallback(async () => {
    saved.current = saved.current || (await saveAuthenticator()) === 'saved';
  }, []);

  if (doneOnArrival) return <Navigate to={ONBOARDING_PATHS.index} replace />;

  if (alreadySetUp) {
    return (
      <OnboardingDone
        heading={t('onboarding.steps.setup_otp')}
        title={t('onboarding.setupTotp.alreadyHeading')}
        message={t('onboarding.setupTotp.already')}
        onContinue={() => void advance()}
      />
    );
  }

  // The way back to the choice only before the code: once confirmed, the step is done and "Doorgaan" goes on.
  const back =
    step === 'intro' || step === 'scan'
      ? { to: ONBOARDING_PATHS.preferredOtp, label: t('onboarding.setupTotp.back') }
      : false;
  return (
    <OnboardingCard heading={t('onboarding.steps.setup_otp')} back={back}>
      <TotpSetup
        beforeStart={beforeStart}
        onConfirmed={save}
        onStepChange={setStep}
        onFinish={() => {
          // Saved with the code already, unless that call failed: then once more (a failure was reported; the
          // page stays) before going on.
          void (saved.current ? Promise.resolve() : save()).then(() => {
            if (saved.current) void advance();
          });
        }}
      />
    </OnboardingCard>
  );
}
