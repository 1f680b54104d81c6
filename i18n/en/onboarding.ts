/** English texts of the onboarding step pages, in parity with nl/onboarding.ts. */
export const onboardingEn = {
  onboarding: {
    continue: 'Continue',
    start: 'Start',
    nextStep: 'Next step',
    backToOverview: 'Back to the overview',
    stepLink: '%{step}: %{status}',
    terms: {
      heading: 'Terms of use',
      intro: 'Read the terms of use of %{app}. You accept them once; a new version asks again.',
      version: 'Version of %{version}',
      sections: {
        purpose: {
          title: 'What you use %{app} for',
          text: 'You use %{app} only for your work for our agency and the care facilities we work with. You use the data you see here only for that work.',
        },
        account: {
          title: 'Your account is personal',
          text: 'Your account is yours alone. Share your password, codes and backup codes with nobody, colleagues included. Think someone else can reach your account? Change your password at once and tell your administrator.',
        },
        privacy: {
          title: 'Careful with personal data',
          text: '%{app} holds data about employees and care facilities. You look only at what your work needs, copy no data to places outside %{app} and follow the GDPR and the agreements of your organisation.',
        },
        logging: {
          title: 'What we record',
          text: 'For security we record when and from which device you sign in, and which changes you make. Administrators can see these records.',
        },
        changes: {
          title: 'Changes',
          text: 'When the terms change, we ask you to accept the new version before you continue.',
        },
      },
      agree: 'I have read the terms of use and agree to them',
      agreeRequired: 'Tick that you agree to the terms of use.',
      accept: 'Accept and continue',
    },
    setup: {
      heading: 'Choose how you sign in',
      intro: 'Choose a password of your own, or sign in from now on with an account you already have.',
      introPasswordOnly: 'Choose a password of your own to sign in with.',
      password: 'Set a password',
      passwordHint: 'You sign in with your email address and a password only you know.',
      or: 'or',
      social: 'Continue with %{provider}',
      socialHint: 'You sign in from now on with your %{provider} account.',
    },
    password: {
      heading: 'Choose a password',
      intro:
        'Choose a password of at least 8 characters. A few words that do not belong together are strong and easy to remember.',
      password: 'Password',
      confirmation: 'Repeat password',
      passwordRequired: 'Enter a password.',
      confirmationRequired: 'Repeat your password.',
      mismatch: 'The passwords are not the same.',
      submit: 'Save password',
      saved: 'Your password is set',
      otherWay: 'Sign in another way',
    },
    verifyEmail: {
      heading: 'Confirm your email address',
      intro: 'We send a code to your email address to check that it is right.',
    },
    verifyPhone: {
      heading: 'Confirm your phone number',
      intro: 'With a confirmed phone number you can also sign in with a text message code. This is optional.',
      skip: 'Skip',
      verified: 'Your phone number %{phone} is confirmed.',
    },
    preferredOtp: {
      heading: 'Choose your second step',
      intro: 'After your password we ask for a code when you sign in. Choose how you would like to get it.',
      label: 'Way of signing in',
      email: 'Code by email',
      emailHint: 'We send the code to %{email}.',
      sms: 'Code by text message',
      smsHint: 'We send the code to %{phone}.',
      smsNeedsPhone: 'This needs a confirmed phone number.',
      addPhone: 'Confirm phone number',
      totp: 'Authenticator app',
      totpHint: 'An app on your phone makes the code. This is the safest way.',
      submit: 'Save and continue',
      setUpTotp: 'Set up authenticator app',
      passkey: 'Passkey',
      passkeyHint: 'You confirm with your fingerprint, face or your device’s PIN, without typing a code.',
      setUpPasskey: 'Set up a passkey',
    },
    setupPasskey: {
      intro:
        'With a passkey you sign in with your fingerprint, face or your device’s PIN. Give it a name and follow your browser’s steps.',
      add: 'Add passkey',
      back: 'Back to your choice',
      addedHeading: 'Your passkey has been added',
      added: 'From now on you use your passkey as the second step when you sign in.',
    },
    preferredOtpPhone: {
      heading: 'Confirm phone number',
      intro: 'Confirm your phone number to get codes by text message.',
      back: 'Back to your choice',
    },
    setupTotp: {
      back: 'Back to your choice',
      alreadyHeading: 'Your authenticator app is already set up',
      already:
        'You already confirmed the code from your authenticator app. The app keeps working as it is: there is nothing to scan again.',
    },
  },
};
