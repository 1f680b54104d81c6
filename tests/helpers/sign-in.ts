import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { encryptTotpSecret } from '../../server/auth/codes/totp.ts';
import { users, type User } from '../../server/db/schema/index.ts';
import { ApiClient } from './api-client.ts';
import type { TestContext } from './app.ts';
import { TEST_PASSWORD } from './users.ts';

export const EXPIRED = 'Je inlogpoging is verlopen. Log opnieuw in.';
export const WRONG_CODE = 'De code is onjuist.';
export const CODE_EXPIRED = 'De code is verlopen. Vraag een nieuwe code aan.';
export const TOO_MANY_TRIES = 'Je hebt te vaak een verkeerde code ingevuld. Vraag een nieuwe code aan.';
export const RATE_LIMITED = 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw';

export interface SetCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  secure?: boolean;
}

/** The Set-Cookie of `name` in an inject response. */
export function cookieOf(response: LightMyRequestResponse, name: string): SetCookie | undefined {
  return (response.cookies as SetCookie[]).find((cookie) => cookie.name === name);
}

/**
 * A browser with its own client IP (the test app runs with TRUST_PROXY=true), so the per-route limits and the
 * per-IP throttle of one test do not reach the next.
 */
export function browser(ctx: TestContext, ip: string = randomIp()): ApiClient {
  return new ApiClient(ctx.app, 'Mozilla/5.0 (X11; Linux x86_64) ZorgportaalTest/1.0', {
    'x-forwarded-for': ip,
  });
}

/** A random private (10/8) address: one per test keeps their per-IP counters apart. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface SecondStepBody {
  id: string;
  type: 'email' | 'sms' | 'totp' | null;
  methods: string[];
}

/** Password sign-in that must answer `second_step`; gives the second step. */
export async function passwordStep(
  client: ApiClient,
  email: string,
  body: Record<string, unknown> = {},
): Promise<SecondStepBody> {
  const response = await client.post('/api/auth/login-with-password', {
    email,
    password: TEST_PASSWORD,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = (response.json() as { data: { next: string; secondStep: SecondStepBody } }).data;
  expect(data.next).toBe('second_step');
  return data.secondStep;
}

/** Gives the user a confirmed authenticator with a fresh secret; returns the secret (base32). */
export async function withAuthenticator(ctx: TestContext, user: User, preferred = true): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  await ctx.database.db
    .update(users)
    .set({
      totpSecret: encryptTotpSecret(ctx.app.appKey, user.id, secret),
      totpConfirmedAt: new Date(),
      ...(preferred ? { preferredOtp: 'totp' } : {}),
    })
    .where(eq(users.id, user.id));
  return secret;
}

/** The authenticator code of a secret at a moment, computed with otpauth as an app would. */
export function authenticatorCode(secret: string, at: Date = new Date()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}
