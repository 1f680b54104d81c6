import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

const ISSUER_SETTING = 'oidc_issuer';

/**
 * Keeps the issuer the server runs with (`APP_URL` + /oidc) in `app_settings` at every start, so the commands run
 * beside it (`npm run oauth:client`), often in a shell without the server's environment, announce the same one.
 */
export async function recordIssuer(db: Db, issuer: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: ISSUER_SETTING, value: issuer })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: issuer, updatedAt: new Date() } });
}

/** The issuer of the server that last started on this database, or undefined when none has. */
export async function recordedIssuer(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, ISSUER_SETTING));
  const parsed = z.string().safeParse(row?.value);
  return parsed.success ? parsed.data : undefined;
}
