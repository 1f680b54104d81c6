import type { Messages } from './nl.ts';

/** English texts, second language. Same keys as nl.ts (a test keeps them in parity). */
export const en: Messages = {
  app: {
    name: 'Zorgportaal',
  },
  common: {
    error: 'Something went wrong.',
    skip: 'Skip',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    save: 'Save',
    back: 'Back',
    loading: 'Loading…',
  },
  errors: {
    rateLimited: 'You have tried this too often, please try again later',
  },
  server: {
    unauthenticated: 'You are not signed in.',
    forbidden: 'You do not have access to this action.',
    notFound: 'Not found.',
    csrfMismatch: 'Your session has expired. Refresh the page and try again.',
    validation: 'Not all fields are filled in correctly.',
    locked: 'Please confirm it is you first.',
    rateLimited: 'You have tried this too often, please try again later',
    maintenance: 'Zorgportaal is temporarily unavailable for maintenance. Please try again later.',
    internal: 'Something went wrong.',
    apiVersionMissing: 'The X-Api-Version header is missing. Send X-Api-Version: %{version}.',
    apiVersionUnsupported: 'API version %{given} is not supported. Send X-Api-Version: %{version}.',
    databaseUnavailable: 'The database is not reachable.',
  },
};
