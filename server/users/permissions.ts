import { eq } from 'drizzle-orm';
import { isPermission, type Permission } from '../../resources/permissions.ts';
import type { Db } from '../db/client.ts';
import { userPermissions } from '../db/schema/index.ts';

/**
 * The effective permissions of a user: sorted, unique, only the eight of spec §6. Today these are the direct
 * grants in `user_permissions`; the roles issue unions the permissions of the user's roles into `granted` here.
 */
export async function permissionsOfUser(db: Db, userId: string): Promise<Permission[]> {
  const direct = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  const granted = direct.map((row) => row.permission);
  return knownPermissions(granted);
}

/** Filters to known permissions, removes duplicates and sorts. */
export function knownPermissions(values: Iterable<string>): Permission[] {
  return [...new Set(values)].filter(isPermission).sort();
}
