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
  singular: { nl: 'OAuth-applicatie', en: 'OAuth application' },
  plural: { nl: 'OAuth-applicaties', en: 'OAuth applications' },
  permission: {
    name: 'manage_oauth_clients',
    label: { nl: 'OAuth-applicaties beheren', en: 'Manage OAuth applications' },
  },
  icon: 'AppsOutlined',
  menuPosition: 90,
  fields: {
    name: field.text({ required: true, max: 100, searchable: true, sortable: true }),
    redirectUris: field.text({
      label: { nl: 'Redirect-URI’s (één per regel)', en: 'Redirect URIs (one per line)' },
      required: true,
      multiline: true,
      list: false,
      // At least one URI: only blank lines is nothing.
      schema: redirectUriList().pipe(z.string().min(1)),
    }),
    postLogoutRedirectUris: field.text({
      label: {
        nl: 'Redirect-URI’s na uitloggen (één per regel)',
        en: 'Redirect URIs after sign-out (one per line)',
      },
      multiline: true,
      list: false,
      schema: redirectUriList(),
    }),
    public: field.boolean({
      label: { nl: 'Publieke app (zonder geheim, alleen PKCE)', en: 'Public app (no secret, PKCE only)' },
      editable: false,
      filterable: true,
      default: false,
    }),
  },
  defaultSort: { field: 'name', order: 'asc' },
  audit: { create: 'createOAuthClient', edit: 'editOAuthClient' },
  extensions: ['secret'],
});

export type OAuthClient = RecordOf<typeof oauthClients>;
