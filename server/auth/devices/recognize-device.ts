import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInDevices, users } from '../../db/schema/index.ts';
import { hashDeviceToken, type DeviceEntry } from './device-token.ts';

/** What a sign-in needs to know about the browser for one account. */
export interface KnownDevice {
  id: string;
  userId: string;
  /** "Dit apparaat 30 dagen onthouden" holds now: a sign-in here skips the second step. */
  trusted: boolean;
}

export interface DeviceLookup {
  db: Db;
  /** The browser's `zp_device` entries (verified signature); none without the cookie. */
  deviceEntries?: readonly DeviceEntry[] | undefined;
  now: Date;
}

/** The account a device must belong to: by id (challenges, social sign-in) or by the typed address (password). */
export type DeviceOwner = { userId: string } | { email: string };

/**
 * The browser's known device for this account, or null (docs/sign-in.md "Known and trusted devices"). An entry
 * counts only for the account its row belongs to (a token of account A means nothing for account B), only while
 * the row lives, and only with its current token. The token it replaced means a copy is in use elsewhere (one
 * browser rotated it, another still shows the old one): the device is forgotten at once, so neither copy is known
 * any more, and this attempt is from an unknown browser.
 */
export async function recognizeDevice(lookup: DeviceLookup, owner: DeviceOwner): Promise<KnownDevice | null> {
  const entries = lookup.deviceEntries ?? [];
  if (entries.length === 0) return null;
  const rows = await lookup.db
    .select({
      id: signInDevices.id,
      userId: signInDevices.userId,
      tokenHash: signInDevices.tokenHash,
      previousTokenHash: signInDevices.previousTokenHash,
      trustedUntil: signInDevices.trustedUntil,
    })
    .from(signInDevices)
    .innerJoin(users, eq(users.id, signInDevices.userId))
    .where(
      and(
        inArray(
          signInDevices.id,
          entries.map((entry) => entry.deviceId),
        ),
        gt(signInDevices.expiresAt, lookup.now),
        'userId' in owner
          ? eq(signInDevices.userId, owner.userId)
          : sql`lower(${users.email}) = lower(${owner.email.trim()})`,
      ),
    );
  for (const row of rows) {
    const entry = entries.find((candidate) => candidate.deviceId === row.id);
    if (!entry) continue;
    const presented = hashDeviceToken(entry.token);
    if (presented === row.tokenHash) {
      const trusted = row.trustedUntil !== null && row.trustedUntil > lookup.now;
      return { id: row.id, userId: row.userId, trusted };
    }
    if (presented === row.previousTokenHash) {
      await lookup.db.delete(signInDevices).where(eq(signInDevices.id, row.id));
    }
  }
  return null;
}
