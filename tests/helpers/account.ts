import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { forgetSessions } from '../../server/session-cache/session-cache.ts';
import type { Db } from '../../server/db/client.ts';
import type { ConfirmationMethod } from '../../contract/enums.ts';
import { oneTimeCodes, sessions } from '../../server/db/schema/index.ts';
import type { ApiClient } from './api-client.ts';
import { codeIn, latestOutboxMessage } from './outbox.ts';

/** The 423 of a call that needs a re-confirmation (docs/self-service.md). */
export const CONFIRMATION_REQUIRED = 'Bevestig eerst dat jij het bent.';

/**
 * Marks every session of the user as re-confirmed just now with `method`, as the `/auth/complete-*-challenge`
 * calls do (so these tests do not depend on them).
 */
export async function confirmSessions(
  db: Db,
  userId: string,
  method: ConfirmationMethod = 'password',
  at: Date = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ confirmedAt: at, confirmedMethod: method })
    .where(eq(sessions.userId, userId));
  // As the server does after its own session writes: the instance that keeps sessions reads them again.
  forgetSessions(db);
}

/** The newest verification code (template `verificationCode`) in the development outbox for a recipient. */
export async function latestVerificationCode(db: Db, recipient: string): Promise<string> {
  const message = await latestOutboxMessage(db, recipient, 'verificationCode');
  if (!message) throw new Error(`no verification code in the outbox for ${recipient}`);
  return codeIn(message);
}

/** Lets the code cooldown of the user pass: their codes look 61 s old. */
export async function ageCodes(db: Db, userId: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(oneTimeCodes.userId, userId));
}

/** The field errors of a 422. */
export function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  return (response.json() as { errors: Record<string, string[]> }).errors;
}

/** Posts a multipart form (files as Buffers) through the client, with its cookies and XSRF header. */
export async function postMultipart(
  client: ApiClient,
  url: string,
  files: { field: string; name: string; type: string; data: Buffer }[],
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return client.post(url, body, {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  });
}
