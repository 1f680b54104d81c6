import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A browser known to an account (docs/sign-in.md "Known and trusted devices", OWASP's device cookies): made by a
 * successful sign-in, named by the `zp_device` cookie whose token is stored only as a SHA-256 hash and replaced at
 * every use (rotation; the previous hash is kept to recognise a stolen copy). A known device is throttled on its
 * own, apart from unknown browsers typing the same address. `trusted_until` set: the user chose "Dit apparaat 30
 * dagen onthouden", and until then a sign-in on it skips the second step.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token this one replaced: presenting it again means a copy is in use elsewhere. */
    previousTokenHash: text('previous_token_hash'),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** End of "Dit apparaat 30 dagen onthouden"; null when the device is known but not trusted. */
    trustedAt: timestamp('trusted_at', { withTimezone: true }),
    trustedUntil: timestamp('trusted_until', { withTimezone: true }),
    /** A known device is forgotten after this (its cookie's lifetime). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sign_in_devices_user_idx').on(table.userId),
    index('sign_in_devices_previous_idx').on(table.previousTokenHash),
    index('sign_in_devices_expires_idx').on(table.expiresAt),
  ],
);

export type SignInDevice = typeof signInDevices.$inferSelect;
