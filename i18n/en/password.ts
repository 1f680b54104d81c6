import type { passwordNl } from '../nl/password.ts';

/** English texts of the password pages, key for key like nl/password.ts. */
export const passwordEn: typeof passwordNl = {
  password: {
    forgot: {
      heading: 'Forgot password',
      intro: "Enter your account's email address. We will send you a link to set a new password.",
      email: 'Email address',
      emailRequired: 'Please enter your email address.',
      submit: 'Send the link',
      backToLogin: 'Back to sign in',
    },
    sent: {
      heading: 'Check your inbox',
      message: 'If %{email} belongs to an account, we have sent a link there to set a new password.',
      validity:
        'The link is valid for 60 minutes and works once. No email? Please check your spam folder too.',
      resend: 'Send again',
      resendIn: 'Send again in %{seconds} s',
      resent: 'Sent',
      otherEmail: 'Different email address',
    },
    reset: {
      heading: 'Set a new password',
      intro: "Enter your account's email address and choose a new password.",
      email: 'Email address',
      password: 'New password',
      passwordHint: 'At least 8 characters. A few unrelated words are strong and easy to remember.',
      passwordConfirmation: 'Repeat new password',
      submit: 'Save password',
      emailRequired: 'Please enter your email address.',
      passwordRequired: 'Please enter a new password.',
      confirmationRequired: 'Please repeat your new password.',
      linkInvalidHeading: 'This link no longer works',
      checking: 'Checking the link…',
      requestNew: 'Request a new link',
      done: 'Your password has been changed. Sign in with your new password.',
    },
    strength: {
      label: 'Password strength',
      veryWeak: 'Very weak',
      weak: 'Weak',
      moderate: 'Moderate',
      strong: 'Strong',
      veryStrong: 'Very strong',
    },
  },
};
