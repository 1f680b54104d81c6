import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { signInDevices } from './sign-in-devices.ts';
import { users } from './users.ts';

import { ATTEMPT_OUTCOMES, SIGN_IN_METHODS } from '../../../contract/enums.ts';

/** What the throttle counts apart (docs/architecture.md "Security numbers"): password failures and code failures. */
export const ATTEMPT_KINDS = ['password', 'code'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

/**
 * Every sign-in attempt (docs/sign-in.md "Throttling and sign-in events"): the throttle counts failures from here,
 * so it holds across instances. `email` is the address as typed (trimmed, lower case), known or not.
 */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    method: text('method', { enum: SIGN_IN_METHODS }).notNull(),
    kind: text('kind', { enum: ATTEMPT_KINDS }).notNull(),
    outcome: text('outcome', { enum: ATTEMPT_OUTCOMES }).notNull(),
    /**
     * Why: e.g. `wrong_password`, `wrong_code`, `expired_code`, `second_step`, `signed_in`, `account`, `ip`;
     * `pending` while the attempt is being checked (outcome `failure` until then, so the throttle counts it).
     */
    reason: text('reason'),
    ip: text('ip').notNull().default(''),
    /**
     * The known device the attempt came from (a valid `zp_device` cookie for this account), or null for an unknown
     * browser: the throttle counts the two apart (docs/sign-in.md "No targeted lock-out").
     */
    deviceId: uuid('device_id').references(() => signInDevices.id, { onDelete: 'set null' }),
    /**
     * The sign-in challenge a code (or, after a completed first factor, a password) was typed on, from an unknown
     * browser: such failures count in that challenge's own bucket, so a stranger's wrong codes on their own
     * challenges never slow down the owner's (docs/sign-in.md "No targeted lock-out"). No foreign key: the events
     * outlive their challenge.
     */
    challengeId: text('challenge_id'),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The throttle's two counts (per typed email, per IP), each per kind and outcome within the last hour.
    index('sign_in_events_email_idx').on(table.email, table.kind, table.outcome, table.createdAt),
    index('sign_in_events_ip_idx').on(table.ip, table.kind, table.outcome, table.createdAt),
    index('sign_in_events_challenge_idx').on(table.challengeId, table.kind, table.outcome, table.createdAt),
    index('sign_in_events_device_idx').on(table.deviceId, table.kind, table.outcome, table.createdAt),
    index('sign_in_events_user_idx').on(table.userId, table.createdAt),
    index('sign_in_events_created_idx').on(table.createdAt),
  ],
);

export type SignInEvent = typeof signInEvents.$inferSelect;
