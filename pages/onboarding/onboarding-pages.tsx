import type { ComponentType } from 'react';
import { onboardingNl } from '../../i18n/nl/onboarding.ts';
import { TranslateProvider } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import { AcceptTermsPage } from './AcceptTermsPage.tsx';
import { PreferredOtpPage } from './PreferredOtpPage.tsx';
import { PreferredOtpPhonePage } from './PreferredOtpPhonePage.tsx';
import { SetupPage } from './SetupPage.tsx';
import { SetupPasswordPage } from './SetupPasswordPage.tsx';
import { SetupTotpPage } from './SetupTotpPage.tsx';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';
import { VerifyPhonePage } from './VerifyPhonePage.tsx';

/** The app's texts and the onboarding texts, which load with these pages. */
const onboardingTranslate = translatorFor(onboardingNl);

/** The step pages by their path under /onboarding: one lazily loaded chunk for all of them. */
const PAGES: Record<string, ComponentType<{ appName: string }>> = {
  'accept-terms': AcceptTermsPage,
  setup: () => <SetupPage />,
  'setup/password': SetupPasswordPage,
  'verify-email': VerifyEmailPage,
  'verify-phone': VerifyPhonePage,
  'preferred-otp': PreferredOtpPage,
  'preferred-otp/verify-phone': PreferredOtpPhonePage,
  'setup-totp': SetupTotpPage,
};

/** The step page of `step` with the onboarding texts; `appName` for the terms and the strength meter. */
export function OnboardingStepPage({ step, appName }: { step: string; appName: string }) {
  const Page = PAGES[step];
  if (!Page) return null;
  return (
    <TranslateProvider translate={onboardingTranslate}>
      <Page appName={appName} />
    </TranslateProvider>
  );
}
