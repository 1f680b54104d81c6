import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';
import { TEST_PASSWORD } from './users.ts';

/**
 * Re-confirms the client's session with its password (`POST /auth/complete-password-challenge` without a
 * challenge), so the next 15 minutes of sensitive calls (docs/self-service.md) go through without a 423.
 */
export async function confirmSession(client: ApiClient, password: string = TEST_PASSWORD): Promise<void> {
  const response = await client.post('/api/auth/complete-password-challenge', { password });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ data: { confirmed: true, method: 'password' } });
}
