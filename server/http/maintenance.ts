import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/settings.ts';

const MAINTENANCE_KEY = 'maintenance';

/**
 * How long an instance trusts its last reading of the flag. Every instance reads `app_settings` itself, so a
 * change made anywhere (another instance, the CLI) is seen everywhere within this time, at the cost of at most
 * one small query per second per instance.
 */
export const MAINTENANCE_CACHE_MS = 1000;

export interface MaintenanceState {
  enabled: boolean;
  /** ISO timestamp of the last switch. */
  since: string | null;
}

const storedValue = z.object({ enabled: z.boolean(), since: z.string() });

interface CacheEntry {
  expiresAt: number;
  state: Promise<MaintenanceState>;
}

/** Per database handle, so two apps in one process (tests) never share a reading. */
const cache = new WeakMap<Db, CacheEntry>();

/** Reads the flag from the database (no cache). */
export async function readMaintenance(db: Db): Promise<MaintenanceState> {
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, MAINTENANCE_KEY));
  const parsed = storedValue.safeParse(rows[0]?.value);
  return parsed.success ? parsed.data : { enabled: false, since: null };
}

/** Whether maintenance mode is on, as read at most MAINTENANCE_CACHE_MS ago. */
export async function isMaintenanceOn(db: Db): Promise<boolean> {
  const now = Date.now();
  let entry = cache.get(db);
  if (!entry || entry.expiresAt <= now) {
    const fresh: CacheEntry = { expiresAt: now + MAINTENANCE_CACHE_MS, state: readMaintenance(db) };
    cache.set(db, fresh);
    // A failed read must not be remembered: the next request tries again.
    fresh.state.catch(() => {
      if (cache.get(db) === fresh) cache.delete(db);
    });
    entry = fresh;
  }
  return (await entry.state).enabled;
}

/** Switches maintenance mode on or off for every instance on this database. */
export async function setMaintenance(db: Db, enabled: boolean): Promise<MaintenanceState> {
  const state = { enabled, since: new Date().toISOString() };
  await db
    .insert(appSettings)
    .values({ key: MAINTENANCE_KEY, value: state })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: state, updatedAt: new Date() } });
  cache.delete(db);
  return state;
}
