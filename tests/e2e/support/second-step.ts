import { Secret, TOTP } from 'otpauth';
import { runOnE2eDatabase } from './env.ts';

export interface SecondStepSetup {
  /** The authenticator's secret (base32), for computing codes as an app would. */
  secret: string;
  /** The backup codes left unused. */
  backupCodes: string[];
}

/**
 * Gives `email` on the e2e server an authenticator (as preferred second step) and backup codes, `backupCodesLeft`
 * of them unused, in a child process on the server's database (give-second-step.ts), as the security settings
 * will once they exist.
 */
export function giveSecondStep(email: string, backupCodesLeft = 10): SecondStepSetup {
  const output = runOnE2eDatabase('tests/e2e/support/give-second-step.ts', email, String(backupCodesLeft));
  return JSON.parse(output) as SecondStepSetup;
}

/** The authenticator code of `secret` now, computed with otpauth as an app would (SHA-1, 6 digits, 30 s). */
export function authenticatorCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}
