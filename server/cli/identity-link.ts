import { IdentityTakenError, linkIdentity } from '../auth/social/identities.ts';
import { IDENTITY_LINK_HELP, parseIdentityLinkArgs } from '../auth/social/identity-link-command.ts';
import { PROVIDER_LABELS } from '../auth/social/providers.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { findUserByEmail } from '../users/users.ts';

const args = parseIdentityLinkArgs(process.argv.slice(2));
if (args.kind === 'help') {
  console.log(IDENTITY_LINK_HELP);
  process.exit(0);
}
if (args.kind === 'invalid') {
  console.error(args.errors.map((error) => `Fout: ${error}`).join('\n'));
  console.error('\nGebruik --help voor de uitleg.');
  process.exit(1);
}

const { email, provider, subject, identityEmail } = args.options;
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const user = await findUserByEmail(database.db, email);
  if (!user) {
    console.error(`Fout: er is geen gebruiker met e-mailadres ${email}.`);
    process.exitCode = 1;
  } else {
    await linkIdentity(database.db, user.id, provider, subject, identityEmail);
    console.log(`${PROVIDER_LABELS[provider]}-account ${subject} gekoppeld aan ${user.email}.`);
  }
} catch (error) {
  if (!(error instanceof IdentityTakenError)) throw error;
  console.error(`Fout: dit ${PROVIDER_LABELS[provider]}-account is al aan een andere gebruiker gekoppeld.`);
  process.exitCode = 1;
} finally {
  await database.close();
}
