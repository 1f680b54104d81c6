import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signInDevices, type SignInDevice } from '../../server/db/schema/index.ts';
import type { ApiClient } from './api-client.ts';
import type { TestContext } from './app.ts';
import { browser, passwordStep } from './sign-in.ts';
import { latestEmailCode, TEST_PASSWORD } from './users.ts';

export const LOGIN = '/api/auth/login-with-password';
/** The device cookie's name over http (the test apps' APP_URL). */
export const DEVICE_COOKIE = 'zp_device';

/** The `data` of a response. */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}

/**
 * Password, then the email code as second step, ticking "Dit apparaat 30 dagen onthouden" when `trustDevice`.
 * Gives the last response (the session's start).
 */
export async function signInWithSecondStep(
  client: ApiClient,
  email: string,
  trustDevice: boolean,
): Promise<LightMyRequestResponse> {
  const step = await passwordStep(client, email);
  const sent = await client.post('/api/auth/start-email-challenge', { challenge: step.id });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestEmailCode(client.app.database.db, email);
  const done = await client.post('/api/auth/complete-email-challenge', {
    challenge: step.id,
    code,
    trustDevice,
  });
  expect(done.statusCode, done.body).toBe(200);
  expect(dataOf(done)).toEqual({ next: 'authenticated' });
  return done;
}

/**
 * The email code as first factor (no challenge yet: the code is sent to `email`); gives the completion's response,
 * which must be a 200.
 */
export async function emailCodeSignIn(client: ApiClient, email: string): Promise<LightMyRequestResponse> {
  const started = await client.post('/api/auth/start-email-challenge', { email });
  expect(started.statusCode, started.body).toBe(200);
  const done = await client.post('/api/auth/complete-email-challenge', {
    challenge: dataOf<{ challenge: string }>(started).challenge,
    code: await latestEmailCode(client.app.database.db, email),
  });
  expect(done.statusCode, done.body).toBe(200);
  return done;
}

/** The password sign-in's answer (`next` and the rest), the right password unless given. */
export async function passwordSignIn(
  client: ApiClient,
  email: string,
  password: string = TEST_PASSWORD,
): Promise<LightMyRequestResponse> {
  return client.post(LOGIN, { email, password });
}

/** What a password sign-in with the right password leads to (`authenticated`, `second_step`…); it must be a 200. */
export async function nextAfterPassword(client: ApiClient, email: string): Promise<string> {
  const response = await passwordSignIn(client, email);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<{ next: string }>(response).next;
}

export async function signOut(client: ApiClient): Promise<void> {
  const response = await client.post('/api/auth/logout');
  expect(response.statusCode).toBe(204);
}

/**
 * A browser (at `ip`, a random one unless given) that signed in with the second step, trusting itself when asked,
 * and signed out again.
 */
export async function deviceOf(
  ctx: TestContext,
  email: string,
  trust: boolean,
  ip?: string,
): Promise<ApiClient> {
  const client = browser(ctx, ip);
  await signInWithSecondStep(client, email, trust);
  await signOut(client);
  return client;
}

/** Another browser (its own IP) holding a copy of the client's cookies: a stolen device cookie. */
export function copyOf(ctx: TestContext, client: ApiClient): ApiClient {
  const copy = browser(ctx);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  copy.cookies.delete('XSRF-TOKEN');
  return copy;
}

export async function devicesOf(ctx: TestContext, userId: string): Promise<SignInDevice[]> {
  return ctx.database.db.select().from(signInDevices).where(eq(signInDevices.userId, userId));
}
