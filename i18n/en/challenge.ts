import type { challengeNl } from '../nl/challenge.ts';

/** English texts of the second step, key for key like nl/challenge.ts. */
export const challengeEn: typeof challengeNl = {
  challenge: {
    heading: {
      passkey: 'Sign in with your passkey',
      email: 'Code by email',
      sms: 'Code by text message',
      totp: 'Code from your authenticator app',
      password: 'Sign in with your password',
      backup_code: 'Sign in with a backup code',
    },
    intro: {
      passkey: 'Confirm with your fingerprint, face or your device’s PIN.',
      email: 'We will send a 6-digit code to %{sentTo}.',
      sms: 'We will send a text message with a 6-digit code to %{sentTo}.',
      totp: 'Open your authenticator app and enter the 6-digit code it shows.',
      password: 'Enter the password of your account.',
      backup_code: 'Enter one of your backup codes. Each code works only once.',
    },
    sentTo: {
      email: 'We sent a code to %{sentTo}. Enter it below.',
      sms: 'We sent a text message with a code to %{sentTo}. Enter it below.',
    },
    yourEmail: 'your email address',
    yourPhone: 'your phone number',
    send: 'Send code',
    sent: 'Code sent',
    resent: 'Code sent again',
    code: 'Sign-in code',
    backupCode: 'Backup code',
    submit: 'Sign in',
    codeRequired: 'Please enter the 6-digit code.',
    backupCodeRequired: 'Please enter a backup code.',
    otherMethods: 'Sign in another way',
    switchTo: {
      passkey: 'Use a passkey',
      email: 'Get a code by email',
      sms: 'Get a code by text message',
      totp: 'Use your authenticator app',
      password: 'Use your password',
      backup_code: 'Use a backup code',
    },
    help: {
      toggle: 'Having trouble?',
      noCode: 'No code received? Check your spam folder too, or request a new code after a minute.',
      lostPhone:
        'Lost your phone, or cannot use your authenticator app? Sign in with one of your backup codes.',
      noBackupCodes:
        'Lost your phone and no backup codes (left)? Please contact your administrator, who can set up your two-step verification again.',
    },
    expired: {
      heading: 'Your sign-in attempt has expired',
      message:
        'A sign-in attempt is valid for fifteen minutes, and only in the browser where you started. Please sign in again.',
      link: 'Sign in again',
    },
    retryIn: 'You can try again in %{time}.',
    seconds: '%{smart_count} second |||| %{smart_count} seconds',
    minutes: '%{smart_count} minute |||| %{smart_count} minutes',
    backupCodesLeft:
      'You have %{smart_count} backup code left. Create new ones under Security. |||| You have %{smart_count} backup codes left. Create new ones under Security.',
    noBackupCodesLeft: 'You have no backup codes left. Create new ones under Security.',
    backToLogin: 'Back to sign-in',
    trustDevice: 'Remember this device for 30 days',
    trustDeviceHelp:
      'We then skip the second step here for 30 days. Do not tick this on a computer you share with others.',
  },
};
