import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

import { CONFIRMATION_METHODS } from '../../../contract/enums.ts';
/**
 * What a session's last confirmation was made with: a confirmation method, or `social` for a sign-in through a
 * linked Apple, Google or Microsoft account that ended in onboarding (server/auth/sign-in/start-session.ts).
 */
export const SESSION_CONFIRMATIONS = [...CONFIRMATION_METHODS, 'social'] as const;
export type SessionConfirmation = (typeof SESSION_CONFIRMATIONS)[number];

/** Server-side sessions: the cookie holds an opaque token, only its SHA-256 hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last re-confirmation ("sudo mode", docs/self-service.md) and the method that gave it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedMethod: text('confirmed_method', { enum: SESSION_CONFIRMATIONS }),
    /** Where the SPA goes after signing in (GET /auth/intended-url): a same-origin path, or null. */
    intendedUrl: text('intended_url'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
