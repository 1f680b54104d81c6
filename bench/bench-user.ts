import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../server/app-types.ts';
import type { Database } from '../server/db/client.ts';
import { createUser, type CreateUserInput } from '../server/users/create-user.ts';
import { ApiClient } from '../tests/helpers/api-client.ts';
import { codeIn, latestOutboxMessage } from '../tests/helpers/outbox.ts';

const PASSWORD = 'Bench-Gebruiker-Wachtwoord-2025';

/**
 * A new user who may manage employees (unique per run: a reused database keeps earlier runs' users), signed in
 * through the real calls: the password, then the email code read from the development outbox. Gives the client
 * (with its cookies) and the answer that started the session.
 */
/** What a bench user has done already: onboarding complete, the email code as second step. */
export function onboardedBenchUser(): Pick<
  CreateUserInput,
  'emailVerifiedAt' | 'termsAcceptedAt' | 'phoneVerificationSkippedAt' | 'otpSetupAt' | 'preferredOtp'
> {
  const now = new Date();
  return {
    emailVerifiedAt: now,
    termsAcceptedAt: now,
    phoneVerificationSkippedAt: now,
    otpSetupAt: now,
    preferredOtp: 'email',
  };
}

export async function signedInBenchClient(
  app: App,
  database: Database,
  lastname: string,
): Promise<{ client: ApiClient; completed: LightMyRequestResponse }> {
  const user = await createUser(database.db, {
    email: `bench-${lastname.toLowerCase()}-${Date.now()}@zorgportaal.test`,
    firstname: 'Bench',
    lastname,
    ...onboardedBenchUser(),
    password: PASSWORD,
    permissions: ['manage_employees'],
  });
  const client = new ApiClient(app);
  const signedIn = await client.post('/api/auth/login-with-password', {
    email: user.email,
    password: PASSWORD,
  });
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  const challenge = (signedIn.json() as { data: { secondStep: { id: string } } }).data.secondStep.id;
  await client.post('/api/auth/start-email-challenge', { challenge });
  const message = await latestOutboxMessage(database.db, user.email, 'signInCode');
  if (!message) throw new Error('no sign-in code in the outbox');
  const completed = await client.post('/api/auth/complete-email-challenge', {
    challenge,
    code: codeIn(message),
  });
  if (completed.statusCode !== 200) throw new Error(`second step failed: ${completed.body}`);
  return { client, completed };
}
