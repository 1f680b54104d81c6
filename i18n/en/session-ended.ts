import type { sessionEndedNl } from '../nl/session-ended.ts';

/** English texts of the "signed out" dialog (see nl/session-ended.ts). */
export const sessionEndedEn: typeof sessionEndedNl = {
  sessionEnded: {
    title: 'You have been signed out',
    reason: {
      session_ended:
        'You have been signed out because your session was ended, for example from another device or because your password was changed.',
      session_expired: 'You have been signed out because your session expired.',
      no_session: 'You have been signed out: your session expired or was ended elsewhere.',
    },
    unsaved:
      'Your last change was not saved. Want to keep what you entered? Stay on this page and copy it before you sign in again.',
    next: 'Sign in again to continue. You will then return to this page.',
    signIn: 'Sign in again',
    stay: 'Stay on this page',
  },
};
