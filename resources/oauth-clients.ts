import { z } from 'zod';
import { defineResource, field, type RecordOf } from './define.ts';
import { redirectUriList } from './validators.ts';

/**
 * The applications that may ask users for access through the OAuth provider (issue 6). The record's id is the
 * app's `client_id`. A confidential app gets its secret from the `secret` extension (shown once, stored hashed in
 * `oauth_client_secrets`); a public app (`public`) has none and relies on PKCE.
 */
export const oauthClients = defineResource({
  name: 'oauth-clients',
  permission: 'manage_oauth_clients',
  fields: {
    name: field.text({ required: true, max: 100, searchable: true, sortable: true }),
    redirectUris: field.text({
      required: true,
      multiline: true,
      list: false,
      // At least one URI: only blank lines is nothing.
      schema: redirectUriList().pipe(z.string().min(1)),
    }),
    postLogoutRedirectUris: field.text({ multiline: true, list: false, schema: redirectUriList() }),
    public: field.boolean({ editable: false, filterable: true }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  audit: { create: 'createOAuthClient', edit: 'editOAuthClient' },
  extensions: ['secret'],
});

export type OAuthClient = RecordOf<typeof oauthClients>;
