import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';

/** Helpers for the employee API tests: records made through the API by a client allowed to make them. */

let sequence = 0;

export interface EmployeeBody {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  archivedAt: string | null;
  [field: string]: unknown;
}

async function created<T>(response: Awaited<ReturnType<ApiClient['post']>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: T }).data;
}

/** POST /api/employees (needs manage_employees): a unique email unless given. */
export async function createEmployee(
  client: ApiClient,
  fields: Record<string, unknown> = {},
): Promise<EmployeeBody> {
  sequence += 1;
  const tag = `${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  return created(
    await client.post('/api/employees', {
      firstName: 'Mila',
      lastName: `Medewerker ${sequence}`,
      email: `medewerker${tag}@zorgportaal.test`,
      ...fields,
    }),
  );
}

/** POST /api/regions (needs manage_regions). */
export async function createRegion(client: ApiClient, name: string): Promise<{ id: string; name: string }> {
  return created(await client.post('/api/regions', { name }));
}

/** POST /api/roles (needs manage_roles). */
export async function createRole(client: ApiClient, name: string): Promise<{ id: string; name: string }> {
  return created(await client.post('/api/roles', { name }));
}
