import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.ts';
import { signInChallenges } from './sign-in-challenges.ts';
import { users } from './users.ts';

/**
 * A user's passkeys (WebAuthn credentials, docs/sign-in.md "Passkeys"): discoverable, user-verified, registered
 * without attestation. The public key and the id are base64url; `counter` is the authenticator's signature counter
 * (0 for authenticators that keep none); `backup_eligible` / `backed_up` are the flags BE and BS of the last
 * authenticator data seen (a synced passkey).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url: what the browser names the passkey by. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** The transports the browser reported at registration (`internal`, `hybrid`, `usb` …). */
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    backupEligible: boolean('backup_eligible').notNull().default(false),
    backedUp: boolean('backed_up').notNull().default(false),
    /** The authenticator model's AAGUID (all zeros when the browser does not say). */
    aaguid: text('aaguid').notNull().default(''),
    /** The user's own name for it ("MacBook", "Telefoon"). */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

export type Passkey = typeof passkeys.$inferSelect;

/** What a WebAuthn challenge is for. */
export const WEBAUTHN_PURPOSES = ['registration', 'second_step', 'sign_in', 'confirmation'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * A WebAuthn challenge handed to the browser (docs/sign-in.md "Passkeys"): single use (deleted as it is checked, a
 * conditional delete, so of two concurrent answers one wins), 5 minutes, and bound like the request that asked for
 * it: registration and confirmation to the session, the second step to the sign-in challenge (itself bound to the
 * browser), a passkey sign-in to the browser's `zp_challenge` binding token.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    /** The challenge itself: 32 random bytes, base64url. */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    /** The user it is for; null for a passkey sign-in (the passkey names its user). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    signInChallengeId: text('sign_in_challenge_id').references(() => signInChallenges.id, {
      onDelete: 'cascade',
    }),
    /** SHA-256 (hex) of the browser binding token, for a passkey sign-in. */
    bindingHash: text('binding_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);

export type WebauthnChallenge = typeof webauthnChallenges.$inferSelect;
