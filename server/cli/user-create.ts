import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { EmailTakenError } from '../users/create-user.ts';
import {
  USER_CREATE_HELP,
  createUserFromCommand,
  parseUserCreateArgs,
} from '../users/user-create-command.ts';

const args = parseUserCreateArgs(process.argv.slice(2));
if (args.kind === 'help') {
  console.log(USER_CREATE_HELP);
  process.exit(0);
}
if (args.kind === 'invalid') {
  console.error(args.errors.map((error) => `Fout: ${error}`).join('\n'));
  console.error('\nGebruik --help voor de uitleg.');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const { user, oneTimePassword } = await createUserFromCommand(database.db, args.options);
  const permissions = args.options.permissions.join(', ') || 'geen';
  console.log(`Gebruiker aangemaakt: ${user.firstname} ${user.lastname} <${user.email}> (${user.id}).`);
  console.log(`Rechten: ${permissions}`);
  if (args.options.skipOnboarding) {
    console.log(`\nWachtwoord (alleen nu getoond): ${oneTimePassword}`);
    console.log('De onboarding is voor dit account afgerond: het logt meteen in op het dashboard.');
  } else {
    console.log(`\nEenmalig wachtwoord (alleen nu getoond): ${oneTimePassword}`);
    console.log('Bij de eerste keer inloggen vraagt de onboarding om een nieuw wachtwoord.');
  }
} catch (error) {
  if (!(error instanceof EmailTakenError)) throw error;
  console.error(`Fout: er bestaat al een gebruiker met e-mailadres ${args.options.email}.`);
  process.exitCode = 1;
} finally {
  await database.close();
}
