import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CODE_CHANNELS } from '../../../contract/enums.ts';

/**
 * The development outbox (docs/architecture.md "Delivery of codes"): every message of a channel that has no real
 * delivery configured, outside
 * production. Listed at /dev/outbox so a person trying the product can read their codes.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: CODE_CHANNELS }).notNull(),
    /** Email address or E.164 phone number. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt)],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
