import { z } from 'zod';
import type { Passkey } from '../../db/schema/index.ts';

/** docs/api.md `PasskeyItem`: what the security page lists of a passkey (never its key or credential id). */
export const passkeyItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  backedUp: z.boolean(),
});

export type PasskeyItem = z.infer<typeof passkeyItem>;

export function toPasskeyItem(passkey: Passkey): PasskeyItem {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    backedUp: passkey.backedUp,
  };
}
