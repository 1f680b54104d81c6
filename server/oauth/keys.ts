import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

const JWKS_SETTING = 'oidc_jwks';
const jwks = z.object({ keys: z.array(z.looseObject({ kty: z.string(), d: z.string() })).min(1) });
export type Jwks = z.infer<typeof jwks>;

/** Reads `OIDC_JWKS` (a JSON `{ "keys": [private JWK, …] }`); throws a clear message when it is not that. */
export function parseJwks(value: string): Jwks {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('OIDC_JWKS is geen JSON');
  }
  const result = jwks.safeParse(parsed);
  if (!result.success) throw new Error('OIDC_JWKS moet { "keys": [ private JWK, … ] } zijn');
  return result.data;
}

function generateJwks(): Jwks {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return parseJwks(JSON.stringify({ keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }] }));
}

/**
 * The provider's signing keys: `OIDC_JWKS` when set; otherwise one RSA key generated on first start and kept in
 * `app_settings` (inserted "on conflict do nothing" and read back, so instances starting together agree).
 */
export async function loadSigningKeys(configured: string | undefined, db: Db): Promise<Jwks> {
  if (configured) return parseJwks(configured);
  await db
    .insert(appSettings)
    .values({ key: JWKS_SETTING, value: generateJwks() })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, JWKS_SETTING));
  const stored = jwks.safeParse(row?.value);
  if (!stored.success) throw new Error(`app_settings.${JWKS_SETTING} does not hold a key set`);
  return stored.data;
}

/** The keys that sign the provider's cookies: derived from the application key, so every instance has them. */
export function cookieKeys(appKey: Buffer): string[] {
  return [createHmac('sha256', appKey).update('oidc-provider cookies').digest('base64url')];
}
