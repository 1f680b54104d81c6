/** English texts of the two-step pieces, in parity with nl/two-step.ts (the interface shows Dutch only). */
export const twoStepEn = {
  twoStep: {
    totp: {
      introHeading: 'Set up an authenticator app',
      intro:
        'An authenticator app on your phone (such as Microsoft Authenticator or Google Authenticator) makes a new sign-in code every 30 seconds.',
      start: 'Start',
      scanHeading: 'Scan the QR code',
      scan: 'Open your authenticator app, choose to add an account and scan this QR code.',
      qrLabel: 'QR code for your authenticator app',
      noScan: 'Cannot scan? Enter this key in your app:',
      secretLabel: 'Key',
      copySecret: 'Copy key',
      secretCopied: 'Key copied',
      next: 'Next',
      verifyHeading: 'Enter the code',
      verify: 'Enter the 6-digit code your authenticator app shows now.',
      code: 'Code from your app',
      codeRequired: 'Enter the 6 digits of the code.',
      submit: 'Check',
      doneHeading: 'Your authenticator app is set up',
      done: 'From now on you can sign in with a code from your authenticator app.',
      continue: 'Continue',
    },
    backupCodes: {
      heading: 'Your backup codes',
      intro:
        'Cannot use your phone? Sign in with one of these codes. Each code works once. Keep them somewhere safe: you only see them now.',
      listLabel: 'Backup codes',
      copy: 'Copy codes',
      copied: 'Codes copied',
      renew: 'Make new codes',
      renewed: 'Your new codes are below. The old codes no longer work.',
    },
    copyFailed: 'Copying did not work. Select the text and copy it yourself.',
  },
};
