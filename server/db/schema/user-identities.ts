import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

import { IDENTITY_PROVIDERS } from '../../../contract/enums.ts';

/**
 * An account at Apple, Google or Microsoft linked to a user (docs/sign-in.md "Social sign-in"). Only a linked
 * identity signs in: the provider's `sub` (stable per provider, and for Microsoft per application) finds the user;
 * the email is what the provider said at link time, kept for the security settings, never used to find anyone.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: IDENTITY_PROVIDERS }).notNull(),
    /** The ID token's `sub`. */
    subject: text('subject').notNull(),
    /** The email address the provider gave when the identity was linked (may be absent). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_idx').on(table.provider, table.subject),
    // One identity per provider per user: linking another replaces it (the self-service issue).
    uniqueIndex('user_identities_user_provider_idx').on(table.userId, table.provider),
  ],
);

export type UserIdentity = typeof userIdentities.$inferSelect;

/** What a social sign-in started in this browser is for: signing in, or linking the provider to the signed-in user. */
export const SOCIAL_PURPOSES = ['sign_in', 'link'] as const;
export type SocialPurpose = (typeof SOCIAL_PURPOSES)[number];

/**
 * A social sign-in on its way to the provider and back (docs/sign-in.md "Social sign-in"): found by the hash of
 * the `state` sent to the provider, bound to one browser by the hash of the `zp_social` cookie, with the PKCE
 * verifier and the nonce to check the answer. Lives 10 minutes and is deleted when the browser returns (single
 * use), whatever the outcome.
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    /** SHA-256 (hex) of the `state` parameter. */
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider', { enum: IDENTITY_PROVIDERS }).notNull(),
    purpose: text('purpose', { enum: SOCIAL_PURPOSES }).notNull().default('sign_in'),
    /** For a purpose on behalf of a signed-in user (linking): that user. Null for a sign-in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the browser binding token in the `zp_social` cookie. */
    bindingHash: text('binding_hash').notNull(),
    /** The PKCE code verifier (RFC 7636): sent to the token endpoint with the code. */
    codeVerifier: text('code_verifier').notNull(),
    /** The OpenID Connect nonce the ID token must carry. */
    nonce: text('nonce').notNull(),
    /** "Ingelogd blijven", chosen before leaving. */
    remember: boolean('remember').notNull().default(false),
    /** A same-origin path to go to after signing in, or null. */
    intendedUrl: text('intended_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('social_sign_ins_expires_idx').on(table.expiresAt)],
);

export type SocialSignIn = typeof socialSignIns.$inferSelect;
