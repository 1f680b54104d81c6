import type { Permission } from '../../resources/permissions.ts';
import type { Db } from '../db/client.ts';
import { userPermissions, users, type NewUser, type User } from '../db/schema/index.ts';
import { hashPassword } from '../auth/passwords/passwords.ts';

export type CreateUserInput = Omit<NewUser, 'id' | 'passwordHash' | 'createdAt' | 'updatedAt'> & {
  /** Plain password, hashed here; null or absent for an account without one (invitation, social sign-in). */
  password?: string | null;
  permissions?: readonly Permission[];
};

/** The email address belongs to another user already (compared case-insensitively). */
export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A user with email ${email} already exists`);
  }
}

/** Creates a user with direct permissions in one short transaction (the password is hashed before it). */
export async function createUser(db: Db, input: CreateUserInput): Promise<User> {
  const { password, permissions = [], ...fields } = input;
  const passwordHash = password ? await hashPassword(password) : null;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...fields, email: fields.email.trim(), passwordHash })
        .returning();
      if (!user) throw new Error('user insert returned no row');
      if (permissions.length > 0) {
        await tx
          .insert(userPermissions)
          .values([...new Set(permissions)].map((permission) => ({ userId: user.id, permission })));
      }
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError(fields.email.trim());
    throw error;
  }
}

/** PostgreSQL 23505, possibly wrapped (Drizzle puts the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
