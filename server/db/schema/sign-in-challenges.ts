import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { IDENTITY_PROVIDERS } from '../../../contract/enums.ts';
import { users } from './users.ts';

/** How a sign-in began: the first factor (docs/sign-in.md). `null` on a challenge whose first factor is the email code. */
export const FIRST_FACTORS = ['password', 'email', ...IDENTITY_PROVIDERS] as const;
export type FirstFactor = (typeof FIRST_FACTORS)[number];

/**
 * A sign-in in progress (docs/sign-in.md "Challenges"): created by the first factor when a second step is needed,
 * or by `start-email-challenge` with an email address (then the email code is the first factor and `first_factor`
 * stays null until it is entered). Bound to one browser by the hash of the `zp_challenge` cookie; lives 15 minutes
 * and is deleted when completed. `user_id` is null for a decoy (an unknown email address): it behaves like a real
 * challenge whose code nobody has.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    /** 128 random bits, base64url (22 characters): the id in the SPA's URL. */
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The email address as typed at the first factor (trimmed, lower case): what the throttle counts. */
    email: text('email').notNull(),
    /** SHA-256 (hex) of the browser binding token in the `zp_challenge` cookie. */
    bindingHash: text('binding_hash').notNull(),
    firstFactor: text('first_factor', { enum: FIRST_FACTORS }),
    /** "Ingelogd blijven", chosen at the first factor. */
    remember: boolean('remember').notNull().default(false),
    /** A same-origin path to go to after signing in (GET /auth/intended-url), or null. */
    intendedUrl: text('intended_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_challenges_expires_idx').on(table.expiresAt)],
);

export type SignInChallenge = typeof signInChallenges.$inferSelect;
