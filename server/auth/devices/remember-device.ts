import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInDevices } from '../../db/schema/index.ts';
import { KNOWN_DEVICE_TTL_MS, MAX_DEVICE_ENTRIES, TRUSTED_DEVICE_TTL_MS } from './device-policy.ts';
import { encodeDeviceCookie, hashDeviceToken, newDeviceToken, type DeviceEntry } from './device-token.ts';
import { recognizeDevice, type DeviceLookup } from './recognize-device.ts';

export interface DeviceSignIn extends DeviceLookup {
  appKey: Buffer;
  ip: string;
  userAgent: string;
}

/**
 * After a completed sign-in (any method): this browser becomes, or stays, a known device of the user, with a new
 * token (rotation: the one it replaces is kept as `previous_token_hash`, so a copy shown later is recognised).
 * `trust`: the user ticked "Dit apparaat 30 dagen onthouden", trusted from now for 30 days (not extended by
 * later sign-ins). The user's devices past their lifetime go. Gives the new `zp_device` cookie value: this entry
 * first, then the browser's other accounts whose entries are still current, at most five.
 */
export async function rememberDevice(
  ctx: DeviceSignIn,
  userId: string,
  { trust }: { trust: boolean },
): Promise<string> {
  const { db, now } = ctx;
  const token = newDeviceToken();
  const tokenHash = hashDeviceToken(token);
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_TTL_MS);
  const trustedFrom = trust
    ? { trustedAt: now, trustedUntil: new Date(now.getTime() + TRUSTED_DEVICE_TTL_MS) }
    : {};
  const seen = { userAgent: ctx.userAgent.slice(0, 512), ip: ctx.ip, lastUsedAt: now, expiresAt };

  const known = await recognizeDevice(ctx, { userId });
  let deviceId: string | null = null;
  if (known) {
    const current = ctx.deviceEntries?.find((entry) => entry.deviceId === known.id);
    // Conditional on the token read: of two sign-ins racing with one token, one rotates, the other starts afresh.
    const [rotated] = current
      ? await db
          .update(signInDevices)
          .set({ tokenHash, previousTokenHash: hashDeviceToken(current.token), ...seen, ...trustedFrom })
          .where(
            and(eq(signInDevices.id, known.id), eq(signInDevices.tokenHash, hashDeviceToken(current.token))),
          )
          .returning({ id: signInDevices.id })
      : [];
    deviceId = rotated?.id ?? null;
  }
  if (!deviceId) {
    const [inserted] = await db
      .insert(signInDevices)
      .values({ userId, tokenHash, ...seen, createdAt: now, ...trustedFrom })
      .returning({ id: signInDevices.id });
    if (!inserted) throw new Error('sign_in_devices: the insert returned no row');
    deviceId = inserted.id;
  }
  await db
    .delete(signInDevices)
    .where(and(eq(signInDevices.userId, userId), lte(signInDevices.expiresAt, now)));
  const others = await currentEntries(
    db,
    (ctx.deviceEntries ?? []).filter((entry) => entry.deviceId !== deviceId),
  );
  return encodeDeviceCookie(ctx.appKey, [{ deviceId, token }, ...others].slice(0, MAX_DEVICE_ENTRIES));
}

/** The entries whose row still lives with that token: forgotten devices and stale tokens leave the cookie. */
async function currentEntries(db: Db, entries: readonly DeviceEntry[]): Promise<DeviceEntry[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .select({ id: signInDevices.id, tokenHash: signInDevices.tokenHash })
    .from(signInDevices)
    .where(
      inArray(
        signInDevices.id,
        entries.map((entry) => entry.deviceId),
      ),
    );
  return entries.filter((entry) =>
    rows.some((row) => row.id === entry.deviceId && row.tokenHash === hashDeviceToken(entry.token)),
  );
}
