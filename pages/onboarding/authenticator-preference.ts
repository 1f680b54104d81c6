import { isApiError } from '../../src/api/index.ts';
import { updateOtpPreference } from './onboarding-api.ts';

/**
 * Saves the authenticator as the second step (`POST /user/update-otp-preference` `totp`), which completes
 * onboarding's `setup_otp`. The server accepts it only once an authenticator is confirmed: 'saved', 'not-set-up'
 * (its 422: a setup can start), or 'failed' (reported by the HTTP client).
 */
export async function saveAuthenticator(): Promise<'saved' | 'not-set-up' | 'failed'> {
  try {
    await updateOtpPreference('totp');
    return 'saved';
  } catch (error) {
    return isApiError(error) && error.status === 422 ? 'not-set-up' : 'failed';
  }
}
