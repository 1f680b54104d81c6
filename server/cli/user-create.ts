import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { deliveryChannels } from '../notify/channels.ts';
import { createNotifier } from '../notify/create-notifier.ts';
import { DeliveryError } from '../notify/delivery-error.ts';
import { inviter, invitationUrl } from '../notify/invitation.ts';
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
// Only warnings and errors (a failed delivery names its reason) on stderr; the command prints its own result.
const log = pino({ level: 'warn' }, pino.destination(2));
const notifier = args.options.invite ? createNotifier(config, database.db, log) : null;
try {
  await migrateDatabase(database);
  const { user, oneTimePassword } = await createUserFromCommand(database.db, args.options, {
    ...(notifier ? { invite: inviter(notifier.notifier, config.APP_URL) } : {}),
  });
  const permissions = args.options.permissions.join(', ') || 'geen';
  console.log(`Gebruiker aangemaakt: ${user.firstname} ${user.lastname} <${user.email}> (${user.id}).`);
  console.log(`Rechten: ${permissions}`);
  if (oneTimePassword === null) {
    console.log(
      `\nUitnodiging verstuurd naar ${user.email}, met de link ${invitationUrl(config.APP_URL, user.email)}`,
    );
    if (deliveryChannels(config).email === 'outbox') {
      console.log(
        `E-mail is niet ingesteld (SMTP_URL): de uitnodiging staat in het ontwikkel-postvak, ${config.APP_URL}/dev/outbox`,
      );
    }
  } else if (args.options.skipOnboarding) {
    console.log(`\nWachtwoord (alleen nu getoond): ${oneTimePassword}`);
    console.log('De onboarding is voor dit account afgerond: het logt meteen in op het dashboard.');
  } else {
    console.log(`\nEenmalig wachtwoord (alleen nu getoond): ${oneTimePassword}`);
    console.log('Bij de eerste keer inloggen vraagt de onboarding om een nieuw wachtwoord.');
  }
} catch (error) {
  if (error instanceof EmailTakenError) {
    console.error(`Fout: er bestaat al een gebruiker met e-mailadres ${args.options.email}.`);
    process.exitCode = 1;
  } else if (error instanceof DeliveryError) {
    console.error(
      'Fout: de uitnodiging kon niet worden verstuurd (de reden staat hierboven). Er is geen gebruiker aangemaakt; probeer het opnieuw.',
    );
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await notifier?.close();
  await database.close();
}
