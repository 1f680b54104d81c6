import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oauthClients } from './resources.ts';

/**
 * Everything oidc-provider stores (sessions, interactions, grants, codes, tokens …), one row per artefact, through
 * `server/oauth/adapter.ts`. `model` is oidc-provider's model name; the lookup columns are copied out of the payload
 * so revoking a grant or finding a session by uid is an indexed query.
 */
export const oauthArtifacts = pgTable(
  'oauth_artifacts',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    /** The account (our user id) of a grant: a user's connected apps are read by it. */
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oauth_artifacts_grant_idx').on(table.grantId),
    index('oauth_artifacts_uid_idx').on(table.uid),
    index('oauth_artifacts_account_idx').on(table.accountId, table.model),
    index('oauth_artifacts_expires_idx').on(table.expiresAt),
  ],
);

/**
 * The secret of a confidential OAuth application (the resource `oauth-clients`, whose id is the client id): shown
 * once, kept only as its SHA-256 (256 random bits: a fast hash is enough). A public application has no row.
 */
export const oauthClientSecrets = pgTable('oauth_client_secrets', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => oauthClients.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
