import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet parameters (m = 19 MiB, t = 2, p = 1). One place, so a
 * change of policy is one edit (old hashes keep verifying: the parameters are in each PHC string).
 */
export const ARGON2_OPTIONS: Options = {
  // `Algorithm` is an ambient const enum, which isolated modules may not read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A hash of a random password nobody knows, made with ARGON2_OPTIONS. Sign-in verifies against it when the
 * email is unknown or the account has no password, so those answers take as long as a wrong password.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Kw4sryBytnTX4u7V13qvoA$0waDQZXHa6G3zMxEAUsuqJrhGJuhUD277iyptNyu+DQ';

/**
 * The form a password is hashed and verified in: Unicode NFKC (NIST 800-63B 3.1.1.2), so that "ü" typed as one
 * character on one keyboard and as "u" + combining diaeresis on another is the same password.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalizePassword(password));
  } catch {
    return false;
  }
}
