import { verifyPassword } from '../auth/passwords/passwords.ts';
import type { Db } from '../db/client.ts';
import { findUserByEmail } from '../users/users.ts';
import { DEMO_ADMIN } from './demo-users.ts';

/** The demo administrator's credentials while the account still has the demo password; otherwise null. */
export async function demoCredentials(db: Db): Promise<{ email: string; password: string } | null> {
  const admin = await findUserByEmail(db, DEMO_ADMIN.email);
  if (!admin?.passwordHash) return null;
  const unchanged = await verifyPassword(admin.passwordHash, DEMO_ADMIN.password);
  return unchanged ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null;
}
