import type { oauthNl } from '../nl/oauth.ts';

/** English texts of the OAuth pages, key for key like nl/oauth.ts. */
export const oauthEn: typeof oauthNl = {
  oauth: {
    consent: {
      heading: '%{app} wants access to your account',
      signedInAs: 'You are signed in as %{name}.',
      newHeading: 'The app asks for',
      grantedHeading: 'Allowed before',
      chooseHint: 'Untick what you do not want to give the app.',
      offlineTitle: 'Access while you are signed out',
      offlineText:
        'The app can reach your data even when you are not signed in to %{app}, until you revoke its access under Security, Connected apps.',
      revokeHint: 'You can always revoke access under Security, Connected apps.',
      approve: 'Allow',
      deny: 'Deny',
      loading: 'Loading the request…',
      failedTitle: 'Connecting failed',
      failed: 'Connecting the app did not work. Please try again. If this keeps happening, contact support.',
      retry: 'Try again',
      stale:
        'This request from the app has expired or was already handled. Start again from the app. If this keeps happening, contact support.',
      backToApp: 'Back to %{app}',
      toPortal: 'Go to %{app}',
    },
    scopes: {
      openid: 'Know who you are (sign in with your account)',
      profile: 'Your name, date of birth and gender',
      email: 'Your email address',
      phone: 'Your phone number',
      offline_access: 'Keep access while you are signed out',
    },
    connected: {
      heading: 'Connected apps',
      intro: 'These apps were given access to your account. Revoke access when you no longer use an app.',
      empty: 'You have not given any apps access yet.',
      noLonger: 'You no longer give any apps access.',
      grantedOn: 'Access since %{date}',
      revoke: 'Revoke access',
      revokeLabel: 'Revoke access of %{app}',
      confirmTitle: 'Revoke access of %{app}?',
      confirmText:
        'The app can then no longer reach your data. To use it again later, it asks for permission again.',
      revoked: 'Access revoked',
      loadError: 'The connected apps could not be loaded.',
    },
  },
};
