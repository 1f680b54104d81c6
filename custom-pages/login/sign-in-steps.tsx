import { challengeTranslate } from '../../i18n/challenge-translate.ts';
import { TranslateProvider } from '../../i18n/react.tsx';
import { ChallengePage as Challenge } from './ChallengePage.tsx';
import { EmailLoginPage as EmailLogin } from './EmailLoginPage.tsx';

/**
 * The lazily loaded sign-in steps (/login/email, /login/send-code, /login/verify-challenge) as one chunk, with
 * their texts (i18n/challenge-nl.ts), which /login's first bundle does not carry.
 */
export function ChallengePage() {
  return (
    <TranslateProvider translate={challengeTranslate}>
      <Challenge />
    </TranslateProvider>
  );
}

export function EmailLoginPage() {
  return (
    <TranslateProvider translate={challengeTranslate}>
      <EmailLogin />
    </TranslateProvider>
  );
}
