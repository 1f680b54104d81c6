import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Sign-in code mails sent to an address on behalf of an unknown browser (docs/sign-in.md "No targeted lock-out"):
 * at most a fixed number an hour per address (server/auth/codes/code-mail-cap.ts), decoys (addresses without an
 * account) counted the same. Known devices of the account are not recorded: they are exempt. Rows older than the
 * window go with the purge of sign-in leftovers.
 */
export const signInCodeMails = pgTable(
  'sign_in_code_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The address as typed or stored (trimmed, lower case). */
    email: text('email').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_code_mails_email_idx').on(table.email, table.createdAt)],
);
