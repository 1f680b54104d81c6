import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userAvatars } from '../db/schema/index.ts';

/** A new version for a photo: part of its URL, so a new photo is a new URL and the old one may be cached forever. */
export function newAvatarVersion(): string {
  return randomBytes(9).toString('base64url');
}

/** Stores (or replaces) the user's photo. */
export async function saveAvatar(
  db: Db,
  userId: string,
  image: Buffer,
  version: string,
  now: Date,
): Promise<void> {
  await db
    .insert(userAvatars)
    .values({ userId, image, version, updatedAt: now })
    .onConflictDoUpdate({ target: userAvatars.userId, set: { image, version, updatedAt: now } });
}

export async function deleteAvatar(db: Db, userId: string): Promise<void> {
  await db.delete(userAvatars).where(eq(userAvatars.userId, userId));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The photo of a user at that version (an older version is gone), or null. */
export async function findAvatarImage(db: Db, userId: string, version: string): Promise<Buffer | null> {
  if (!UUID.test(userId)) return null;
  const [row] = await db
    .select({ image: userAvatars.image })
    .from(userAvatars)
    .where(and(eq(userAvatars.userId, userId), eq(userAvatars.version, version)))
    .limit(1);
  return row?.image ?? null;
}
