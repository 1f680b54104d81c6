import { challengeNl } from '../../i18n/nl/challenge.ts';
import { TranslateProvider } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import { ChallengePage as Challenge } from './ChallengePage.tsx';
import { EmailLoginPage as EmailLogin } from './EmailLoginPage.tsx';

/**
 * The lazily loaded sign-in steps (/login/email, /login/send-code, /login/verify-challenge) as one chunk, with
 * their texts (i18n/nl/challenge.ts), which /login's first bundle does not carry.
 */
const challengeTranslate = translatorFor(challengeNl);

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
