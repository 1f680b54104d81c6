import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createClient } from '../oauth/clients.ts';
import { clientInputErrors } from '../oauth/client-input.ts';
import { issuerForCommand } from './oauth-client-issuer.ts';

const HELP = `Registreert een app die via OAuth toegang mag vragen tot accounts.

Gebruik: npm run oauth:client -- --name <naam> --redirect-uri <uri> [--redirect-uri <uri> …]
         [--post-logout-redirect-uri <uri> …] [--public]

  --name                      de naam die gebruikers op de toestemmingspagina zien
  --redirect-uri              waar de app de code ontvangt (precies zo, https of http op localhost)
  --post-logout-redirect-uri  waar de app na uitloggen heen mag (optioneel)
  --public                    een app zonder geheim (single-page of mobiele app): alleen met PKCE`;

let parsed;
try {
  parsed = parseArgs({
    options: {
      name: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'post-logout-redirect-uri': { type: 'string', multiple: true },
      public: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }).values;
} catch (error) {
  console.error(`Fout: ${(error as Error).message}\n\nGebruik --help voor de uitleg.`);
  process.exit(1);
}
if (parsed.help) {
  console.log(HELP);
  process.exit(0);
}
const input = {
  name: parsed.name ?? '',
  redirectUris: parsed['redirect-uri'] ?? [],
  postLogoutRedirectUris: parsed['post-logout-redirect-uri'] ?? [],
};
const errors = clientInputErrors(input);
if (Object.keys(errors).length > 0) {
  for (const [field, messages] of Object.entries(errors))
    console.error(`Fout (${field}): ${messages.join(' ')}`);
  console.error('\nGebruik --help voor de uitleg.');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const { client, secret } = await createClient(database.db, { ...input, public: parsed.public === true });
  console.log(`App geregistreerd: ${client.name}`);
  console.log(`Client-ID: ${client.id}`);
  if (secret) console.log(`Client-secret (alleen nu getoond): ${secret}`);
  else console.log('Publieke app: geen secret, de app gebruikt PKCE.');
  const { issuer, warning } = await issuerForCommand(database.db, config);
  console.log(`Issuer: ${issuer}`);
  console.log(`Discovery: ${issuer}/.well-known/openid-configuration`);
  if (warning) console.error(warning);
} finally {
  await database.close();
}
