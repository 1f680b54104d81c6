import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
 * Applications that may ask our users for access (registered by an administrator or `npm run oauth:client`).
 * A confidential client's secret is shown once and kept only as its SHA-256 (it is 256 random bits, so a fast
 * hash is enough); a public client has none and relies on PKCE.
 */
export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  redirectUris: text('redirect_uris').array().notNull(),
  postLogoutRedirectUris: text('post_logout_redirect_uris').array().notNull().default([]),
  secretHash: text('secret_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OAuthClientRow = typeof oauthClients.$inferSelect;
