import type { Db } from '../db/client.ts';
import { createClient } from '../oauth/clients.ts';

/**
 * The demo app of the README's walkthrough: public (PKCE, no secret), its redirect URI on the loopback, and a
 * fixed client id (client ids are the records' uuids) so the README can name it.
 */
export const DEMO_OAUTH_CLIENT = {
  clientId: 'de30de30-0a07-4000-8000-000000000001',
  name: 'Demo-app',
  redirectUri: 'http://127.0.0.1:8765/callback',
  postLogoutRedirectUri: 'http://127.0.0.1:8765/',
};

export async function seedDemoOAuthClient(db: Db): Promise<void> {
  await createClient(db, {
    clientId: DEMO_OAUTH_CLIENT.clientId,
    name: DEMO_OAUTH_CLIENT.name,
    redirectUris: [DEMO_OAUTH_CLIENT.redirectUri],
    postLogoutRedirectUris: [DEMO_OAUTH_CLIENT.postLogoutRedirectUri],
    public: true,
  });
}
