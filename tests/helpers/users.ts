import { expect } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import type { User } from '../../server/db/schema/index.ts';
import { createUser as createUserAction, type CreateUserInput } from '../../server/users/create-user.ts';
import type { ApiClient } from './api-client.ts';

/** The password `createUser` gives when none is passed. */
export const TEST_PASSWORD = 'Paardenbloem-Zonnedak-42';

let sequence = 0;

/**
 * Creates a user straight in the database. Defaults: a unique email, the password TEST_PASSWORD, no permissions,
 * and onboarding complete (terms accepted, email verified, phone skipped, email as second step), so `signIn`
 * lands on `next: 'authenticated'`. Override any column, e.g. `{ termsAcceptedAt: null }` for onboarding.
 */
export async function createUser(db: Db, overrides: Partial<CreateUserInput> = {}): Promise<User> {
  sequence += 1;
  const now = new Date();
  return createUserAction(db, {
    email: `gebruiker${sequence}-${Math.random().toString(36).slice(2, 8)}@zorgportaal.test`,
    firstname: 'Test',
    lastname: `Gebruiker ${sequence}`,
    password: TEST_PASSWORD,
    termsAcceptedAt: now,
    emailVerifiedAt: now,
    phoneVerificationSkippedAt: now,
    preferredOtp: 'email',
    otpSetupAt: now,
    ...overrides,
  });
}

/**
 * Signs the client in with email and password (POST /api/auth/login-with-password) and returns `data`.
 * Fails the test when sign-in does not answer 200. The sign-in issue extends this with the second step, so tests
 * that just need a signed-in client keep calling `signIn`.
 */
export async function signIn(
  client: ApiClient,
  email: string,
  password: string = TEST_PASSWORD,
  options: { remember?: boolean } = {},
): Promise<{ next: string }> {
  const response = await client.post('/api/auth/login-with-password', { email, password, ...options });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { next: string } }).data;
}
