import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInDevices } from '../db/schema/index.ts';
import { hashDeviceToken, type DeviceEntry } from '../auth/devices/device-token.ts';
import { revokeTrustedDevices } from '../auth/devices/revoke-trust.ts';
import { describeUserAgent } from './user-agent.ts';

export interface TrustedDevice {
  id: string;
  browser: string | null;
  os: string | null;
  /** When "Dit apparaat 30 dagen onthouden" was ticked: the first use as a trusted device. */
  trustedAt: Date;
  trustedUntil: Date;
  /** The latest sign-in on it. */
  lastUsedAt: Date;
  /** The browser asking: its `zp_device` cookie holds this device's current token. */
  current: boolean;
}

/**
 * `GET /user/trusted-devices`: the user's devices trusted now (docs/sign-in.md "Known and trusted devices"), the
 * most recently used first, the browser asking marked. Devices that are only known (no trust) are not listed: they
 * change nothing the user sees, only whom the throttle counts apart.
 */
export async function listTrustedDevices(
  db: Db,
  userId: string,
  entries: readonly DeviceEntry[],
  now: Date,
): Promise<TrustedDevice[]> {
  const rows = await db
    .select()
    .from(signInDevices)
    .where(
      and(
        eq(signInDevices.userId, userId),
        gt(signInDevices.trustedUntil, now),
        gt(signInDevices.expiresAt, now),
      ),
    )
    .orderBy(desc(signInDevices.lastUsedAt));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    trustedAt: row.trustedAt ?? row.createdAt,
    trustedUntil: row.trustedUntil ?? now,
    lastUsedAt: row.lastUsedAt,
    current: entries.some(
      (entry) => entry.deviceId === row.id && hashDeviceToken(entry.token) === row.tokenHash,
    ),
  }));
}

/**
 * `DELETE /user/trusted-devices/{id}`: that device is no longer trusted; its next sign-in asks the second step. It
 * stays known to the throttle (it did sign in to this account). False when the user has no trusted device with
 * this id.
 */
export async function forgetTrustedDevice(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(signInDevices)
    .set({ trustedAt: null, trustedUntil: null })
    .where(
      and(eq(signInDevices.id, id), eq(signInDevices.userId, userId), gt(signInDevices.trustedUntil, now)),
    )
    .returning({ id: signInDevices.id });
  return updated.length > 0;
}

/** `DELETE /user/trusted-devices`: no device of the user is trusted any more; gives how many were. */
export function forgetTrustedDevices(db: Db, userId: string): Promise<number> {
  return revokeTrustedDevices(db, userId);
}
