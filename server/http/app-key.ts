import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's secret key (≥ 32 bytes) for signing XSRF tokens and the like. */
    appKey: Buffer;
  }
}

const APP_KEY_SETTING = 'app_key';
const storedKey = z.object({ key: z.base64() });

/**
 * The application key: `APP_KEY` from the environment when set, else one generated on first start and kept in
 * `app_settings`. The stored key is inserted with "on conflict do nothing" and then read back, so instances
 * starting at the same moment on one database agree on the same key.
 *
 * Production without APP_KEY is allowed on purpose: the key then lives in the database, next to the sessions it
 * protects, so anyone who can read it could already read (hashed) sessions; and it survives restarts and is shared
 * by every instance without extra deployment steps. Set APP_KEY to keep the key out of the database (e.g. from a
 * secret store); changing it invalidates outstanding XSRF tokens, which clients recover from by fetching a new one.
 */
export async function loadAppKey(config: Pick<Config, 'APP_KEY'>, db: Db): Promise<Buffer> {
  if (config.APP_KEY) return Buffer.from(config.APP_KEY, 'base64');
  await db
    .insert(appSettings)
    .values({ key: APP_KEY_SETTING, value: { key: randomBytes(32).toString('base64') } })
    .onConflictDoNothing({ target: appSettings.key });
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, APP_KEY_SETTING));
  const parsed = storedKey.safeParse(rows[0]?.value);
  if (!parsed.success) throw new Error(`app_settings.${APP_KEY_SETTING} does not hold a base64 key`);
  return Buffer.from(parsed.data.key, 'base64');
}
