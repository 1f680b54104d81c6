import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { signInChallenges } from './sign-in-challenges.ts';
import { users } from './users.ts';

import { CODE_CHANNELS } from '../../../contract/enums.ts';

/**
 * What a code is for. `sign_in`: a sign-in challenge's email or SMS code. The self-service issue adds codes owned
 * by a user instead of a challenge: `verify_email` / `verify_phone` (the recipient is the address being confirmed)
 * and `confirm` (re-confirmation, "sudo mode").
 */
export const CODE_PURPOSES = ['sign_in', 'verify_email', 'verify_phone', 'confirm'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * 6-digit codes sent by email or SMS (docs/architecture.md "Security numbers"): stored as HMAC-SHA-256 under the app
 * key, valid 10 minutes,
 * single use (`used_at`), at most 5 tries (`attempts`). Owned by a challenge (sign-in) or by a user (verification,
 * re-confirmation), never both; a new code replaces the previous one of the same owner, channel and purpose.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    challengeId: text('challenge_id').references(() => signInChallenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CODE_CHANNELS }).notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    /** The email address or E.164 number the code went to (or, for a decoy, would have gone to). */
    recipient: text('recipient').notNull(),
    /** HMAC-SHA-256 (hex) of the id and the code under the app key: see server/auth/codes/one-time-codes.ts. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    // One live code per owner, channel and purpose: a new code replaces the row (insert … on conflict), which
    // also makes the resend cooldown atomic. Exactly one owner is set, so NULLs never collide.
    uniqueIndex('one_time_codes_challenge_idx').on(table.challengeId, table.channel, table.purpose),
    uniqueIndex('one_time_codes_user_idx').on(table.userId, table.channel, table.purpose),
    check('one_time_codes_one_owner', sql`num_nonnulls(${table.challengeId}, ${table.userId}) = 1`),
    index('one_time_codes_expires_idx').on(table.expiresAt),
  ],
);

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
