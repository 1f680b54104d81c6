/** Starts the real server for the browser journeys on a fresh embedded database (Playwright's webServer). */
import { rmSync } from 'node:fs';
import { startOidcStandIn } from '../../helpers/oidc-stand-in.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('test-results'))
  throw new Error('serve.ts needs DATA_DIR inside test-results/');
rmSync(dataDir, { recursive: true, force: true });

// "Inloggen met Google" against a stand-in provider on a loopback port (tests/helpers/oidc-stand-in.ts): the
// server is configured as it would be for the real Google, only GOOGLE_ISSUER differs.
const appUrl = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const google = await startOidcStandIn({
  clientId: 'zorgportaal-e2e',
  redirectUri: `${appUrl}/o/oauth2-callback`,
});
process.env.GOOGLE_CLIENT_ID = google.clientId;
process.env.GOOGLE_CLIENT_SECRET = google.clientSecret;
process.env.GOOGLE_ISSUER = google.issuer;

await import('../../../server/main.ts');
