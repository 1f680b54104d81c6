/** The paths the authentication flow sends people to. */
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
/** "home" of spec §4. */
export const HOME_PATH = '/dashboard';
/** onboarding.index (pages/onboarding). */
export const ONBOARDING_PATH = '/onboarding';
