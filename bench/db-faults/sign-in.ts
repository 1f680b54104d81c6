import type { Db } from '../../server/db/client.ts';
import { createUser } from '../../server/users/create-user.ts';
import { codeIn, latestOutboxMessage } from '../../tests/helpers/outbox.ts';
import { onboardedBenchUser } from '../bench-user.ts';
import { HttpClient } from './http-client.ts';

const PASSWORD = 'Bench-Storingen-Wachtwoord-2025';

/** A new user who may manage regions (the written resource), created straight in the database. */
export async function createFaultsUser(db: Db): Promise<string> {
  const user = await createUser(db, {
    email: `zp_faults_${Date.now()}@zorgportaal.test`,
    firstname: 'Bench',
    lastname: 'Storingen',
    ...onboardedBenchUser(),
    password: PASSWORD,
    permissions: ['manage_regions'],
  });
  return user.email;
}

/**
 * Signs `email` in over HTTP through the real calls (as bench/bench-user.ts does over inject): the password,
 * then the email code read from the development outbox in `db`.
 */
export async function signInOverHttp(baseUrl: string, db: Db, email: string): Promise<HttpClient> {
  const client = new HttpClient(baseUrl);
  const signedIn = await client.post('/api/auth/login-with-password', { email, password: PASSWORD });
  if (signedIn.status !== 200)
    throw new Error(`sign-in failed (${signedIn.status}): ${JSON.stringify(signedIn.body)}`);
  const challenge = (signedIn.body as { data: { secondStep: { id: string } } }).data.secondStep.id;
  await client.post('/api/auth/start-email-challenge', { challenge });
  const message = await latestOutboxMessage(db, email, 'signInCode');
  if (!message) throw new Error('no sign-in code in the outbox');
  const completed = await client.post('/api/auth/complete-email-challenge', {
    challenge,
    code: codeIn(message),
  });
  if (completed.status !== 200) {
    throw new Error(`second step failed (${completed.status}): ${JSON.stringify(completed.body)}`);
  }
  return client;
}
