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
  console.error(args.errors.map((error) => `Error: ${error}`).join('\n'));
  console.error('\nRun with --help for usage.');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const { user, oneTimePassword } = await createUserFromCommand(database.db, args.options);
  const permissions = args.options.permissions.join(', ') || 'none';
  console.log(`Created user ${user.firstname} ${user.lastname} <${user.email}> (${user.id}).`);
  console.log(`Permissions: ${permissions}`);
  if (args.options.skipOnboarding) {
    console.log(`\nPassword (shown only now): ${oneTimePassword}`);
    console.log('Onboarding is done for this account: it signs in straight to the dashboard.');
  } else {
    console.log(`\nOne-time password (shown only now): ${oneTimePassword}`);
    console.log('At the first sign-in, onboarding asks for a new password.');
  }
} catch (error) {
  if (!(error instanceof EmailTakenError)) throw error;
  console.error(`Error: a user with email ${args.options.email} already exists.`);
  process.exitCode = 1;
} finally {
  await database.close();
}
