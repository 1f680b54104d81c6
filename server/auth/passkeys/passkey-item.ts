import type { PasskeyItem } from '../../../contract/api/passkeys.ts';
import type { Passkey } from '../../db/schema/index.ts';

/** docs/api.md `PasskeyItem` (contract/api/passkeys.ts) of a stored passkey: never its key or credential id. */
export function toPasskeyItem(passkey: Passkey): PasskeyItem {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    backedUp: passkey.backedUp,
  };
}
