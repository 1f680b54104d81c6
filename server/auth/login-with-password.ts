import { translate } from '../../i18n/server-translate.ts';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../http/http-error.ts';
import type { SessionContext } from '../http/request-context.ts';
import { deriveOnboarding, isOnboardingComplete } from '../users/onboarding.ts';
import { findUserByEmail } from '../users/users.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords.ts';
import { createSession, deleteSession } from './sessions.ts';

export interface LoginWithPasswordInput {
  email: string;
  password: string;
  remember: boolean;
}

export interface RequestMeta {
  userAgent: string;
  ip: string;
  /** The session the request came with, if any: rotated away on sign-in. */
  currentSessionId: string | null;
}

/**
 * Where the client goes next. The sign-in issue adds `'second_step'` (with the challenge); the existing values
 * keep their meaning.
 */
export type LoginNext = 'authenticated' | 'onboarding';

export interface LoginResult {
  token: string;
  session: SessionContext;
  next: LoginNext;
}

/**
 * Password sign-in. An unknown email, an account without password and a wrong password give the same 422 after
 * the same work (one user query, one argon2 verify), so the answer tells nothing about which accounts exist.
 * On success the request's old session (if any) is deleted and a new one is started (rotation).
 */
export async function loginWithPassword(
  db: Db,
  input: LoginWithPasswordInput,
  meta: RequestMeta,
): Promise<LoginResult> {
  const user = await findUserByEmail(db, input.email);
  const passwordHash = user?.passwordHash ?? null;
  const valid = await verifyPassword(passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
  if (!user || !passwordHash || !valid) {
    throw new ValidationError({ email: [translate('server.login.invalidCredentials')] });
  }
  if (meta.currentSessionId) await deleteSession(db, meta.currentSessionId);
  const { token, session } = await createSession(db, {
    userId: user.id,
    remember: input.remember,
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
  const next = isOnboardingComplete(deriveOnboarding(user)) ? 'authenticated' : 'onboarding';
  return { token, session, next };
}
