import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Before and after of each changed field of one write. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The action history (spec §3 "Admin action names", issue 3 "Action history"): one row per admin write, named by
 * the resource definition's audit names (createTag, editTag …), with the actor and the changed fields.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    recordId: uuid('record_id').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One record's history, newest first, keyset-paged on (created_at, id): GET /employees/{id}/history.
    index('audit_log_record_idx').on(table.resource, table.recordId, table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    // A resource's newest entries: the dashboard's latest changes (server/dashboard/latest-changes.ts).
    index('audit_log_resource_created_idx').on(table.resource, table.createdAt, table.id),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
