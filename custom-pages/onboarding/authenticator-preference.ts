import { isApiError } from '../../src/api/index.ts';
import { updateOtpPreference } from './onboarding-api.ts';

/**
 * Saves the authenticator as the second step (`POST /user/update-otp-preference` `totp`), which completes
 * onboarding's `setup_otp`; false when that failed (the HTTP client reported anything but a 422).
 */
export async function saveAuthenticatorPreference(): Promise<boolean> {
  try {
    await updateOtpPreference('totp');
    return true;
  } catch {
    return false;
  }
}

/**
 * Before a new secret: the server accepts `totp` as the second step only once an authenticator is confirmed, so
 * this saves one confirmed earlier ('saved'), answers 'not-set-up' on its 422 (a setup can start), or 'failed'
 * when the call failed otherwise (reported by the HTTP client; nothing should start).
 */
export async function saveAuthenticatorIfConfirmed(): Promise<'saved' | 'not-set-up' | 'failed'> {
  try {
    await updateOtpPreference('totp');
    return 'saved';
  } catch (error) {
    return isApiError(error) && error.status === 422 ? 'not-set-up' : 'failed';
  }
}
