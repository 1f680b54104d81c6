import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import type { User } from '../../server/db/schema/index.ts';
import { createUser as createUserAction, type CreateUserInput } from '../../server/users/create-user.ts';
import { findUserByEmail } from '../../server/users/users.ts';
import type { ApiClient } from './api-client.ts';
import { codeIn, latestOutboxMessage } from './outbox.ts';

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
 * Signs the client in with email and password (POST /api/auth/login-with-password) and returns the final `data`.
 * When the user has a second step (the default users have email codes) it is completed with the email code from
 * the development outbox, so tests that just need a signed-in client keep calling `signIn`. Fails the test when a
 * step does not answer 200.
 */
export async function signIn(
  client: ApiClient,
  email: string,
  password: string = TEST_PASSWORD,
  options: SignInOptions = {},
): Promise<{ next: string }> {
  const response = await signInResponse(client, email, password, options);
  return (response.json() as { data: { next: string } }).data;
}

export interface SignInOptions {
  remember?: boolean;
  intendedUrl?: string;
  /** Where the email code is read (default: the development outbox); e.g. a test's SMTP inbox. */
  readCode?: (email: string) => Promise<string>;
}

/** As `signIn`, but gives the last response (the one that started the session, with its cookies). */
export async function signInResponse(
  client: ApiClient,
  email: string,
  password: string = TEST_PASSWORD,
  { readCode, ...options }: SignInOptions = {},
): Promise<LightMyRequestResponse> {
  const response = await client.post('/api/auth/login-with-password', { email, password, ...options });
  expect(response.statusCode, response.body).toBe(200);
  const data = (response.json() as { data: { next: string; secondStep?: { id: string } } }).data;
  if (data.next !== 'second_step' || !data.secondStep) return response;
  return completeWithEmailCode(client, email, data.secondStep.id, readCode);
}

/** Sends the challenge's email code, reads it (default: from the development outbox) and completes the challenge. */
export async function completeWithEmailCode(
  client: ApiClient,
  email: string,
  challenge: string,
  readCode: (email: string) => Promise<string> = (address) =>
    latestEmailCode(client.app.database.db, address),
): Promise<LightMyRequestResponse> {
  const sent = await client.post('/api/auth/start-email-challenge', { challenge });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await readCode(email);
  const response = await client.post('/api/auth/complete-email-challenge', { challenge, code });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The newest sign-in code mailed to the account of `email` (any case, spaces around it ignored). */
export async function latestEmailCode(db: Db, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  const message = await latestOutboxMessage(db, user?.email ?? email.trim(), 'signInCode');
  if (!message) throw new Error(`no sign-in code in the outbox for ${email}`);
  return codeIn(message);
}
