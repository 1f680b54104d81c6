import type { Permission } from '../../resources/permissions.ts';
import type { Db } from '../db/client.ts';
import type { SessionContext } from '../http/request-context.ts';
import { permissionsOfUser } from './permissions.ts';

/** Users whose permissions one instance keeps; past it the cache starts afresh (a rare, cheap reload). */
export const PERMISSION_CACHE_USERS = 10_000;

interface Kept {
  generation: number;
  permissions: Permission[];
}

/** Per database handle, so two apps in one process (tests, two instances) never share what they keep. */
const caches = new WeakMap<Db, Map<string, Kept>>();

/**
 * The effective permissions of a session's user, kept per instance for as long as the permissions generation
 * read with the session stays the same. Any write that can change anyone's permissions adds one to the
 * generation in its own transaction (migration 0017), so a request that reads the session after the change also
 * reads the new generation, on every instance, and reloads: a permission change counts from the very next
 * request, like a logout. Sessions without a generation (test stand-ins) always read the database.
 */
export async function permissionsOfSession(db: Db, session: SessionContext): Promise<Permission[]> {
  const generation = session.permissionsGeneration;
  if (generation === null) return permissionsOfUser(db, session.userId);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const kept = cache.get(session.userId);
  if (kept && kept.generation === generation) return kept.permissions;
  // Read after the session: at least as new as `generation`, so keeping it under that generation is safe.
  const permissions = await permissionsOfUser(db, session.userId);
  if (cache.size >= PERMISSION_CACHE_USERS) cache.clear();
  cache.set(session.userId, { generation, permissions });
  return permissions;
}
