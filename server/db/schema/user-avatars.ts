import { customType, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Profile photos (spec §3 "avatar"): the re-encoded square WebP itself, in the database so that every instance
 * serves it (docs/architecture.md "Scale-out"). `version` changes with every upload; the photo's URL carries it, so
 * it can be cached.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserAvatar = typeof userAvatars.$inferSelect;
