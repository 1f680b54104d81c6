import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every "send password-reset link" request (server/auth/password-reset/), for a known account or not: the rows
 * are what the per-email and per-IP throttle counts (so it holds across instances), and a request for a real
 * account carries its link's token (SHA-256 hash only), valid 60 minutes and once. Rows older than a day are
 * deleted by the next request.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The address typed, trimmed and in lower case (known or not). */
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    /** The account the link is for; null when no account has this address. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the link's 256-bit token; null without an account. */
    tokenHash: text('token_hash').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Ended without use: a newer link was sent, another link was used, or too many wrong email addresses. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Reset attempts with this token and an email address that is not the account's. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (table) => [
    index('password_reset_requests_email_idx').on(table.email, table.createdAt),
    index('password_reset_requests_ip_idx').on(table.ip, table.createdAt),
    index('password_reset_requests_created_idx').on(table.createdAt),
    index('password_reset_requests_user_idx').on(table.userId),
  ],
);

export type PasswordResetRequest = typeof passwordResetRequests.$inferSelect;
