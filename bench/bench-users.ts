import { inArray } from 'drizzle-orm';
import type { Permission } from '../resources/permissions.ts';
import { hashPassword } from '../server/auth/passwords/passwords.ts';
import type { Db } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';
import { createUser } from '../server/users/create-user.ts';
import { onboardedBenchUser } from './bench-user.ts';

export const BENCH_USERS_PASSWORD = 'Bench-Gebruiker-Wachtwoord-2025';

/**
 * `count` signed-up users (email verified, terms accepted, email code as second step) with `permissions`, all with
 * BENCH_USERS_PASSWORD. The password is hashed once (argon2id at the configured cost) and given to all of them:
 * verifying it costs the same as a hash of one's own, and 200 users are ready in a second, not in ten.
 * Gives their email addresses (unique per run).
 */
export async function createBenchUsers(
  db: Db,
  { label, count, permissions }: { label: string; count: number; permissions: readonly Permission[] },
): Promise<string[]> {
  const stamp = Date.now();
  const created = [];
  for (let n = 0; n < count; n += 1) {
    created.push(
      await createUser(db, {
        email: `bench-${label}-${stamp}-${n}@zorgportaal.test`,
        firstname: 'Bench',
        lastname: `${label} ${n}`,
        ...onboardedBenchUser(),
        permissions,
      }),
    );
  }
  const passwordHash = await hashPassword(BENCH_USERS_PASSWORD);
  await db
    .update(users)
    .set({ passwordHash })
    .where(
      inArray(
        users.id,
        created.map((user) => user.id),
      ),
    );
  return created.map((user) => user.email);
}
