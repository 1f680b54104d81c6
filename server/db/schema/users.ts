import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENDERS } from '../../../contract/enums.ts';
import { ACCOUNT_BLOCK_REASONS, PREFERRED_METHODS } from '../../../contract/enums.ts';

/** Account users (spec §3 "Account user"). Email is unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    birthday: date('birthday'),
    gender: text('gender', { enum: GENDERS }),
    email: text('email').notNull(),
    phone: text('phone'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    phoneVerificationSkippedAt: timestamp('phone_verification_skipped_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    /** The password is a one-time password (CLI, invitation): onboarding asks for a new one. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    preferredOtp: text('preferred_otp', { enum: PREFERRED_METHODS }),
    otpSetupAt: timestamp('otp_setup_at', { withTimezone: true }),
    /** The authenticator secret, AES-256-GCM under a key derived from the app key (server/auth/codes/totp.ts). */
    totpSecret: text('totp_secret'),
    /**
     * A new authenticator secret waiting for its first correct code (`POST /totp`, then `PATCH /totp`), encrypted
     * like `totp_secret`; the active secret stays in use until the new one is confirmed.
     */
    totpPendingSecret: text('totp_pending_secret'),
    /** Set once the user typed a first correct code: only then is the authenticator a sign-in method. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last 30-second step whose code was accepted: that step and earlier ones are refused (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * Set while the account may not sign in (docs/decisions.md "Account lifecycle"): its sessions, OAuth grants and
     * devices were ended when it was set, and no sign-in or session is accepted until an administrator clears it.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** Why: `employee_archived` (set with the employee's archiving) or `administrator` (blocked on its own). */
    blockedReason: text('blocked_reason', { enum: ACCOUNT_BLOCK_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Permissions granted directly to a user (spec §6); roles add more in the admin issue. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permission] })],
);
