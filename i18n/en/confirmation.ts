/** English texts of the re-confirmation dialogs, in parity with nl/confirmation.ts. */
export const confirmationEn = {
  confirmation: {
    title: 'Confirm it is you',
    intro: {
      passkey: 'Use your passkey to continue.',
      password: 'Enter your password to continue.',
      totp: 'Enter the code your authenticator app shows now.',
      email: 'We sent a 6-digit code to %{sentTo}.',
      sms: 'We sent a 6-digit code by text message to %{sentTo}.',
      sending: 'Sending you a code…',
    },
    password: 'Password',
    passwordRequired: 'Enter your password.',
    code: 'Code',
    codeRequired: 'Enter the 6 digits of the code.',
    submit: 'Confirm',
    cancel: 'Cancel',
    codeResent: 'Code sent again',
    otherMethods: 'Confirm another way',
    switchTo: {
      passkey: 'With your passkey',
      password: 'With your password',
      totp: 'With a code from your authenticator app',
      email: 'With a code by email',
      sms: 'With a code by text message',
    },
    passkey: {
      submit: 'Confirm with your passkey',
      cancelled: 'Confirming with your passkey was cancelled. Try again or choose another way.',
      failed: 'Your passkey could not be used. Try again or choose another way.',
    },
    noMethod: {
      message:
        'For this change you first need to confirm it is you. An email code is not enough for it, and your account has no password, authenticator app or verified phone number yet.',
      hint: 'Set a password first, then try again.',
      setPassword: 'Set a password',
    },
  },
};
